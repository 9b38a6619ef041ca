import { isRecord } from '../../api/client';

/** Per tab (session storage): the page a session ended on, for whoever signs in again there. */
export const RETURN_PATH_KEY = 'hearth.returnTo';

/** Only an address inside the app: a path of this origin, never `//host` nor a full URL. */
const isAppPath = (path: string) => path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');

/** A page worth coming back to: an address of the app other than the landing page. */
const isPageOfApp = (path: string) =>
  isAppPath(path) && path !== '/' && !path.startsWith('/?') && !path.startsWith('/#');

/** Remembers where `subject` was when their session ended; the landing page itself is not worth it. */
export function rememberReturnPath(storage: Storage, path: string, subject: string): void {
  if (!isPageOfApp(path)) {
    storage.removeItem(RETURN_PATH_KEY);
    return;
  }
  storage.setItem(RETURN_PATH_KEY, JSON.stringify({ path, subject: subject.toLowerCase() }));
}

/**
 * Where a sign-in goes: the remembered page when the same person signs in again, else /. Either way the
 * remembered page is forgotten: it serves once.
 */
export function takeReturnPath(storage: Storage, subject: string): string {
  const text = storage.getItem(RETURN_PATH_KEY);
  storage.removeItem(RETURN_PATH_KEY);
  if (!text) return '/';
  try {
    const stored: unknown = JSON.parse(text);
    if (!isRecord(stored) || typeof stored.path !== 'string' || typeof stored.subject !== 'string') return '/';
    if (stored.subject !== subject.toLowerCase() || !isAppPath(stored.path)) return '/';
    return stored.path;
  } catch {
    return '/';
  }
}

export function forgetReturnPath(storage: Storage): void {
  storage.removeItem(RETURN_PATH_KEY);
}

/**
 * Where a sign-in goes. Signed out, any page of the app shows the sign-in at its own address: signing in
 * there opens that page, query and all (a link followed signed out, a bookmark). On the landing page it is
 * the page remembered when this person's session ended, else the dashboard. The remembered page is
 * forgotten either way.
 */
export function signInDestination(storage: Storage, subject: string, signedInAt: string): string {
  const remembered = takeReturnPath(storage, subject);
  return isPageOfApp(signedInAt) ? signedInAt : remembered;
}
