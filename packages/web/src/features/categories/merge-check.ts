/** The merge modal's own refusals, word for word as the product shows them. */
export const MergeMessages = {
  itself: "Unable to merge sub category it's self",
  needBoth: 'Need to select a origin and destination subcategory',
  failed: 'Failed to merge subcategory.',
} as const;

/** Why a merge cannot be sent, or null when it can. */
export function mergeProblem(sourceId: number | null, targetId: number | null): string | null {
  if (sourceId === null || targetId === null) return MergeMessages.needBoth;
  if (sourceId === targetId) return MergeMessages.itself;
  return null;
}

/** The toast of a merge the server refused: the product's words followed by the server's. */
export function mergeFailureMessage(serverMessage: string): string {
  return serverMessage ? `${MergeMessages.failed} ${serverMessage}` : MergeMessages.failed;
}
