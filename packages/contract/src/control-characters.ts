/**
 * Control characters: U+0000–U+001F and U+007F (DEL). The C1 range (U+0080–U+009F) is not among them
 * here: it is ordinary text to these rules. Tab, line feed and carriage return are the layout characters
 * that free text may keep.
 */
const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const DELETE = 0x7f;

export function isControlCharacter(code: number): boolean {
  return code <= 0x1f || code === DELETE;
}

export function isLayoutCharacter(code: number): boolean {
  return code === TAB || code === LINE_FEED || code === CARRIAGE_RETURN;
}

/** Whether a text holds a control character (other than layout ones, when they are allowed). */
export function hasControlCharacter(text: string, allowLayout = false): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (isControlCharacter(code) && !(allowLayout && isLayoutCharacter(code))) return true;
  }
  return false;
}

/** The text with each run of control characters (and of the other characters named) put as `replacement`. */
export function replaceControlCharacters(text: string, replacement: string, alsoCodes: readonly number[] = []): string {
  const replaced = (code: number) => isControlCharacter(code) || alsoCodes.includes(code);
  let first = 0;
  while (first < text.length && !replaced(text.charCodeAt(first))) first += 1;
  // Most texts hold none: they come back as they are, without a copy.
  if (first === text.length) return text;
  let result = text.slice(0, first);
  let inRun = false;
  for (let index = first; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (replaced(code)) {
      if (!inRun) result += replacement;
      inRun = true;
    } else {
      result += text[index];
      inRun = false;
    }
  }
  return result;
}
