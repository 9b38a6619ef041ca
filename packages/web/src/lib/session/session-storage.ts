import { isRecord } from '../../api/client';
import type { StoredAuth } from './session-logic';

export const AUTH_STORAGE_KEY = 'hearth.auth';

export function readStoredAuth(storage: Storage): StoredAuth | null {
  const text = storage.getItem(AUTH_STORAGE_KEY);
  if (!text) return null;
  try {
    const stored: unknown = JSON.parse(text);
    if (!isRecord(stored) || typeof stored.token !== 'string' || typeof stored.email !== 'string') return null;
    return { token: stored.token, email: stored.email };
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
