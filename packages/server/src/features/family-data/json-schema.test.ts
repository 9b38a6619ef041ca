import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { exportJsonSchema } from './json-schema.js';

const DOCUMENTED = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../docs/export-schema.json');

describe('the documented JSON Schema of the export', () => {
  it('is the one the export follows (docs/export-format.md says how to write it again)', () => {
    expect(JSON.parse(fs.readFileSync(DOCUMENTED, 'utf8'))).toEqual(exportJsonSchema());
  });
});
