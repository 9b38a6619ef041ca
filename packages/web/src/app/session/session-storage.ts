import { z } from 'zod';
import type { StoredAuth } from './session-logic';

export const AUTH_STORAGE_KEY = 'hearth.auth';

const storedAuthSchema = z.object({ token: z.string(), email: z.string() });

export function readStoredAuth(storage: Storage): StoredAuth | null {
  const text = storage.getItem(AUTH_STORAGE_KEY);
  if (!text) return null;
  try {
    const parsed = storedAuthSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeStoredAuth(storage: Storage, auth: StoredAuth): void {
  storage.setItem(AUTH_STORAGE_KEY, JSON.stringify(auth));
}

export function clearStoredAuth(storage: Storage): void {
  storage.removeItem(AUTH_STORAGE_KEY);
}
