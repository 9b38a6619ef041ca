import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import type { Mailer } from './mail.js';
import type { TokenService } from './tokens.js';

/** What the features need from the outside world; tests pass their own. */
export interface AppDeps {
  config: Config;
  db: Db;
  mailer: Mailer;
  tokens: TokenService;
  clock: () => Date;
}
