import { foldText } from './text.js';

/** Letters and digits alone, folded: "Joe’s Café" and "JOES CAFE" are one text. */
const compact = (text: string) => foldText(text).replace(/ /g, '');

/**
 * A row's description from the payee name and the memo a file gives it: the name, and the memo after it
 * only when the memo adds something. Banks often repeat the name in the memo, whole or cut short
 * ("BILL PAYMENT CITICORP CH" beside "BILL PAYMENT CITICORP CHOICE /0001"): a memo that holds the name
 * takes its place, a memo the name holds is dropped.
 */
export function describeRow(name: string, memo: string): string {
  if (!memo) return name;
  if (!name) return memo;
  const foldedName = compact(name);
  const foldedMemo = compact(memo);
  if (foldedName.includes(foldedMemo)) return name;
  if (foldedMemo.includes(foldedName)) return memo;
  return `${name} ${memo}`;
}
