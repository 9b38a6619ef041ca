import os from 'node:os';
import path from 'node:path';
import { backupSettings, type BackupSettings } from './features/backups/settings.js';

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
  /** Import previews (upload or new columns) reading and matching at once, per family and per server process. */
  importPreviewsPerFamily: number;
  importPreviewsPerServer: number;
  /** Import rule tests running at once, per family and per server process. */
  ruleTestsPerFamily: number;
  ruleTestsPerServer: number;
  /**
   * Which proxies' X-Forwarded-For to believe (TRUST_PROXY): none by default, so the client address is the
   * socket's; a hop count, or a comma-separated list of addresses and CIDR ranges, for Hearth behind nginx or Caddy.
   */
  trustProxy: boolean | number | string[];
  /** Who may register (REGISTRATION): anyone, only people holding an invitation, or nobody. */
  registration: 'open' | 'invite' | 'closed';
  /** A session ends this long after sign-in, however active (SESSION_LIFETIME_DAYS). */
  sessionLifetimeDays: number;
  /** The key that encrypts secrets at rest (ENCRYPTION_KEY); without it, a key file in the data folder. */
  encryptionKey: string | null;
  /**
   * An Enable Banking application for the whole server (docs/bank-sync.md): ENABLE_BANKING_APPLICATION_ID and
   * ENABLE_BANKING_PRIVATE_KEY_FILE, set together; otherwise an Admin enters them on /connections.
   * ENABLE_BANKING_API_URL replaces https://api.enablebanking.com (a fake on 127.0.0.1 in tests).
   */
  enableBanking: { applicationId: string | null; privateKeyFile: string | null; apiUrl: string | null };
  /** Attachment storage a family may use, in bytes (ATTACHMENT_QUOTA_MB, default 1024). */
  attachmentQuotaBytes: number;
  /** Files one transaction may carry (ATTACHMENTS_PER_TRANSACTION). */
  attachmentsPerTransaction: number;
  /** Mails a family's actions may send in an hour (MAIL_PER_FAMILY_PER_HOUR). */
  mailPerFamilyPerHour: number;
  /** Invitations a family may send in a day (INVITATIONS_PER_FAMILY_PER_DAY). */
  invitationsPerFamilyPerDay: number;
  /** Hours between two syncs of a bank connection (BANK_SYNC_INTERVAL_HOURS, decimals allowed; default 6). */
  bankSyncIntervalHours: number;
  /** Automatic backups of a SQLite server (BACKUP_INTERVAL_HOURS, BACKUP_DIR, BACKUP_KEEP). */
  backups: BackupSettings;
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
  const dataDir = path.resolve(env.DATA_DIR || './data');
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir,
    backups: backupSettings(env, dataDir),
    databaseUrl: env.DATABASE_URL || null,
    smtpUrl: env.SMTP_URL || null,
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    jwtSecret: env.JWT_SECRET || null,
    tokenLifetimeSeconds: integer(env.TOKEN_LIFETIME_SECONDS, 12 * 60 * 60, 'TOKEN_LIFETIME_SECONDS'),
    authRateLimit: integer(env.RATE_LIMIT_AUTH, 10, 'RATE_LIMIT_AUTH'),
    logLevel: env.LOG_LEVEL || 'info',
    webDistDir: env.WEB_DIST_DIR === '' ? null : path.resolve(env.WEB_DIST_DIR || defaultWebDist()),
    validateResponses: env.VALIDATE_RESPONSES === '1' || env.VALIDATE_RESPONSES === 'true',
    trustProxy: trustProxy(env.TRUST_PROXY),
    registration: registration(env.REGISTRATION),
    sessionLifetimeDays: Math.max(integer(env.SESSION_LIFETIME_DAYS, 30, 'SESSION_LIFETIME_DAYS'), 1),
    encryptionKey: env.ENCRYPTION_KEY || null,
    enableBanking: enableBanking(env),
    attachmentQuotaBytes: integer(env.ATTACHMENT_QUOTA_MB, 1024, 'ATTACHMENT_QUOTA_MB') * 1024 * 1024,
    attachmentsPerTransaction: Math.max(integer(env.ATTACHMENTS_PER_TRANSACTION, 20, 'ATTACHMENTS_PER_TRANSACTION'), 1),
    mailPerFamilyPerHour: Math.max(integer(env.MAIL_PER_FAMILY_PER_HOUR, 30, 'MAIL_PER_FAMILY_PER_HOUR'), 1),
    invitationsPerFamilyPerDay: Math.max(
      integer(env.INVITATIONS_PER_FAMILY_PER_DAY, 10, 'INVITATIONS_PER_FAMILY_PER_DAY'),
      1,
    ),
    bankSyncIntervalHours: positiveHours(env.BANK_SYNC_INTERVAL_HOURS, 6, 'BANK_SYNC_INTERVAL_HOURS'),
    workers: env.WORKERS === 'auto' ? os.availableParallelism() : Math.max(1, integer(env.WORKERS, 1, 'WORKERS')),
    importPreviewsPerFamily: Math.max(integer(env.IMPORT_PREVIEWS_PER_FAMILY, 2, 'IMPORT_PREVIEWS_PER_FAMILY'), 1),
    importPreviewsPerServer: Math.max(integer(env.IMPORT_PREVIEWS_PER_SERVER, 4, 'IMPORT_PREVIEWS_PER_SERVER'), 1),
    ruleTestsPerFamily: Math.max(integer(env.RULE_TESTS_PER_FAMILY, 1, 'RULE_TESTS_PER_FAMILY'), 1),
    ruleTestsPerServer: Math.max(integer(env.RULE_TESTS_PER_SERVER, 4, 'RULE_TESTS_PER_SERVER'), 1),
    priceProviders: {
      crypto: priceProvider(env.PRICE_PROVIDER_CRYPTO_URL, env.PRICE_PROVIDER_CRYPTO_KEY, 'PRICE_PROVIDER_CRYPTO_URL'),
      commodity: priceProvider(
        env.PRICE_PROVIDER_COMMODITY_URL,
        env.PRICE_PROVIDER_COMMODITY_KEY,
        'PRICE_PROVIDER_COMMODITY_URL',
      ),
      timeoutMs: Math.max(integer(env.PRICE_PROVIDER_TIMEOUT_MS, 10_000, 'PRICE_PROVIDER_TIMEOUT_MS'), 1),
    },
  };
}

