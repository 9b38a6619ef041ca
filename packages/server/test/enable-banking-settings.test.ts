import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import {
  enableBankingApiOf,
  enableBankingProviderClient,
  enableBankingSecretText,
  NO_APPLICATION,
} from '../src/features/connections/enable-banking/connection-secret.js';
import { createSession, startAuthorisation } from '../src/features/connections/enable-banking/client.js';
import { ProviderError } from '../src/features/connections/provider-errors.js';
import type { AppDeps } from '../src/platform/deps.js';
import { startFakeEnableBanking, type FakeEnableBanking } from './support/enable-banking-fake.js';

async function providerFailure(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

describe('the Enable Banking application: from the environment or entered on /connections', () => {
  let fake: FakeEnableBanking;
  let folder: string;

  beforeAll(async () => {
    fake = await startFakeEnableBanking();
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-eb-'));
  });
  afterAll(async () => {
    await fake.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  function depsWith(env: Record<string, string>): AppDeps {
    const config = loadConfig({ DATA_DIR: folder, ENABLE_BANKING_API_URL: fake.url, ...env });
    // Only the configuration and the clock are read on this path.
    return { config, clock: () => new Date() } as unknown as AppDeps;
  }

  async function sessionFor(deps: AppDeps, application: { applicationId: string; privateKeyPem: string } | null) {
    const api = await enableBankingApiOf(deps, application);
    const start = await startAuthorisation(api, {
      bank: { name: 'Nordea', country: 'FI' },
      state: 'x',
      redirectUrl: 'https://hearth.example/connections/callback',
      validUntil: new Date(Date.now() + 86_400_000).toISOString(),
    });
    const code = (await fake.visitAuthorisation(start.url)).searchParams.get('code') ?? '';
    return (await createSession(api, code)).sessionId;
  }

  it("signs with the server's application (ENABLE_BANKING_APPLICATION_ID and ENABLE_BANKING_PRIVATE_KEY_FILE)", async () => {
    const { applicationId, privateKeyPem } = fake.registerApplication();
    const keyFile = path.join(folder, `${applicationId}.pem`);
    fs.writeFileSync(keyFile, privateKeyPem, { mode: 0o600 });
    const deps = depsWith({ ENABLE_BANKING_APPLICATION_ID: applicationId, ENABLE_BANKING_PRIVATE_KEY_FILE: keyFile });
    const sessionId = await sessionFor(deps, null);
    const client = enableBankingProviderClient(enableBankingSecretText({ sessionId, application: null }), deps);
    const { accounts } = await client.listAccounts();
    expect(accounts.map((account) => account.id)).toEqual(['hash-nordea-1']);
  });

  it('signs with the application an Admin entered, kept with the connection', async () => {
    const application = fake.registerApplication();
    const deps = depsWith({});
    const sessionId = await sessionFor(deps, application);
    const client = enableBankingProviderClient(enableBankingSecretText({ sessionId, application }), deps);
    expect((await client.listAccounts()).accounts).toHaveLength(1);
  });

  it('says what is missing: no application, an unreadable key file, a lost session, half the settings', async () => {
    const none = await providerFailure(enableBankingApiOf(depsWith({}), null));
    expect(none.message).toBe(NO_APPLICATION);
    expect(none.badInput).toBe(true);

    const missing = await providerFailure(
      enableBankingApiOf(
        depsWith({
          ENABLE_BANKING_APPLICATION_ID: fake.registerApplication().applicationId,
          ENABLE_BANKING_PRIVATE_KEY_FILE: path.join(folder, 'absent.pem'),
        }),
        null,
      ),
    );
    expect(missing.message).toContain('which Hearth cannot read');

    expect(() => enableBankingProviderClient('not a secret', depsWith({}))).toThrow(/Authorise the connection again/);
    expect(() => loadConfig({ ENABLE_BANKING_APPLICATION_ID: 'x' })).toThrow(
      'ENABLE_BANKING_APPLICATION_ID and ENABLE_BANKING_PRIVATE_KEY_FILE must be set together',
    );
    await expect(
      enableBankingApiOf(depsWith({ ENABLE_BANKING_API_URL: 'http://example.com' }), fake.registerApplication()),
    ).rejects.toThrow('The Enable Banking API address must use https.');
  });
});
