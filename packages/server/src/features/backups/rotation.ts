/** A backup folder's name: the moment it was taken, so that names sort as times do. */
const FOLDER = /^hearth-backup-(\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z)$/;

export function backupFolderName(at: Date): string {
  return `hearth-backup-${at.toISOString().replace(/[:.]/g, '-')}`;
}

export function isBackupFolderName(name: string): boolean {
  return FOLDER.test(name);
}

/**
 * The finished backups to remove so that the `keep` newest stay: names that are not backups (and
 * unfinished ones, whose names differ) are never touched.
 */
export function backupsToRemove(names: readonly string[], keep: number): string[] {
  const backups = names.filter(isBackupFolderName).sort();
  return backups.slice(0, Math.max(backups.length - keep, 0));
}
