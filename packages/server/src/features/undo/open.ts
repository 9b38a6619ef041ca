import type { OpenUndo, UndoKind } from '@hearth/contract';
import type { AppDeps } from '../../platform/deps.js';
import { notFound } from '../../platform/errors.js';
import { familyScope } from '../../platform/tenancy.js';
import { TRANSACTION_NOT_FOUND } from '../ledger/writer.js';
import { undoCutoff } from './service.js';

/**
 * The changes that touched a transaction of the family and can still be undone, newest first: what the
 * transaction's page offers to undo "later".
 */
export async function openUndosOf(deps: AppDeps, familyId: number, transactionId: number): Promise<OpenUndo[]> {
  const db = deps.db.kysely;
  const transaction = await familyScope(db, familyId)
    .selectFrom('transactions')
    .select('id')
    .where('id', '=', transactionId)
    .executeTakeFirst();
  if (!transaction) throw notFound(TRANSACTION_NOT_FOUND);
  const rows = await familyScope(db, familyId)
    .selectFrom('undo_actions')
    .leftJoin('users', 'users.id', 'undo_actions.user_id')
    .select([
      'undo_actions.id',
      'undo_actions.kind',
      'undo_actions.summary',
      'undo_actions.created_at',
      'users.firstname',
      'users.surname',
    ])
    .where('undo_actions.undone_at', 'is', null)
    .where('undo_actions.created_at', '>=', undoCutoff(deps.clock()))
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('undo_action_items')
          .select('undo_action_items.id')
          .whereRef('undo_action_items.undo_id', '=', 'undo_actions.id')
          .where('undo_action_items.transaction_id', '=', transactionId),
      ),
    )
    .orderBy('undo_actions.created_at', 'desc')
    .orderBy('undo_actions.id', 'desc')
    .limit(20)
    .execute();
  return rows.map((row) => ({
    undoId: row.id,
    kind: row.kind as UndoKind,
    summary: row.summary,
    createdAt: row.created_at,
    createdBy: row.firstname === null ? null : `${row.firstname} ${row.surname ?? ''}`.trim(),
  }));
}
