import { foldText, RecentTexts } from './text.js';

/**
 * Words banks put before the payee to say how it was paid (US, UK, German, Dutch, French statements),
 * compared as folded upper-case words. Several may follow one another ("KARTENZAHLUNG GIROCARD").
 */
const PAYMENT_CODES = [
  'RECURRING PAYMENT AUTHORIZED ON',
  'PURCHASE AUTHORIZED ON',
  'DEBIT CARD PURCHASE',
  'CARD PAYMENT TO',
  'CONTACTLESS PAYMENT',
  'PREAUTHORIZED DEBIT',
  'RECURRING PAYMENT',
  'POS PURCHASE',
  'POS DEBIT',
  'POS WITHDRAWAL',
  'CARD PURCHASE',
  'CARD PAYMENT',
  'CHECK CARD',
  'DEBIT CARD',
  'DEBIT PURCHASE',
  'VISA PURCHASE',
  'VISA DEBIT',
  'ACH DEBIT',
  'ACH CREDIT',
  'BILL PAYMENT',
  'ONLINE PAYMENT',
  'DIRECT DEBIT',
  'APPLE PAY',
  'GOOGLE PAY',
  'CHECKCARD',
  'PURCHASE',
  'BPAY',
  'REFUND',
  'CONTACTLESS',
  'EFTPOS',
  'POS',
  'ACH',
  'DD',
  'SO',
  'BGC',
  'FPI',
  'FPO',
  'TFR',
  'VIS',
  'CHQ',
  'SEPA-LASTSCHRIFT',
  'SEPA LASTSCHRIFT',
  'SEPA-BASISLASTSCHRIFT',
  'SEPA-UEBERWEISUNG',
  'SEPA-UBERWEISUNG',
  'SEPA-GUTSCHRIFT',
  'ONLINE-UEBERWEISUNG',
  'BASISLASTSCHRIFT',
  'ERSTLASTSCHRIFT',
  'FOLGELASTSCHRIFT',
  'LASTSCHRIFT',
  'UEBERWEISUNG',
  'UBERWEISUNG',
  'GUTSCHRIFT',
  'DAUERAUFTRAG',
  'KARTENZAHLUNG',
  'GIROCARD',
  'DEBITKARTE',
  'EC-KARTE',
  'EC',
  'SEPA INCASSO ALGEMEEN DOORLOPEND',
  'SEPA INCASSO',
  'SEPA OVERBOEKING',
  'BETAALAUTOMAAT',
  'GELDAUTOMAAT',
  'BETAALVERZOEK',
  'OVERBOEKING',
  'INCASSO',
  'IDEAL',
  'BEA',
  'GEA',
  'PAIEMENT PAR CARTE',
  'PAIEMENT CB',
  'FACTURE CARTE',
  'PRELEVEMENT SEPA',
  'VIR SEPA RECU',
  'VIR SEPA EMIS',
  'VIREMENT SEPA',
  'PRLV SEPA',
  'VIR SEPA',
  'VIR INST',
  'ACHAT CB',
  'PRELEVEMENT',
  'VIREMENT',
  'PRLV',
  'VIR',
  'CB',
];

/** The payment codes by their first word, longest first, so that a word is looked up once. */
const CODES_BY_FIRST_WORD = new Map<string, string[][]>();
for (const code of PAYMENT_CODES.map((phrase) => phrase.split(' ')).sort((a, b) => b.length - a.length)) {
  const first = code[0] as string;
  CODES_BY_FIRST_WORD.set(first, [...(CODES_BY_FIRST_WORD.get(first) ?? []), code]);
}

/** Words that name what follows them (a store, a card, a day): the word and its number go together. */
const LABELS = new Set([
  'STORE',
  'BRANCH',
  'FILIALE',
  'FIL',
  'TERMINAL',
  'TERM',
  'CARD',
  'KARTE',
  'CARTE',
  'PAS',
  'PASNR',
  'NR',
  'NO',
  'ON',
  'AM',
  'UM',
  'VOM',
  'OP',
  'LE',
  'DU',
  'AT',
]);

/** Words after which a bank writes references, not the payee: what follows them is not the payee's name. */
const REFERENCE_WORDS = new Set([
  'REF',
  'REFERENCE',
  'REFERENZ',
  'REFNR',
  'EREF',
  'MREF',
  'KREF',
  'CRED',
  'SVWZ',
  'ABWA',
  'IBAN',
  'BIC',
  'AUTH',
  'AUTHCODE',
  'TRN',
  'TXN',
  'TRX',
  'CONF',
  'ID',
  'MANDAT',
  'MANDATSREF',
  'MANDATSREFERENZ',
  'GLAUBIGER-ID',
  'END-TO-END-REF',
  'KUNDENNR',
  'INVOICE',
  'FACT',
  'FACTURE',
  'ECH',
  'MDT',
  'KENMERK',
  'OMSCHRIJVING',
  'MACHTIGING',
]);

