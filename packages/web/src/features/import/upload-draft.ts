import { MAX_IMPORT_BYTES } from '@hearth/contract';

export const UPLOAD_MEGABYTES = MAX_IMPORT_BYTES / 1024 / 1024;
export const TOO_LARGE = `The file is too large: an import file can be at most ${UPLOAD_MEGABYTES} MB. Export a shorter period.`;

/** The upload form as filled in: the account the statement belongs to, and the file. */
export interface UploadValues<F extends { size: number } = File> {
  accountId: number | null;
  file: F | null;
}

/** Said at the file as soon as it is chosen: the server would refuse a file above the bound. */
export function uploadProblems<F extends { size: number }>(values: UploadValues<F>): { file?: string } {
  return values.file && values.file.size > MAX_IMPORT_BYTES ? { file: TOO_LARGE } : {};
}

/** What Upload sends, or null until an account and a file small enough are chosen. */
export function uploadRequestOf<F extends { size: number }>(
  values: UploadValues<F>,
): { accountId: number; file: F } | null {
  if (!values.accountId || !values.file || uploadProblems(values).file) return null;
  return { accountId: values.accountId, file: values.file };
}
