import { describe, expect, it } from 'vitest';
import { invitationMail, quotedName } from './invitation-mail.js';

describe('quotedName', () => {
  it.each([
    ['plain', 'Nguyen Family', 20, 'Nguyen Family'],
    ['line breaks become spaces', 'Nguyen\r\nBcc: everyone', 60, 'Nguyen Bcc: everyone'],
    ['runs of space shrink', '  Ann \t  Lee  ', 20, 'Ann Lee'],
    ['bidirectional overrides go', 'Ann \u202egpj.exe', 20, 'Ann gpj.exe'],
    ['zero-width characters go', 'A\u200bn\u200dn', 20, 'Ann'],
    ['long text is cut with an ellipsis', 'Win a prize at prize.example, call now', 12, 'Win a prize…'],
    ['cut counts characters, not UTF-16 units', '😀😀😀😀', 3, '😀😀…'],
    ['exactly the limit stays whole', 'abcde', 5, 'abcde'],
    ['a link with a scheme goes', 'Claim at https://claim.example/now!', 60, 'Claim at [link removed]'],
    [
      'a line break cannot split a link past the check',
      'Claim at https:\n//claim.example',
      60,
      'Claim at https: //claim.example',
    ],
    ['www. goes', 'Visit www.claim.example today', 60, 'Visit [link removed] today'],
    ['a domain with a path goes', 'See claim.example/prize', 60, 'See [link removed]'],
    ['an address goes', 'Write to win@claim.example', 60, 'Write to [link removed]'],
    ['abbreviations and initials stay', 'St. John & A.B. Lee-Smith', 60, 'St. John & A.B. Lee-Smith'],
  ])('%s', (_case, input, max, expected) => {
    expect(quotedName(input, max)).toBe(expected);
  });
});

describe('invitationMail', () => {
  it('quotes user-written names short and on one line, the link on its own', () => {
    const mail = invitationMail({
      to: 'guest@example.com',
      inviterName: `Mallory\nSubject: ${'x'.repeat(200)}`,
      familyName: `Family\n\nClick https://evil.example/login ${'y'.repeat(200)}`,
      link: 'http://hearth.test/register?invitation=abc',
      publicUrl: 'http://hearth.test',
      days: 7,
    });
    expect(mail.subject).not.toMatch(/\n/);
    expect(mail.subject.length).toBeLessThan(120);
    const lines = mail.text.split('\n');
    expect(lines).toContain('http://hearth.test/register?invitation=abc');
    expect(mail.text).not.toContain('evil.example');
    expect(lines.every((line) => line.length < 300)).toBe(true);
  });
});
