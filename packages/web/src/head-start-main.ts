import { startForStoredSession } from './app/head-start';

// The page's first script, and a light one: it runs while React and the first page's libraries are still
// on their way or being evaluated (app/head-start.ts).
startForStoredSession(window.location.pathname);
