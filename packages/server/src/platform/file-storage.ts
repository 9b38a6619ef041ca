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

  open(key: string): Readable {
    return fs.createReadStream(this.pathOf(key));
  }

  async remove(key: string): Promise<void> {
    await fs.promises.rm(this.pathOf(key), { force: true });
  }
}
