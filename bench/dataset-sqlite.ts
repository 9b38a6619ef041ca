import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../packages/server/src/db/database.js';
import { buildFamily, DATASET_VERSION, type DataStore, type Dataset, type DatasetSize } from './dataset.js';

/** The SQLite data set in bench/.data/family-<transactions>-<schedules>, built once and then reused. */
export async function sqliteStore(size: DatasetSize): Promise<DataStore> {
  const dataDir = path.resolve(import.meta.dirname, '.data', `family-${size.transactions}-${size.schedules}`);
  const marker = path.join(dataDir, 'dataset.json');
  const dataset = await keptOrBuilt(dataDir, marker, size);
  return {
    kind: 'sqlite',
    description: path.relative(process.cwd(), path.join(dataDir, 'hearth.db')),
    location: { dataDir, databaseUrl: null },
    dataset,
    // The copy is made while the data set is at rest: before its server starts.
    async copy() {
      const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-bench-import-'));
      for (const entry of fs.readdirSync(dataDir, { withFileTypes: true })) {
        if (entry.isFile() && !entry.name.endsWith('.json'))
          fs.copyFileSync(path.join(dataDir, entry.name), path.join(folder, entry.name));
      }
      return {
        location: { dataDir: folder, databaseUrl: null },
        dispose: async () => fs.rmSync(folder, { recursive: true, force: true }),
      };
    },
  };
}

async function keptOrBuilt(dataDir: string, marker: string, size: DatasetSize): Promise<Dataset> {
  if (fs.existsSync(marker)) {
    const kept = JSON.parse(fs.readFileSync(marker, 'utf8')) as Dataset;
    if (kept.version === DATASET_VERSION) return kept;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  const db = openDatabase({ databaseUrl: null, sqliteFile: path.join(dataDir, 'hearth.db') });
  try {
    const made = await buildFamily(db, size);
    fs.writeFileSync(marker, JSON.stringify(made, null, 2));
    return made;
  } finally {
    await db.close();
  }
}
