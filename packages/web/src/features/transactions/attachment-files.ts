/** The server refuses larger files; saying so before the upload spares a long wait for a refusal. */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
export const TOO_LARGE = 'Too large: attachments can be at most 10 MB.';

type FileIdentity = Pick<File, 'name' | 'size' | 'lastModified'>;

const sameFile = (a: FileIdentity, b: FileIdentity) =>
  a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

/** The files chosen so far plus the new ones, each once: choosing or dropping a file twice adds it once. */
export function addFiles<F extends FileIdentity>(chosen: readonly F[], added: readonly F[]): F[] {
  const next = [...chosen];
  for (const file of added) if (!next.some((existing) => sameFile(existing, file))) next.push(file);
  return next;
}

export function isTooLarge(file: Pick<File, 'size'>): boolean {
  return file.size > MAX_ATTACHMENT_BYTES;
}

/** What the upload button says: how many files will go, when more than one. */
export function uploadLabel(count: number): string {
  return count > 1 ? `Upload ${count} files` : 'Upload';
}
