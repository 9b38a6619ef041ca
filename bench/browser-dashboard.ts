import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { percentile } from './measure.js';

/**
 * The dashboard is fully drawn when every part a person looks at is there: both balance charts have
 * their line, the recent and upcoming lists their rows, and the side panel its favourite accounts with
 * their balances and the running budgets' bars.
 */
export const DASHBOARD_DRAWN = [
  'section[aria-label="Historic Account Balance"] .recharts-line-curve',
  'section[aria-label="Projected Account Balance"] .recharts-line-curve',
  'section[aria-label="Recent Transactions"] li',
  'section[aria-label="Upcoming Transactions"] li',
  'ul[aria-label="Favourite accounts"] li',
  'ul[aria-label="Budgets this period"] li',
];

export interface LoadSeries {
  /** From the start of navigation to the first frame with the dashboard fully drawn. */
  medianMs: number;
  runsMs: number[];
  /** Navigation timing of the same loads: the page's own HTML and scripts, before the API calls. */
  domContentLoadedMedianMs: number;
}

export interface DashboardTiming {
  cold: LoadSeries;
  warm: LoadSeries;
  /** API answers other than 2xx during the measured loads (none expected). */
  failedResponses: number;
}

const LAUNCH_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const CONTEXT = { locale: 'en-GB', viewport: { width: 1366, height: 860 } };

/**
 * Opens the dashboard in Debian's Chromium as the bench family: `loads` times with a cold cache (a new
 * browser context each time, signed in through its stored token) and `loads` times with a warm one
 * (navigating again in one context whose cache holds the application's files).
 */
export async function measureDashboard(baseUrl: string, login: { email: string; password: string }, loads = 5): Promise<DashboardTiming> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: LAUNCH_ARGS });
  try {
    const storageState = await signIn(browser, baseUrl, login);
    let failedResponses = 0;
    const watch = (page: Page) =>
      page.on('response', (response) => {
        if (response.url().includes('/api/') && response.status() >= 400) failedResponses += 1;
      });

    const cold: Drawn[] = [];
    for (let i = 0; i < loads; i += 1) {
      const context = await browser.newContext({ ...CONTEXT, storageState });
      try {
        const page = await context.newPage();
        watch(page);
        cold.push(await drawDashboard(page, baseUrl));
      } finally {
        await context.close();
      }
    }

    const warm: Drawn[] = [];
    const context = await browser.newContext({ ...CONTEXT, storageState });
    try {
      const page = await context.newPage();
      watch(page);
      await drawDashboard(page, baseUrl); // fills the cache
      for (let i = 0; i < loads; i += 1) warm.push(await drawDashboard(page, baseUrl));
    } finally {
      await context.close();
    }
    return { cold: series(cold), warm: series(warm), failedResponses };
  } finally {
    await browser.close();
  }
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** Signs in through the login form, as a person would, and keeps what the browser stored. */
async function signIn(browser: Browser, baseUrl: string, login: { email: string; password: string }): Promise<StorageState> {
  const context = await browser.newContext(CONTEXT);
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    const form = page.getByRole('form', { name: 'Login' });
    await form.getByLabel('Email').fill(login.email);
    await form.getByLabel('Password', { exact: true }).fill(login.password);
    await form.getByRole('button', { name: 'Login' }).click();
    await waitUntilDrawn(page);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

interface Drawn {
  drawnMs: number;
  domContentLoadedMs: number;
}

async function drawDashboard(page: Page, baseUrl: string): Promise<Drawn> {
  await page.goto(`${baseUrl}/`, { waitUntil: 'commit' });
  const drawnMs = await waitUntilDrawn(page);
  const domContentLoadedMs = await page.evaluate(() => {
    const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    return entry ? entry.domContentLoadedEventEnd : Number.NaN;
  });
  return { drawnMs, domContentLoadedMs };
}

/** performance.now() of the first animation frame at which every part is there: time since navigation start. */
async function waitUntilDrawn(page: Page): Promise<number> {
  const handle = await page.waitForFunction((selectors) => (selectors.every((selector) => document.querySelector(selector)) ? performance.now() : false), DASHBOARD_DRAWN, {
    polling: 'raf',
    timeout: 30_000,
  });
  return (await handle.jsonValue()) as number;
}

function series(loads: Drawn[]): LoadSeries {
  const median = (values: number[]) => percentile([...values].sort((a, b) => a - b), 0.5);
  return {
    medianMs: median(loads.map((load) => load.drawnMs)),
    runsMs: loads.map((load) => Number(load.drawnMs.toFixed(1))),
    domContentLoadedMedianMs: median(loads.map((load) => load.domContentLoadedMs)),
  };
}
