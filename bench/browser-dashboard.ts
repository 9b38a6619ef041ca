import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { API_PATH_PREFIX } from '@hearth/contract';
import { percentile } from './measure.js';

/**
 * The dashboard is fully drawn when every part a person looks at is there: both balance charts have
 * their line, the recent and upcoming lists their rows, and the side panel its favourite accounts with
 * their balances and the running budgets' bars.
 */
export const DASHBOARD_PARTS: Record<string, string> = {
  'historic balance chart': 'section[aria-label="Historic Account Balance"] .recharts-line-curve',
  'projected balance chart': 'section[aria-label="Projected Account Balance"] .recharts-line-curve',
  'recent transactions': 'section[aria-label="Recent Transactions"] li',
  'upcoming payments': 'section[aria-label="Upcoming Transactions"] li',
  'favourite accounts': 'ul[aria-label="Favourite accounts"] li',
  'budget bars': 'ul[aria-label="Budgets this period"] li',
};

export interface LoadSeries {
  /** From the start of navigation to the first frame with the dashboard fully drawn. */
  medianMs: number;
  runsMs: number[];
  /** Navigation timing of the same loads: the page's own HTML and scripts, before the API calls. */
  domContentLoadedMedianMs: number;
  /** When each part first appeared, median over the loads. */
  partsMedianMs: Record<string, number>;
}

export interface DashboardTiming {
  cold: LoadSeries;
  warm: LoadSeries;
  /** API answers other than 2xx during the measured loads (none expected). */
  failedResponses: number;
}

const LAUNCH_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const CONTEXT = { locale: 'en-GB', viewport: { width: 1366, height: 860 } };

/**
 * Opens the dashboard in Debian's Chromium as the bench family: `loads` times with a cold cache (a new
 * browser context each time, signed in through its stored token) and `loads` times with a warm one
 * (navigating again in one context whose cache holds the application's files).
 */
export async function measureDashboard(
  baseUrl: string,
  login: { email: string; password: string },
  loads = 5,
): Promise<DashboardTiming> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: LAUNCH_ARGS });
  try {
    const storageState = await signIn(browser, baseUrl, login);
    let failedResponses = 0;
    const open = async () => {
      const context = await browser.newContext({ ...CONTEXT, storageState });
      await context.addInitScript(watchDrawing(DASHBOARD_PARTS));
      const page = await context.newPage();
      page.on('response', (response) => {
        if (response.url().includes(API_PATH_PREFIX) && response.status() >= 400) failedResponses += 1;
      });
      return { context, page };
    };

    const cold: Drawn[] = [];
    for (let i = 0; i < loads; i += 1) {
      const { context, page } = await open();
      try {
        cold.push(await drawDashboard(page, baseUrl));
      } finally {
        await context.close();
      }
    }

    const warm: Drawn[] = [];
    const { context, page } = await open();
    try {
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
async function signIn(
  browser: Browser,
  baseUrl: string,
  login: { email: string; password: string },
): Promise<StorageState> {
  const context = await browser.newContext(CONTEXT);
  try {
    await context.addInitScript(watchDrawing(DASHBOARD_PARTS));
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

interface DrawingState {
  parts: Record<string, number>;
  drawnAt: number | null;
}

/**
 * Runs in the page from its first script on: at every animation frame, notes when each part first
 * appears (performance.now(), from the start of navigation), until all have. Given as source text: the
 * bench runs through tsx, whose compiled functions call a helper that the page does not have.
 */
function watchDrawing(parts: Record<string, string>): string {
  return `(() => {
    const parts = ${JSON.stringify(Object.entries(parts))};
    const state = { parts: {}, drawnAt: null };
    window.hearthDashboard = state;
    const check = () => {
      for (const [name, selector] of parts) {
        if (state.parts[name] === undefined && document.querySelector(selector)) state.parts[name] = performance.now();
      }
      if (Object.keys(state.parts).length === parts.length) state.drawnAt = performance.now();
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  })();`;
}

interface Drawn {
  drawnMs: number;
  domContentLoadedMs: number;
  parts: Record<string, number>;
}

async function drawDashboard(page: Page, baseUrl: string): Promise<Drawn> {
  await page.goto(`${baseUrl}/`, { waitUntil: 'commit' });
  const state = await waitUntilDrawn(page);
  const domContentLoadedMs = await page.evaluate(() => {
    const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    return entry ? entry.domContentLoadedEventEnd : Number.NaN;
  });
  return { drawnMs: state.drawnAt as number, domContentLoadedMs, parts: state.parts };
}

async function waitUntilDrawn(page: Page): Promise<DrawingState> {
  const handle = await page.waitForFunction(
    () => {
      const state = (window as unknown as { hearthDashboard?: DrawingState }).hearthDashboard;
      return state?.drawnAt ? state : false;
    },
    undefined,
    { polling: 50, timeout: 30_000 },
  );
  return (await handle.jsonValue()) as DrawingState;
}

function series(loads: Drawn[]): LoadSeries {
  const median = (values: number[]) =>
    Number(
      percentile(
        [...values].sort((a, b) => a - b),
        0.5,
      ).toFixed(1),
    );
  return {
    medianMs: median(loads.map((load) => load.drawnMs)),
    runsMs: loads.map((load) => Number(load.drawnMs.toFixed(1))),
    domContentLoadedMedianMs: median(loads.map((load) => load.domContentLoadedMs)),
    partsMedianMs: Object.fromEntries(
      Object.keys(DASHBOARD_PARTS).map((name) => [name, median(loads.map((load) => load.parts[name] ?? Number.NaN))]),
    ),
  };
}
