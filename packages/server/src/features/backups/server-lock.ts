import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { processIsAlive } from './lock.js';

const SERVER_PID_FILE = 'server.pid';

/**
 * Marks the data folder as in use by a running server (its process id in `server.pid`), so that a
 * restore refuses to replace the database under it. A file left by a server that crashed names a process
 * that no longer runs, and counts for nothing.
 */
export function markServerRunning(dataDir: string): { release(): void } {
  const file = path.join(dataDir, SERVER_PID_FILE);
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  fs.writeFileSync(file, String(process.pid), { mode: 0o600 });
  return {
    release() {
      try {
        if (fs.readFileSync(file, 'utf8').trim() === String(process.pid)) fs.rmSync(file, { force: true });
      } catch {
        // Already gone.
      }
    },
  };
}

/** The id of the server process using the data folder, or null when none runs. */
export function runningServerPid(dataDir: string): number | null {
  let text: string;
  try {
    text = fs.readFileSync(path.join(dataDir, SERVER_PID_FILE), 'utf8');
  } catch {
    return null;
  }
  const pid = Number(text.trim());
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && processIsAlive(pid) ? pid : null;
}

/** Whether something accepts connections on the port on this machine (a server started with another DATA_DIR mistake). */
export function portAnswers(port: number, timeoutMs = 1000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}
