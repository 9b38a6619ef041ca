import { apiRoutes } from '@hearth/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { previewOf } from './import-helpers.js';
import { createBank } from './ledger.js';
import { createTestApp, testDialects, type TestApp } from './test-app.js';
import { signUp } from './users.js';
import { requestTo } from './api-request.js';

const STATEMENT = `Date,Transaction Details,Amount
03/03/2026,EFTPOS WOOLWORTHS 1234 BONDI,-87.65
05/03/2026,Salary ACME PTY LTD,3200.00
`;

describe.each(testDialects())('getting a statement worker ready on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    t.clock.now = new Date('2026-04-01T00:00:00Z');
  });
  afterAll(() => t.close());

  it('answers a signed-in person at once, as often as the import page opens, and the preview that follows reads the file', async () => {
    const user = await signUp(t);
    const bank = await createBank(user, 'Everyday', 0);
    for (let opened = 0; opened < 3; opened += 1) {
      const response = await user.inject(requestTo(apiRoutes.imports.warm));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ responseState: { isSuccess: true, description: 'Success' }, data: null });
    }
    const preview = await previewOf(user, bank, 'statement.csv', STATEMENT);
    expect(preview.counts.total).toBe(2);
    expect(preview.rows.map((row) => row.importedTransaction.amount)).toEqual([87.65, 3200]);
  });

  it('is for signed-in people only', async () => {
    const response = await t.app.inject(requestTo(apiRoutes.imports.warm));
    expect(response.statusCode).toBe(401);
  });
});
