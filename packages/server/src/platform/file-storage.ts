import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';

/** Files of a family, kept under the data directory; keys never come from user input. */
export class FileStorage {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    return path.join(this.root, ...key.split('/'));
  }

  async save(familyId: number, stream: Readable): Promise<{ key: string; size: number }> {
    const key = `family-${familyId}/${crypto.randomUUID()}`;
    const file = this.pathOf(key);
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    try {
      await pipeline(stream, fs.createWriteStream(file, { flags: 'wx' }));
    } catch (error) {
      await fs.promises.rm(file, { force: true });
      throw error;
    }
    return { key, size: (await fs.promises.stat(file)).size };
  }

  /** The file's content, or null when it is not there: opened before answering, so a missing file is a 404, not a broken answer. */
  async open(key: string): Promise<Readable | null> {
    try {
      const handle = await fs.promises.open(this.pathOf(key), 'r');
      return handle.createReadStream();
    } catch (error) {
      if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await fs.promises.rm(this.pathOf(key), { force: true });
  }
}
