import os from 'node:os';
import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** postgres://… switches to PostgreSQL; otherwise SQLite in the data directory. */
  databaseUrl: string | null;
  smtpUrl: string | null;
  publicUrl: string;
  jwtSecret: string | null;
  tokenLifetimeSeconds: number;
  /** Attempts per minute and client address on /token, /register and /recover. */
  authRateLimit: number;
  logLevel: string;
  /** The built web application, served with a fallback to index.html for client routes. */
  webDistDir: string | null;
  /**
   * Check every answer against its contract schema before sending it (the tests do); otherwise answers
   * are written straight to JSON, since the services already build them from the contract's types.
   */
  validateResponses: boolean;
  /** Where investment prices come from; a type without a provider has its prices entered by hand. */
  priceProviders: PriceProvidersConfig;
  /** HTTP worker processes: 1 serves from this process; more fork that many (WORKERS=auto: one per core). */
  workers: number;
}

export interface PriceProviderConfig {
  baseUrl: string;
  apiKey: string | null;
}

export interface PriceProvidersConfig {
  /** A CoinGecko-compatible API (PRICE_PROVIDER_CRYPTO_URL, PRICE_PROVIDER_CRYPTO_KEY). */
  crypto: PriceProviderConfig | null;
  /** A gold-api.com-compatible API (PRICE_PROVIDER_COMMODITY_URL, PRICE_PROVIDER_COMMODITY_KEY). */
  commodity: PriceProviderConfig | null;
  /** How long one request to a provider may take (PRICE_PROVIDER_TIMEOUT_MS). */
  timeoutMs: number;
}

function integer(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a whole number, got "${value}"`);
  return parsed;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = integer(env.PORT, 8080, 'PORT');
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || null,
    smtpUrl: env.SMTP_URL || null,
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    jwtSecret: env.JWT_SECRET || null,
    tokenLifetimeSeconds: integer(env.TOKEN_LIFETIME_SECONDS, 12 * 60 * 60, 'TOKEN_LIFETIME_SECONDS'),
    authRateLimit: integer(env.RATE_LIMIT_AUTH, 10, 'RATE_LIMIT_AUTH'),
    logLevel: env.LOG_LEVEL || 'info',
    webDistDir: env.WEB_DIST_DIR === '' ? null : path.resolve(env.WEB_DIST_DIR || defaultWebDist()),
    validateResponses: env.VALIDATE_RESPONSES === '1' || env.VALIDATE_RESPONSES === 'true',
    workers: env.WORKERS === 'auto' ? os.availableParallelism() : Math.max(1, integer(env.WORKERS, 1, 'WORKERS')),
    priceProviders: {
      crypto: priceProvider(env.PRICE_PROVIDER_CRYPTO_URL, env.PRICE_PROVIDER_CRYPTO_KEY, 'PRICE_PROVIDER_CRYPTO_URL'),
      commodity: priceProvider(env.PRICE_PROVIDER_COMMODITY_URL, env.PRICE_PROVIDER_COMMODITY_KEY, 'PRICE_PROVIDER_COMMODITY_URL'),
      timeoutMs: Math.max(integer(env.PRICE_PROVIDER_TIMEOUT_MS, 10_000, 'PRICE_PROVIDER_TIMEOUT_MS'), 1),
    },
  };
}

function priceProvider(url: string | undefined, key: string | undefined, name: string): PriceProviderConfig | null {
  if (!url) return null;
  if (!/^https?:\/\//.test(url)) throw new Error(`${name} must be an http(s) URL, got "${url}"`);
  return { baseUrl: url.replace(/\/+$/, ''), apiKey: key || null };
}

function defaultWebDist(): string {
  return path.resolve(import.meta.dirname, '../../web/dist');
}
