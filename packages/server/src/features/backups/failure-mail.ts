import { BackupState, Role } from '@hearth/contract';
import type { MailMessage } from '../../platform/mail.js';
import type { BackupDeps } from './service.js';

export function backupFailureMail(to: string, firstname: string, error: string, publicUrl: string): MailMessage {
  return {
    to,
    subject: 'Hearth: a backup failed',
    text: [
      `Hello ${firstname},`,
      '',
      'The automatic backup of the Hearth server failed:',
      '',
      `  ${error}`,
      '',
      `The Backups page (${publicUrl}/backups) shows the latest backups and has "Back up now".`,
      'Whoever runs the server will find what to do in docs/self-hosting.md, "Backups".',
      '',
      'You receive this because you are an Admin of a family on this server.',
    ].join('\n'),
  };
}

/**
 * Tells every Admin of every family on the server (a backup is the whole server's) that a backup failed,
 * once for a run of failures: when the backup before this one did not fail too, so that a schedule of a
 * few minutes that keeps failing does not fill their mailboxes.
 */
export async function mailBackupFailure(deps: BackupDeps, backupId: number, error: string): Promise<number> {
  const db = deps.db.kysely;
  const previous = await db
    .selectFrom('backups')
    .select('state')
    .where('id', '<', backupId)
    .where('state', 'in', [BackupState.Verified, BackupState.Failed])
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (previous?.state === BackupState.Failed) return 0;
  const admins = await db
    .selectFrom('users')
    .select(['email', 'firstname'])
    .where('role', '=', Role.Admin)
    .where('removed_at', 'is', null)
    .orderBy('id')
    .execute();
  for (const admin of admins)
    await deps.mailer.send(backupFailureMail(admin.email, admin.firstname, error, deps.config.publicUrl));
  return admins.length;
}
