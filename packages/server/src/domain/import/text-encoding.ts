import iconv from 'iconv-lite';

/** The legacy code pages a statement may be written in, tried in this order when the file does not say. */
const CANDIDATES = ['windows-1252', 'windows-1250', 'iso-8859-2', 'windows-1257'] as const;

/**
 * Names a file may declare, as iconv-lite knows them. ISO-8859-1 is read as Windows-1252, as browsers
 * read it: the two agree on every printable character, and banks that declare the one write the other.
 */
const DECLARED: Record<string, string> = {
  '1252': 'windows-1252',
  '1250': 'windows-1250',
  '8859-1': 'windows-1252',
  '8859-2': 'iso-8859-2',
  'iso-8859-1': 'windows-1252',
  latin1: 'windows-1252',
  'us-ascii': 'windows-1252',
  usascii: 'windows-1252',
  ascii: 'windows-1252',
};

/** The letters of the languages banks in Western and Central Europe write, each language's own. */
const ALPHABETS = [
  'àâæçéèêëîïôœùûüÿ', // French
  'äöüß', // German
  'áéíñóúü', // Spanish
  'ãâáàçéêíõóôú', // Portuguese
  'àèéìíîòóù', // Italian
  'ëïéèöü', // Dutch
  'åäæøöéü', // Danish, Norwegian, Swedish
  'áðéíóúýþæö', // Icelandic
  'áčďéěíňóřšťúůýž', // Czech
  'áäčďéíĺľňóôŕšťúýž', // Slovak
  'ąćęłńóśźż', // Polish
  'áéíóöőúüű', // Hungarian
  'ăâîșțşţ', // Romanian
  'čćđšž', // Slovenian, Croatian
  'äöüšžõ', // Estonian, Finnish
  'ąčęėįšųūž', // Lithuanian
  'āčēģīķļņšūž', // Latvian
].map((letters) => new Set(letters));

/** Accented letters that make a word of their own in some language ("à", "é"). */
const ONE_LETTER_WORDS = new Set('àèéìòùáíóúãôêâåäöü');

/** Signs a bank statement may well hold; other non-ASCII signs count against the reading that makes them. */
const COMMON_SIGNS = new Set('€£¥¢™©®°§µ·×«»„“”‘’‚–—…•\u00a0½¼¾ª');

const isControl = (code: number) => (code >= 0x80 && code <= 0x9f) || code === 0xfffd;

/**
 * How plausible a decoding of a file is: one point for each word with accented letters that all belong to
 * one language, a penalty for each that mixes alphabets ("Pøíliš") or stands alone where no such word is,
 * for rare signs ("¹", "¿", "¤") and most of all for control characters and bytes the code page lacks.
 */
export function plausibility(text: string): number {
  let score = 0;
  for (const match of text.matchAll(/\p{L}*[^\p{ASCII}]\p{L}*/gu)) {
    const token = match[0];
    const accented = [...token.toLowerCase()].filter((character) => character.charCodeAt(0) >= 0x80);
    if (!/\p{L}/u.test(token)) {
      score -= accented.some((character) => isControl(character.charCodeAt(0)))
        ? 5
        : accented.every((character) => COMMON_SIGNS.has(character))
          ? 0
          : 1;
      continue;
    }
    const fits = ALPHABETS.some((alphabet) => accented.every((character) => alphabet.has(character)));
    const alone = token.length === 1 && !ONE_LETTER_WORDS.has(token.toLowerCase());
    score += fits && !alone ? 1 : -2;
  }
  return score;
}

/** Valid UTF-8, or null. */
function asUtf8(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return null;
  }
}

/** The code page a file names in its own head: an OFX 1 CHARSET/ENCODING line, or an XML declaration. */
export function declaredEncoding(bytes: Uint8Array): string | null {
  const head = iconv.decode(Buffer.from(bytes.subarray(0, 1024)), 'latin1');
  const xml = /<\?xml[^>]*\bencoding\s*=\s*["']([^"']+)["']/i.exec(head)?.[1];
  const ofxEncoding = /^\s*ENCODING\s*:\s*(\S+)/im.exec(head)?.[1];
  const ofxCharset = /^\s*CHARSET\s*:\s*(\S+)/im.exec(head)?.[1];
  for (const named of [xml, ofxEncoding === 'USASCII' ? ofxCharset : ofxEncoding, ofxCharset]) {
    if (!named) continue;
    const key = named.toLowerCase().replace(/^(cp|windows-?)(125\d)$/, '$2');
    const encoding = DECLARED[key] ?? key;
    if (/^(utf-?8|unicode)$/.test(encoding)) return 'utf-8';
    if (iconv.encodingExists(encoding)) return encoding;
  }
  return null;
}

/**
 * A file's text. UTF-16 with its byte-order mark, and valid UTF-8 (with or without its mark), are read as
 * such. Otherwise the code page the file declares is used, or, when it declares none (or only UTF-8, which
 * it is not), the one of Windows-1252 (Western Europe, the Americas), Windows-1250 and ISO-8859-2 (Central
 * Europe) and Windows-1257 (the Baltic states) that reads its accented letters as words of one language. Control characters U+0080–U+009F, which no code page puts in a bank's text,
 * are dropped.
 */
export function decodeText(bytes: Uint8Array): { text: string; encoding: string } {
  if (bytes[0] === 0xff && bytes[1] === 0xfe)
    return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), encoding: 'utf-16le' };
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return { text: new TextDecoder('utf-16be').decode(bytes.subarray(2)), encoding: 'utf-16be' };
  const utf8 = asUtf8(bytes);
  if (utf8 !== null) return { text: withoutControls(utf8), encoding: 'utf-8' };
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const declared = declaredEncoding(bytes);
  if (declared && declared !== 'utf-8')
    return { text: withoutControls(iconv.decode(buffer, declared)), encoding: declared };
  const sample = accentedLines(buffer);
  let best = { encoding: CANDIDATES[0] as string, score: Number.NEGATIVE_INFINITY };
  for (const encoding of CANDIDATES) {
    const score = plausibility(iconv.decode(sample, encoding));
    if (score > best.score) best = { encoding, score };
  }
  return { text: withoutControls(iconv.decode(buffer, best.encoding)), encoding: best.encoding };
}

/** Bytes of the lines a code page is judged on: a file's first lines holding bytes above ASCII. */
const SAMPLE_BYTES = 64 * 1024;

function accentedLines(buffer: Buffer): Buffer {
  const lines: Buffer[] = [];
  let size = 0;
  for (let at = 0; at < buffer.length && size < SAMPLE_BYTES; at += 1) {
    if ((buffer[at] as number) < 0x80) continue;
    const start = buffer.lastIndexOf(0x0a, at) + 1;
    const newline = buffer.indexOf(0x0a, at);
    const end = newline === -1 ? buffer.length : newline + 1;
    lines.push(buffer.subarray(start, end));
    size += end - start;
    at = end - 1;
  }
  return Buffer.concat(lines);
}

const withoutControls = (text: string) => text.replace(/[\u0080-\u009f]/g, '');