/** Card processors that put their name before the merchant's ("SQ *BLUE BOTTLE", "PAYPAL *NETFLIX"). */
const PROCESSOR = /^(?:SQ|SQU|TST|SP|PP|IZ|ZETTLE|SUMUP|SMP|DRI|PAYPAL|GOOGLE|APPLE\.COM\/BILL|WL)\s*\*\s*(?=\S)/i;

/** Banks that write the payee as a field among others: its value is the name. */
const NAME_FIELDS = [
  /\/NAME\/([^/]+)\//i,
  /\bNaam:\s*(.+?)(?=\s+(?:Omschrijving|IBAN|BIC|Kenmerk|Machtiging|Incassant|Referentie|Betalingskenm\.?|Datum|Transactie):|\s*$)/i,
  /(?:^|\s)\/DE\s+(.+?)\s*(?=\/[A-Z]{2,}\b|$)/,
];

const MONTHS =
  /^(?:JAN|FEB|MAR|MRZ|APR|MAY|MAI|JUN|JUL|AUG|SEP|SEPT|OCT|OKT|NOV|DEC|DEZ|JANV|FEVR|MARS|AVR|JUIN|JUIL|AOUT)$/;

/** The punctuation a word is taken without, before or after it. */
const EDGE_PUNCTUATION = new Set([...',;:()[]."\'']);

/** A word folded for comparison: accents dropped, upper case, without the punctuation around it. */
function wordOf(token: string): string {
  const upper = (/^[\x20-\x7e]*$/.test(token) ? token : token.normalize('NFKD').replace(/\p{M}/gu, '')).toUpperCase();
  let start = 0;
  let end = upper.length;
  while (start < end && EDGE_PUNCTUATION.has(upper[start] as string)) start += 1;
  while (end > start && EDGE_PUNCTUATION.has(upper[end - 1] as string)) end -= 1;
  return start === 0 && end === upper.length ? upper : upper.slice(start, end);
}

const digitCount = (word: string) => word.replace(/\D/g, '').length;

