import type { Page } from '@playwright/test';
import { API_PATH_PREFIX } from '../../packages/contract/src/api-routes';

export interface PageFailures {
  /** Paths of the API answers with a 4xx or 5xx status, as `404 GET /api/budget/7`. */
  refusals: string[];
  /** Console errors, a failed load included. */
  consoleErrors: string[];
  /** Paths of every API request, as `GET /api/account/7`. */
  requests: string[];
  /** Forgets what was seen so far: a step is then watched on its own. */
  reset(): void;
}

/** Watches a page's API traffic and console, so that a spec can say a step asked for nothing gone. */
export function watchPage(page: Page): PageFailures {
  const seen: PageFailures = {
    refusals: [],
    consoleErrors: [],
    requests: [],
    reset() {
      seen.refusals.length = 0;
      seen.consoleErrors.length = 0;
      seen.requests.length = 0;
    },
  };
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith(API_PATH_PREFIX)) seen.requests.push(`${request.method()} ${pathname}`);
  });
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith(API_PATH_PREFIX) && response.status() >= 400)
      seen.refusals.push(`${response.status()} ${response.request().method()} ${pathname}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') seen.consoleErrors.push(message.text());
  });
  return seen;
}