/** TRUST_PROXY: unset or `false` trusts no proxy; `true` every one (only where nothing else can reach the port); a hop count; or addresses. */
function trustProxy(value: string | undefined): boolean | number | string[] {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text);
  const addresses = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  for (const address of addresses) {
    if (!/^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(address) && !['loopback', 'linklocal', 'uniquelocal'].includes(address)) {
      throw new Error(
        `TRUST_PROXY must be true, a hop count, or addresses and CIDR ranges separated by commas, got "${value}"`,
      );
    }
  }
  return addresses;
}

function enableBanking(env: NodeJS.ProcessEnv): Config['enableBanking'] {
  const applicationId = env.ENABLE_BANKING_APPLICATION_ID?.trim() || null;
  const privateKeyFile = env.ENABLE_BANKING_PRIVATE_KEY_FILE?.trim() || null;
  if ((applicationId === null) !== (privateKeyFile === null)) {
    throw new Error('ENABLE_BANKING_APPLICATION_ID and ENABLE_BANKING_PRIVATE_KEY_FILE must be set together');
  }
  return {
    applicationId,
    privateKeyFile: privateKeyFile && path.resolve(privateKeyFile),
    apiUrl: env.ENABLE_BANKING_API_URL?.trim() || null,
  };
}

function registration(value: string | undefined): Config['registration'] {
  const text = (value ?? '').trim() || 'open';
  if (text === 'open' || text === 'invite' || text === 'closed') return text;
  throw new Error(`REGISTRATION must be open, invite or closed, got "${value}"`);
}

function priceProvider(url: string | undefined, key: string | undefined, name: string): PriceProviderConfig | null {
  if (!url) return null;
  if (!/^https?:\/\//.test(url)) throw new Error(`${name} must be an http(s) URL, got "${url}"`);
  return { baseUrl: url.replace(/\/+$/, ''), apiKey: key || null };
}

function positiveHours(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed <= 0)
    throw new Error(`${name} must be a number of hours above 0, got "${value}"`);
  return parsed;
}

function defaultWebDist(): string {
  return path.resolve(import.meta.dirname, '../../web/dist');
}
