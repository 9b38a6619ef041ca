import fs from 'node:fs';
import path from 'node:path';

const LOCK_FILE = '.backup.lock';

/** Whether a process of that id runs (on this machine: the lock file lives in a local folder). */
export function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the backup folder's lock, so that two backups never run at once, whichever process starts them
 * (the server's background jobs, `npm run backup`). A lock left by a process that no longer runs is taken
 * over. Answers a function that gives the lock back, or null while another backup holds it.
 */
export function takeBackupLock(backupDir: string): (() => void) | null {
  fs.mkdirSync(backupDir, { recursive: true, mode: 0o700 });
  const file = path.join(backupDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx', mode: 0o600 });
      return () => fs.rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (backupLockHeld(backupDir)) return null;
      fs.rmSync(file, { force: true });
    }
  }
  return null;
}

/** Whether a running process holds the lock. */
export function backupLockHeld(backupDir: string): boolean {
  let text: string;
  try {
    text = fs.readFileSync(path.join(backupDir, LOCK_FILE), 'utf8');
  } catch {
    return false;
  }
  const pid = Number(text.trim());
  return Number.isInteger(pid) && pid > 0 && processIsAlive(pid);
}
