import fs from 'node:fs/promises';
import type { Config } from '../../../config.js';
import { EnableBankingKeyError, readCredentials, type EnableBankingCredentials } from './jwt.js';

/**
 * The application set for the whole server by ENABLE_BANKING_APPLICATION_ID and
 * ENABLE_BANKING_PRIVATE_KEY_FILE, read and checked; null when they are not set (an Admin then enters
 * them on /connections). A file that cannot be read or holds no usable key is a clear error.
 */
export async function serverEnableBankingCredentials(
  config: Pick<Config, 'enableBanking'>,
): Promise<EnableBankingCredentials | null> {
  const { applicationId, privateKeyFile } = config.enableBanking;
  if (!applicationId || !privateKeyFile) return null;
  let pem: string;
  try {
    pem = await fs.readFile(privateKeyFile, 'utf8');
  } catch {
    throw new EnableBankingKeyError(
      `ENABLE_BANKING_PRIVATE_KEY_FILE names ${privateKeyFile}, which Hearth cannot read: check the path and its permissions.`,
    );
  }
  return readCredentials(applicationId, pem);
}
