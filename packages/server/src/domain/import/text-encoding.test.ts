import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeStatement, readStatement } from './read-statement.js';
import { declaredEncoding, decodeText } from './text-encoding.js';

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part, 'latin1')] : part)));

const C1_CONTROLS = /[\u0080-\u009f]/;

describe('the code page of a statement', () => {
  it.each([
    ['UTF-8', bytes([0x43, 0x61, 0x66, 0xc3, 0xa9, 0x20, 0xe2, 0x82, 0xac]), 'utf-8', 'Café €'],
    ['UTF-8 with its mark', bytes([0xef, 0xbb, 0xbf], 'Caf', [0xc3, 0xa9]), 'utf-8', 'Café'],
    ['UTF-16 LE with its mark', Uint8Array.from([0xff, 0xfe, 0x41, 0, 0xac, 0x20]), 'utf-16le', 'A€'],
    [
      'Windows-1252 euro, trade mark and dash',
      bytes('Fee ', [0x80], '5 ', [0x97], ' Acme', [0x99]),
      'windows-1252',
      'Fee €5 — Acme™',
    ],
    ['Windows-1252 French', bytes('Virement Interac ', [0xe0], ': Jean'), 'windows-1252', 'Virement Interac à: Jean'],
    [
      'Windows-1252 German',
      bytes('Zahlungsempf', [0xe4], 'nger ', [0xdc], 'berweisung'),
      'windows-1252',
      'Zahlungsempfänger Überweisung',
    ],
    [
      'Windows-1250 Czech',
      bytes('P', [0xf8, 0xed], 'li', [0x9a], ' ', [0x9e], 'lu', [0x9d], 'ou', [0xe8], 'k', [0xfd], ' k', [0xf9, 0xf2]),
      'windows-1250',
      'Příliš žluťoučký kůň',
    ],
    [
      'Windows-1250 Polish',
      bytes('Za', [0xbf, 0xf3, 0xb3, 0xe6], ' g', [0xea, 0x9c], 'l', [0xb9], ' ja', [0x9f, 0xf1]),
      'windows-1250',
      'Zażółć gęślą jaźń',
    ],
    [
      'ISO-8859-2 Polish',
      bytes('Op', [0xb3], 'ata za kart', [0xea], ' w ', [0xa3, 0xf3, 0xbf], 'ku, ', [0xb6], 'roda'),
      'iso-8859-2',
      'Opłata za kartę w Łóżku, środa',
    ],
    [
      'Windows-1257 Lithuanian',
      bytes('Paslaug', [0xf8], ' komisini', [0xf8], ' u', [0xfe], ' l', [0xeb, 0xf0], 'as'),
      'windows-1257',
      'Paslaugų komisinių už lėšas',
    ],
  ])('%s', (_, file, encoding, text) => {
    expect(decodeText(file)).toEqual({ text, encoding });
  });

  it.each([
    ['OFX 1 CHARSET', 'OFXHEADER:100\r\nENCODING:USASCII\r\nCHARSET:1250\r\n', 'windows-1250'],
    ['OFX 1 CHARSET of ISO-8859-1', 'OFXHEADER:100\nENCODING:USASCII\nCHARSET:ISO-8859-1\n', 'windows-1252'],
    ['OFX 1 without a code page', 'OFXHEADER:100\nENCODING:USASCII\nCHARSET:NONE\n', null],
    ['OFX 1 in UTF-8', 'OFXHEADER:100\nENCODING:UTF-8\nCHARSET:NONE\n', 'utf-8'],
    ['an XML declaration', '<?xml version="1.0" encoding="windows-1250"?>\n<OFX>', 'windows-1250'],
    ['an XML declaration of ISO-8859-2', "<?xml version='1.0' encoding='ISO-8859-2'?>", 'iso-8859-2'],
  ])('honours %s', (_, head, encoding) => {
    expect(declaredEncoding(bytes(head))).toBe(encoding);
  });

  it('reads a file as the code page it declares, not as the guess', () => {
    // 0xE8 is "č" in Windows-1250 and "è" in Windows-1252; alone in a word, either reads.
    const file = bytes('OFXHEADER:100\nCHARSET:1250\n\n<OFX><NAME>Pla', [0xe8], 'en');
    expect(decodeText(file)).toMatchObject({ encoding: 'windows-1250', text: expect.stringContaining('Plačen') });
  });

  it('guesses when a file declares UTF-8 but is not', () => {
    const file = bytes('<?xml version="1.0" encoding="UTF-8"?><NAME>', [0x8a], 'koda ', [0xe8], 'erpan', [0xe1]);
    expect(decodeText(file)).toMatchObject({
      encoding: 'windows-1250',
      text: expect.stringContaining('Škoda čerpaná'),
    });
  });

  it('lets no control character U+0080–U+009F through, whatever the bytes', () => {
    const everyByte = Uint8Array.from({ length: 256 }, (_, i) => i);
    expect(decodeText(everyByte).text).not.toMatch(C1_CONTROLS);
    expect(decodeText(bytes([0xc2, 0x85], 'UTF-8 NEL')).text).toBe('UTF-8 NEL');
  });
});

describe('real files in legacy code pages', () => {
  const corpus = path.join(import.meta.dirname, 'fixtures', 'corpus');
  const read = (file: string) => decodeText(fs.readFileSync(path.join(corpus, file)));

  it.each([
    ['csv/cz-raiffeisen.csv', 'windows-1250', ['Zaúčtovaná částka', 'Měna']],
    ['csv/pl-mbank.csv', 'windows-1250', ['Łódź', 'oszczędnościowe']],
    ['csv/pl-bank-pocztowy.csv', 'windows-1250', ['Opłata', 'kartę']],
    ['csv/lt-danske.csv', 'windows-1257', ['Paslaugų', 'lėšų']],
    ['csv/se-sparbanken-tanum-2019.csv', 'windows-1252', ['Bokföringsdag', 'Överföring']],
    ['csv/de-volksbank.csv', 'windows-1252', ['Zahlungsempfänger', 'ÜBERWEISUNG']],
  ])('%s is %s', (file, encoding, words) => {
    const decoded = read(file);
    expect(decoded.encoding).toBe(encoding);
    for (const word of words) expect(decoded.text).toContain(word);
    expect(decoded.text).not.toMatch(C1_CONTROLS);
  });

  it('a Canadian OFX in Windows-1252 names its payee with the accent', () => {
    const statement = readStatement(decodeStatement(fs.readFileSync(path.join(corpus, 'ofx/ca-accented-latin1.ofx'))));
    expect(statement.rows.map((row) => row.payee)).toEqual(['Virement Interac à: Jean']);
  });
});
