import path from 'node:path';
import type { Config } from '../../config.js';
import { FileStorage } from '../../platform/file-storage.js';

/** Where attachments live: DATA_DIR/attachments, one folder per family. */
export function attachmentStorage(config: Pick<Config, 'dataDir'>): FileStorage {
  return new FileStorage(path.join(config.dataDir, 'attachments'));
}
