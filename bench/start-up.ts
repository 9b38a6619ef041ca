import type { StoreLocation } from './dataset.js';
import { percentile } from './measure.js';
import { startServer, type ServerOptions } from './server-process.js';

export interface StartUpTiming {
  medianMs: number;
  runsMs: number[];
}

/**
 * From spawning the server as `npm start` runs it (package.json "serve") once the web application and
 * the server bundle are current) until it first answers GET /api/timezones, with the web application
 * served; each start migrates (nothing to do) and refreshes the planner's statistics, as every start does.
 */
export async function measureStartUp(
  location: StoreLocation,
  port: number,
  webDist: ServerOptions['webDist'],
  runs = 3,
): Promise<StartUpTiming> {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const server = await startServer({ ...location, port, webDist });
    times.push(server.readyMs);
    await server.stop();
  }
  return {
    medianMs: percentile(
      [...times].sort((a, b) => a - b),
      0.5,
    ),
    runsMs: times,
  };
}