/** Digits with separators only: a date (15/03, 2026-03-15), a time (12:34), a phone number, a long number. */
const isNumberLike = (word: string) => /^[\d./:\-+]+$/.test(word) && /\d/.test(word);
/** A date with a month's name: 15MAR26, 15MAR. */
const isNamedDate = (word: string) => /^\d{1,2}[A-Z]{3,4}\d{0,4}$/.test(word) && MONTHS.test(word.replace(/\d/g, ''));
/** A card number's end: *1234, XXXX1234, X1234, ****1234, 4974XXXXXXXX1234. */
const isCardNumber = (word: string) => /^[X*]+\d{2,}$/.test(word) || /^\d{4,6}[X*]{4,}\d{2,4}$/.test(word);
/** A store or branch number: #0423, NO.12, NR.5. */
const isStoreNumber = (word: string) => /^(?:#|N[OR]\.?)\d+$/.test(word);
/** A reference: six or more letters and digits with two digits at least (P1A2B3C4D5, 2K4J71, NL12ZZZ123…). */
const isReference = (word: string) =>
  (/^[A-Z0-9]{6,}$/.test(word) && digitCount(word) >= 2 && /[A-Z]/.test(word)) ||
  (/^[A-Z0-9][A-Z0-9./-]{5,}$/.test(word) && digitCount(word) >= 4) ||
  /^[A-Z]{2,6}[:+]\S+$/.test(word);

/** Not part of a name wherever it stands. */
function isNoise(word: string): boolean {
  // Every kind of noise has a digit, a star, a colon or a plus: most words of a name are passed at once.
  if (!/[\d*:+]/.test(word)) return false;
  return (
    (isNumberLike(word) && (digitCount(word) >= 3 || /[./:]/.test(word))) ||
    isNamedDate(word) ||
    isCardNumber(word) ||
    isStoreNumber(word) ||
    isReference(word) ||
    /^\*+$/.test(word)
  );
}

/** A value a label names: a number, a date, a card number. */
const isLabelled = (word: string | undefined) =>
  word !== undefined && (isNumberLike(word) || isNamedDate(word) || isCardNumber(word) || isReference(word));

/** The payment code starting at token `at`, as its number of words, or 0. */
function codeAt(words: string[], at: number): number {
  const codes = CODES_BY_FIRST_WORD.get(words[at] ?? '');
  if (!codes) return 0;
  for (const code of codes) {
    if (code.every((part, i) => words[at + i] === part)) return code.length;
  }
  return 0;
}

/** "PMTS*2K4J71" is a name and a reference; "*1234" a card number; "//BERLIN" where a German terminal's place starts. */
function splitTokens(text: string): string[] {
  const cut = text.indexOf('//');
  const tokens: string[] = [];
  for (const part of (cut === -1 ? text : text.slice(0, cut)).split(' ')) {
    for (const piece of part.includes(',') ? part.split(/(?<=,)(?=\S)/) : [part]) {
      const star = piece.indexOf('*');
      if (star > 0) tokens.push(piece.slice(0, star), piece.slice(star));
      else if (piece) tokens.push(piece);
    }
  }
  return tokens;
}

/**
 * The name of the payee in what a bank wrote: payment codes before it (POS, CARD PAYMENT TO, SEPA-
 * LASTSCHRIFT, BEA, PRLV SEPA), dates, times, card numbers, store numbers and references removed, and
 * everything after the first of those that follows the name (a store number is followed by the town, a
 * reference by more references). "TESCO STORES 3297 REF 88123" is TESCO STORES, "AMAZON MKTPLACE
 * PMTS*2K4J71" is AMAZON MKTPLACE PMTS and "SPOTIFY P1A2B3C4D5" is SPOTIFY, so that a month of rows of
 * one shop names one payee. The bank's own letters and case are kept. A text with no name left in it is
 * returned as it was (cleaned).
 */
export function normalisePayeeName(text: string): string {
  return recent.get(text, payeeNameOf);
}

/**
 * The last few texts named, with their names: a preview asks for a row's name when it looks for its
 * third party and again when it proposes a new one, one row after another.
 */
const recent = new RecentTexts(4, '');

function payeeNameOf(text: string): string {
  // Statement rows come cleaned (cleanText); spaces are all this needs of other texts.
  const cleaned = text.replace(/\s+/g, ' ').trim();
  let value = cleaned;
  for (const field of /naam:|\/name\/|\/de /i.test(value) ? NAME_FIELDS : []) {
    const found = field.exec(value)?.[1]?.trim();
    if (found && /\p{L}/u.test(found)) {
      value = found;
      break;
    }
  }
  // A reference joined to the name by a star ("PMTS*QQDQXR"), and what follows it, is never the name.
  if (value.includes('*')) value = value.replace(PROCESSOR, '').replace(/(?<=[\p{L}\p{N}.])\*[\p{L}\p{N}]{4,}.*$/u, '');
  const tokens = splitTokens(value);
  const words = tokens.map(wordOf);
  let at = 0;
  for (;;) {
    const code = codeAt(words, at);
    if (code) {
      at += code;
      continue;
    }
    const word = words[at];
    if (word === undefined) break;
    if (isNoise(word) || (/^\d{1,2}$/.test(word) && MONTHS.test(words[at + 1] ?? ''))) {
      at += /^\d{1,2}$/.test(word) ? 2 : 1;
      continue;
    }
    if (LABELS.has(word) && isLabelled(words[at + 1])) {
      at += 2;
      continue;
    }
    if (REFERENCE_WORDS.has(word) || word === '' || word === '-' || word === 'TO') {
      at += 1;
      continue;
    }
    break;
  }
  const name: string[] = [];
  for (let i = at; i < tokens.length; i += 1) {
    const word = words[i] as string;
    const token = tokens[i] as string;
    if (token.startsWith('*')) {
      const rest = word.replace(/^\*+/, '');
      if (!rest || isNoise(rest) || /\d/.test(rest)) break;
      name.push(token.replace(/^\*+/, ''));
      continue;
    }
    if (isNoise(word) || REFERENCE_WORDS.has(word) || (LABELS.has(word) && isLabelled(words[i + 1]))) break;
    if (/^\d{1,2}$/.test(word) && MONTHS.test(words[i + 1] ?? '')) break;
    name.push(token);
  }
  const result = name
    .join(' ')
    .replace(/^[\s\-–—:;,./*#]+|[\s\-–—:;,./*#]+$/g, '')
    .replace(/\s+(?:ON|AT|TO|AM|LE|DU|OP|-)$/i, '')
    .trim();
  return /\p{L}/u.test(result) ? result : cleaned;
}

/** The key rows of one payee share: the normalised name, folded (see foldText). */
export function payeeKey(text: string): string {
  return foldText(normalisePayeeName(text));
}
