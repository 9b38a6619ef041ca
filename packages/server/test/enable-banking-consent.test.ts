import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailConsentReminders } from '../src/features/connections/enable-banking/consent.js';
import { readOutbox } from './mail-reader.js';
import { createTestApp, testDialects, type TestApp } from './test-app.js';
import { signUp, uniqueEmail } from './users.js';

describe.each(testDialects())('consent reminders mailed to the Admins (%s)', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  async function addUser(familyId: number, role: string, removed = false): Promise<string> {
    const email = uniqueEmail(role.toLowerCase());
    const at = new Date().toISOString();
    await t.deps.db.kysely
      .insertInto('users')
      .values({
        family_id: familyId,
        firstname: role === 'Admin' ? 'Bob' : 'Carol',
        surname: 'Smith',
        email,
        password_hash: 'unused',
        role,
        timezone_id: 'Europe/Helsinki',
        default_account_id: null,
        email_validated_at: at,
        created_at: at,
        removed_at: removed ? at : null,
      })
      .execute();
    return email;
  }

  it('sends one mail to each Admin of the family, and none to Members, removed Admins or other families', async () => {
    const alice = await signUp(t, { firstname: 'Alice', timezoneId: 'Europe/Paris' });
    const other = await signUp(t, { firstname: 'Oscar' });
    const familyOf = async (email: string) =>
      (
        await t.deps.db.kysely
          .selectFrom('users')
          .select('family_id')
          .where('email', '=', email.toLowerCase())
          .executeTakeFirstOrThrow()
      ).family_id;
    const familyId = await familyOf(alice.email);
    const bob = await addUser(familyId, 'Admin');
    const carol = await addUser(familyId, 'Member');
    const gone = await addUser(familyId, 'Admin', true);
    const before = readOutbox(t.outboxDir).length;

    const sent = await mailConsentReminders(t.deps, familyId, [
      { connectionId: 11, name: 'Nordea', consentValidUntil: '2026-12-02T23:30:00.000Z' },
      { connectionId: 12, name: 'OP', consentValidUntil: '2026-12-01T08:00:00.000Z' },
    ]);
    expect(sent).toBe(2);
    const mails = readOutbox(t.outboxDir).slice(before);
    expect(mails.map((mail) => mail.to).sort()).toEqual([alice.email.toLowerCase(), bob].sort());
    expect(mails.map((mail) => mail.to)).not.toContain(carol);
    expect(mails.map((mail) => mail.to)).not.toContain(gone);
    expect(mails.map((mail) => mail.to)).not.toContain(other.email.toLowerCase());
    const toAlice = mails.find((mail) => mail.to === alice.email.toLowerCase())!;
    expect(toAlice.subject).toBe('Hearth: 2 bank connections need renewing within a week');
    expect(toAlice.text).toContain('Hello Alice,');
    expect(toAlice.text).toContain('- Nordea: the consent ends on 2026-12-03.');
    expect(toAlice.text).toContain('Renew it: http://hearth.test/connections?renew=11');
    const toBob = mails.find((mail) => mail.to === bob)!;
    expect(toBob.text).toContain('- Nordea: the consent ends on 2026-12-03.'); // Helsinki is ahead of Paris too
    expect(await mailConsentReminders(t.deps, familyId, [])).toBe(0);
  });
});
