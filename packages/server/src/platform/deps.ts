import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import type { SecretBox } from './encryption.js';
import type { Mailer } from './mail.js';
import type { TokenService } from './tokens.js';

/** What the features need from the outside world; tests pass their own. */
export interface AppDeps {
  config: Config;
  db: Db;
  mailer: Mailer;
  tokens: TokenService;
  clock: () => Date;
  /** Seals secrets at rest; without it, one is opened from the configuration (platform/encryption). */
  secrets?: SecretBox;
}
