import type { Logger } from 'pino';
import type { AppDeps } from '../../platform/deps.js';
import { undoCutoff } from './service.js';

/**
 * Hourly: the records of changes that can no longer be undone go, with the values they kept. Bookkeeping
 * no answer shows, so it raises no data version.
 */
export async function sweepExpiredUndo(deps: AppDeps, log: Logger): Promise<void> {
  try {
    const expired = deps.db.kysely
      .selectFrom('undo_actions')
      .select('id')
      .where('created_at', '<', undoCutoff(deps.clock()));
    await deps.db.kysely.deleteFrom('undo_action_items').where('undo_id', 'in', expired).execute();
    const removed = await deps.db.kysely
      .deleteFrom('undo_actions')
      .where('created_at', '<', undoCutoff(deps.clock()))
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) > 0) log.info(`undo: removed ${removed.numDeletedRows} expired records`);
  } catch (error) {
    log.error({ err: error }, 'removing expired undo records failed');
  }
}
