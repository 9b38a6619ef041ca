/**
 * Starting to load the signed-in frame early, without the sign-in page or the session knowing what that
 * frame is: the application says how as it starts (app/signed-in-home.ts, from main.tsx), and the sign-in
 * form and the session ask for it here. Until then (in a test of the form alone) nothing is preloaded.
 */
export interface SignedInPreload {
  /** Credentials are on their way: the frame and the dashboard will most likely be needed next. */
  afterCredentials(): void;
  /** A visit starts with a kept session at this address. */
  forStoredSession(pathname: string, hasDefaultAccount: boolean): void;
}

let preload: SignedInPreload | null = null;

export function provideSignedInPreload(given: SignedInPreload): void {
  preload = given;
}

export function preloadSignedInHome(): void {
  preload?.afterCredentials();
}

export function preloadForStoredSession(pathname: string, hasDefaultAccount: boolean): void {
  preload?.forStoredSession(pathname, hasDefaultAccount);
}
