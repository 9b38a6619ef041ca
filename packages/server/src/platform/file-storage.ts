import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';

/** Files hold a family's receipts and statements: only the account Hearth runs as may read them. */
export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_FOLDER_MODE = 0o700;

/** Where a file waits between its upload and the database write that accepts it (or not). */
const INCOMING = 'incoming';

const isMissing = (error: unknown) => error instanceof Error && 'code' in error && error.code === 'ENOENT';

/**
 * Files of a family, kept under the data directory; keys never come from user input. A file arrives
 * under a temporary name (`receive`) and is moved to its key (`place`) only inside the database write that
 * records it, so that a refused or failed upload leaves nothing where files are kept, and a crash during an
 * upload leaves only a temporary file, which `sweepIncoming` removes.
 */
export class FileStorage {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    return path.join(this.root, ...key.split('/'));
  }

  private incomingPathOf(key: string): string {
    return path.join(this.root, INCOMING, key.split('/').join('-'));
  }

  /** Streams a family's new file to its temporary name; the key it answers is not in place until `place`. */
  async receive(familyId: number, stream: Readable): Promise<{ key: string; size: number }> {
    const key = `family-${familyId}/${crypto.randomUUID()}`;
    const file = this.incomingPathOf(key);
    await fs.promises.mkdir(path.dirname(file), { recursive: true, mode: PRIVATE_FOLDER_MODE });
    try {
      await pipeline(stream, fs.createWriteStream(file, { flags: 'wx', mode: PRIVATE_FILE_MODE }));
    } catch (error) {
      await fs.promises.rm(file, { force: true });
      throw error;
    }
    return { key, size: (await fs.promises.stat(file)).size };
  }

  /**
   * Moves a received file to its key. Done twice (a database write tried again after its first attempt
   * had moved the file) it finds the file already in place and succeeds.
   */
  async place(key: string): Promise<void> {
    const file = this.pathOf(key);
    await fs.promises.mkdir(path.dirname(file), { recursive: true, mode: PRIVATE_FOLDER_MODE });
    try {
      await fs.promises.rename(this.incomingPathOf(key), file);
    } catch (error) {
      if (!isMissing(error) || !fs.existsSync(file)) throw error;
    }
  }

  /** Removes a file wherever it is: still incoming, or in place. */
  async discard(key: string): Promise<void> {
    await Promise.all([fs.promises.rm(this.incomingPathOf(key), { force: true }), this.remove(key)]);
  }

  /** The file's content, or null when it is not there: opened before answering, so a missing file is a 404, not a broken answer. */
  async open(key: string): Promise<Readable | null> {
    try {
      const handle = await fs.promises.open(this.pathOf(key), 'r');
      return handle.createReadStream();
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await fs.promises.rm(this.pathOf(key), { force: true });
  }

  /**
   * Removes temporary files older than `olderThanMs`: uploads a crash cut short. Younger ones may be
   * uploads in progress in another process sharing the folder. Answers how many went.
   */
  async sweepIncoming(now: Date, olderThanMs: number): Promise<number> {
    const folder = path.join(this.root, INCOMING);
    let names: string[];
    try {
      names = await fs.promises.readdir(folder);
    } catch (error) {
      if (isMissing(error)) return 0;
      throw error;
    }
    let removed = 0;
    for (const name of names) {
      const file = path.join(folder, name);
      const stat = await fs.promises.stat(file).catch(() => null);
      if (!stat?.isFile() || now.getTime() - stat.mtimeMs < olderThanMs) continue;
      await fs.promises.rm(file, { force: true });
      removed += 1;
    }
    return removed;
  }
}
