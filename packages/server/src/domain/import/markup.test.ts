import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { elementSources } from './markup.js';

/** The regular expression elementSources stands for, kept here as the reference for what it must find. */
function referenceSources(text: string, name: string): { text: string; line: number }[] {
  const pattern = new RegExp(
    `<(?:[A-Za-z_][\\w.-]*:)?${name}(?:\\s[^>]*)?>[\\s\\S]*?</(?:[A-Za-z_][\\w.-]*:)?${name}\\s*>`,
    'g',
  );
  const found: { text: string; line: number }[] = [];
  let line = 1;
  let position = 0;
  for (const match of text.matchAll(pattern)) {
    for (let i = text.indexOf('\n', position); i !== -1 && i < match.index; i = text.indexOf('\n', i + 1)) line += 1;
    position = match.index;
    found.push({ text: match[0], line });
  }
  return found;
}

describe('element sources', () => {
  it.each([
    ['one element', '<OFX><STMTTRN><A>1</A></STMTTRN></OFX>', ['<STMTTRN><A>1</A></STMTTRN>']],
    [
      'two, on their lines',
      '<X>\n<STMTTRN>a</STMTTRN>\n\n<STMTTRN>b</STMTTRN>',
      ['<STMTTRN>a</STMTTRN>', '<STMTTRN>b</STMTTRN>'],
    ],
    ['namespace prefixes and attributes', '<ns:Ntry a="1">x</ns:Ntry >', ['<ns:Ntry a="1">x</ns:Ntry >']],
    ['a longer name is another element', '<STMTTRNRS><STMTTRN>a</STMTTRN></STMTTRNRS>', ['<STMTTRN>a</STMTTRN>']],
    ['an opening tag never closed', '<STMTTRN>a<STMTTRN>b', []],
    [
      'opening tags after the last closing one',
      `<STMTTRN>a</STMTTRN>${'<STMTTRN>'.repeat(3)}`,
      ['<STMTTRN>a</STMTTRN>'],
    ],
    ['no > after the name', '<STMTTRN x', []],
  ])('%s', (_name, text, expected) => {
    expect(elementSources(text, text.includes('Ntry') ? 'Ntry' : 'STMTTRN').map((source) => source.text)).toEqual(
      expected,
    );
    expect(elementSources(text, text.includes('Ntry') ? 'Ntry' : 'STMTTRN')).toEqual(
      referenceSources(text, text.includes('Ntry') ? 'Ntry' : 'STMTTRN'),
    );
  });

  it('finds what the regular expression finds, in any text made of tag pieces', () => {
    const piece = fc.constantFrom(
      '<',
      '</',
      '>',
      'STMTTRN',
      'STMTTRNX',
      'ns:',
      'a.b-c:',
      '1:',
      ' ',
      '\n',
      'x',
      '<STMTTRN>',
      '</STMTTRN>',
      '<!-- ',
      ' -->',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), (pieces) => {
        const text = pieces.join('');
        expect(elementSources(text, 'STMTTRN')).toEqual(referenceSources(text, 'STMTTRN'));
      }),
      { numRuns: 5000 },
    );
  });

  it('reads a file of opening tags never closed once, not once per tag', () => {
    const text = `<OFX><STMTTRN>a</STMTTRN><!-- ${'<STMTTRN>'.repeat(500_000)} --></OFX>`;
    const started = performance.now();
    expect(elementSources(text, 'STMTTRN')).toHaveLength(1);
    // About 0.1 s; the regular expression took 2.3 s for 20,000 such tags, and four times that for twice as many.
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
