/**
 * Checks a presented preview against the contract (VALIDATE_RESPONSES, as the test suites run), in the
 * worker thread that presents it. A module of its own, loaded only when asked for: zod and the
 * contract's schemas would otherwise add about 25 MB to every statement worker.
 */
import { importPreviewSchema, importRowSchema } from '@hearth/contract';
import { z } from 'zod';
import type { PreviewValidator } from './statement-workshop.js';

const importRowsSchema = z.array(importRowSchema);

export const previewValidator: PreviewValidator = {
  head: (head) => void importPreviewSchema.parse(head),
  rows: (rows) => void importRowsSchema.parse(rows),
};
