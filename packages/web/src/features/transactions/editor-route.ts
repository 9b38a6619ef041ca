/** What the transaction editor's address asks for (spec section 2 and 5). */
export type EditorRoute =
  | { kind: 'new' }
  | { kind: 'existing'; id: number }
  | { kind: 'scheduled'; scheduleId: number; paymentNumber: number }
  /** Both a transaction and a schedule payment: refused with the spec's message. */
  | { kind: 'conflict' }
  | { kind: 'invalid' };

export const BOTH_TRANSACTION_AND_SCHEDULE = 'Cannot edit both a transaction, and a Schedule.';

function positiveId(text: string | null | undefined): number | null {
  if (!text || !/^\d+$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

const present = (text: string | null | undefined) => text !== undefined && text !== null && text !== '';

/**
 * Where a saved or deleted transaction leaves to when the editor was opened directly (a bookmark, a new
 * tab) and there is no page to go back to: its bank account's transactions, or home without one.
 */
export function leavesTo(bankAccountId: number | null): string {
  return bankAccountId ? `/transactions/${bankAccountId}` : '/';
}

/**
 * Reads the route parameters (`id`, or `scheduleId` and `paymentNumber`) and the query string, where a
 * link may carry the other kind (`?scheduleId=` on a transaction, `?transactionId=` on a payment).
 */
export function editorRoute(params: Record<string, string | undefined>, query: URLSearchParams): EditorRoute {
  const scheduleText = params.scheduleId ?? query.get('scheduleId');
  const transactionText = params.id ?? query.get('transactionId') ?? query.get('id');
  if (present(scheduleText) && present(transactionText)) return { kind: 'conflict' };
  if (present(scheduleText)) {
    const scheduleId = positiveId(scheduleText);
    const paymentNumber = positiveId(params.paymentNumber ?? query.get('paymentNumber'));
    return scheduleId && paymentNumber ? { kind: 'scheduled', scheduleId, paymentNumber } : { kind: 'invalid' };
  }
  if (!present(transactionText)) return { kind: 'new' };
  const id = positiveId(transactionText);
  return id ? { kind: 'existing', id } : { kind: 'invalid' };
}
