import { describe, expect, it } from 'vitest';
import { consentLapsesSoon, consentReminderMail, consentsToRemind, consentValidUntil } from './consent.js';

const NOW = new Date('2026-11-26T10:00:00Z');

describe('Enable Banking consents', () => {
  it.each([
    [180 * 86_400, '2027-05-25T10:00:00.000Z'],
    [365 * 86_400, '2027-05-25T10:00:00.000Z'],
    [90 * 86_400, '2027-02-24T10:00:00.000Z'],
    [null, '2027-05-25T10:00:00.000Z'],
    [0, '2027-05-25T10:00:00.000Z'],
  ])('asks for as long as a bank allowing %s seconds lets, at most 180 days', (seconds, expected) => {
    expect(consentValidUntil(NOW, seconds)).toBe(expected);
  });

  it.each([
    ['2026-12-03T10:00:00.000Z', true],
    ['2026-12-03T10:00:01.000Z', false],
    ['2026-11-27T00:00:00.000Z', true],
    ['2026-11-20T00:00:00.000Z', true],
    [null, false],
  ])('a consent ending %s lapses within a week: %s', (validUntil, expected) => {
    expect(consentLapsesSoon(validUntil, NOW)).toBe(expected);
  });

  it('reminds once per consent end, about consents that end within a week and have not ended yet', () => {
    const connections = [
      { id: 1, consentValidUntil: '2026-12-01T00:00:00.000Z', consentRemindedFor: null },
      { id: 2, consentValidUntil: '2026-12-01T00:00:00.000Z', consentRemindedFor: '2026-12-01T00:00:00.000Z' },
      { id: 3, consentValidUntil: '2026-12-01T00:00:00.000Z', consentRemindedFor: '2026-06-01T00:00:00.000Z' },
      { id: 4, consentValidUntil: '2027-03-01T00:00:00.000Z', consentRemindedFor: null },
      { id: 5, consentValidUntil: '2026-11-25T00:00:00.000Z', consentRemindedFor: null },
      { id: 6, consentValidUntil: null, consentRemindedFor: null },
    ];
    expect(consentsToRemind(connections, NOW).map((connection) => connection.id)).toEqual([1, 3]);
  });

  it("writes the end in the Admin's own time zone, with a renewal link for each connection", () => {
    const mail = consentReminderMail(
      'admin@example.com',
      'Alice',
      'Pacific/Auckland',
      [{ connectionId: 4, name: 'Nordea', consentValidUntil: '2026-12-02T20:00:00.000Z' }],
      'https://hearth.example/',
    );
    expect(mail.subject).toBe('Hearth: the bank connection to Nordea needs renewing within a week');
    expect(mail.text).toContain('- Nordea: the consent ends on 2026-12-03.');
    expect(mail.text).toContain('Renew it: https://hearth.example/connections?renew=4');
  });
});
