import { MAX_IMPORT_BYTES, MAX_IMPORT_FILES } from '@hearth/contract';

export const UPLOAD_MEGABYTES = MAX_IMPORT_BYTES / 1024 / 1024;
export const TOO_LARGE = `The file is too large: an import file can be at most ${UPLOAD_MEGABYTES} MB. Export a shorter period.`;
export const TOO_LARGE_TOGETHER = `The files are too large together: at most ${UPLOAD_MEGABYTES} MB at once. Import them in smaller groups.`;
export const TOO_MANY_FILES = `At most ${MAX_IMPORT_FILES} files can be imported at once; import the others next.`;

/** The upload form as filled in: the account the statements belong to, and one file or several. */
export interface UploadValues<F extends { size: number } = File> {
  accountId: number | null;
  files: F[];
}

/** Said at the file choice as soon as it is made: the server would refuse files above the bounds. */
export function uploadProblems<F extends { size: number }>(values: UploadValues<F>): { files?: string } {
  const { files } = values;
  if (files.length > MAX_IMPORT_FILES) return { files: TOO_MANY_FILES };
  const size = files.reduce((sum, file) => sum + file.size, 0);
  if (size > MAX_IMPORT_BYTES) return { files: files.length === 1 ? TOO_LARGE : TOO_LARGE_TOGETHER };
  return {};
}

/** What Upload sends, or null until an account and files within the bounds are chosen. */
export function uploadRequestOf<F extends { size: number }>(
  values: UploadValues<F>,
): { accountId: number; files: F[] } | null {
  if (!values.accountId || values.files.length === 0 || uploadProblems(values).files) return null;
  return { accountId: values.accountId, files: values.files };
}
