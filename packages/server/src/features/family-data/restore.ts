import type { FamilyRestoreResult } from '@hearth/contract';
import { Readable } from 'node:stream';
import { requireAdmin, type AuthContext } from '../../platform/auth-guard.js';
import type { AppDeps } from '../../platform/deps.js';
import { badRequest } from '../../platform/errors.js';
import type { FileStorage } from '../../platform/file-storage.js';
import { familyScope, writeForFamily } from '../../platform/tenancy.js';
import { recountKeptTotals } from '../ledger/recount.js';
import { requireAdminInWrite } from '../family/member-rows.js';
import { EXPORT_COLLECTIONS } from './collections.js';
import type { ExportDocument, ExportRecord } from './export-document.js';
import { insertCollections, insertHistory } from './insert-collections.js';
import { invitationsToMake, mailInvitations, writeInvitations } from './restore-members.js';
import { readArchive } from './read-archive.js';
import { validDocument } from './validate-document.js';

export const RESTORE_ADMIN_ONLY = "Only a family administrator can restore the family's data.";
export const familyHasTransactions = (count: number) =>
  `A restore goes only into a family without transactions, and this family has ${count}. Register a new family (without the starter categories) and restore into it.`;

interface ReceivedFile {
  record: ExportRecord;
  key: string;
}

/** Each attachment's file, from the zip to storage under a temporary name (FileStorage.receive). */
async function receiveFiles(
  storage: FileStorage,
  familyId: number,
  document: ExportDocument,
  files: Map<string, Uint8Array>,
): Promise<ReceivedFile[]> {
  const records = document.attachments as ExportRecord[];
  for (const record of records) {
    if (!files.has(String(record.file)))
      throw badRequest(`This export is damaged: the file ${String(record.file)} of an attachment is missing from it.`);
  }
  const received: ReceivedFile[] = [];
  try {
    for (const record of records) {
      const bytes = files.get(String(record.file)) ?? new Uint8Array();
      const stored = await storage.receive(familyId, Readable.from([Buffer.from(bytes)]));
      received.push({ record: { ...record, size: stored.size, storageKey: stored.key }, key: stored.key });
    }
  } catch (error) {
    await Promise.all(received.map((file) => storage.discard(file.key)));
    throw error;
  }
  return received;
}

/**
 * Restores an export into the signed-in Admin's family, which must hold no transactions: every record in
 * one database transaction (a damaged or refused file writes nothing), kept totals counted again from the
 * rows, the other members invited again. docs/export-format.md says what comes back and how.
 */
export async function restoreFamily(
  deps: AppDeps,
  storage: FileStorage,
  auth: AuthContext,
  zip: Uint8Array,
): Promise<FamilyRestoreResult> {
  requireAdmin(auth, RESTORE_ADMIN_ONLY);
  const { document: raw, files } = readArchive(zip);
  const document = validDocument(raw);
  const familyId = auth.familyId;
  const already = await familyScope(deps.db.kysely, familyId)
    .selectFrom('transactions')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  if (Number(already.count) > 0) throw badRequest(familyHasTransactions(Number(already.count)));
  const invitations = await invitationsToMake(deps, auth, document.members);
  const received = await receiveFiles(storage, familyId, document, files);
  document.attachments = received.map((file) => file.record);
  const now = deps.clock();
  try {
    await writeForFamily(deps.db.kysely, familyId, async (trx) => {
      await requireAdminInWrite(trx, auth, RESTORE_ADMIN_ONLY);
      const count = await familyScope(trx, familyId)
        .selectFrom('transactions')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      if (Number(count.count) > 0) throw badRequest(familyHasTransactions(Number(count.count)));
      await trx
        .updateTable('families')
        .set({ name: document.family.name, currency_code: document.family.currencyCode })
        .where('id', '=', familyId)
        .execute();
      const ids = await insertCollections(trx, familyId, document);
      const userOfMember = new Map(
        document.members.filter((member) => member.email === auth.email).map((member) => [member.id, auth.userId]),
      );
      await insertHistory(trx, familyId, document, ids, userOfMember);
      await writeInvitations(trx, auth, invitations.invite, now);
      await recountKeptTotals(trx, familyId);
      for (const file of received) await storage.place(file.key);
    });
  } catch (error) {
    await Promise.all(received.map((file) => storage.discard(file.key)));
    throw error;
  }
  await mailInvitations(deps, auth, document.family.name, invitations.invite);
  return {
    restored: [
      ...EXPORT_COLLECTIONS.map((collection) => ({
        kind: collection.name,
        count: (document[collection.name] as unknown[]).length,
      })),
      { kind: 'history', count: document.history.length },
    ],
    invited: invitations.invite.map((invitation) => invitation.email),
    notInvited: invitations.notInvited,
    files: received.length,
  };
}
