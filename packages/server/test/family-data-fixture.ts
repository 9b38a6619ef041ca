import { apiRoutes, TransactionType } from '@hearth/contract';
import { expect } from 'vitest';
import { requestTo } from './api-request.js';
import { attach } from './attachment-upload.js';
import { call, createBank, createThirdParty, record } from './ledger.js';
import { lastMailTo } from './mail-reader.js';
import type { TestApp } from './test-app.js';
import { register, uniqueEmail, type SignedInUser } from './users.js';

export interface RichFamily {
  familyId: number;
  adminId: number;
  memberEmail: string;
  attachmentBytes: number;
}

/**
 * A family holding every kind of record the export carries, built through the API where the API makes it
 * and written directly where only an import or another feature would (bank links, aliases, own prices,
 * history, a saved layout): accounts with defaults, third parties, categories (one deleted), tags,
 * budgets with a changed allowance, schedules with variations and tags, a scenario with both kinds of
 * schedules, transactions split over lines with tags, a deleted and a reconciled one, an attachment,
 * an import rule, investments with purchases, and a second member.
 */
export async function richFamily(t: TestApp, admin: SignedInUser): Promise<RichFamily> {
  const db = t.deps.db.kysely;
  const user = await db
    .selectFrom('users')
    .select(['id', 'family_id'])
    .where('email', '=', admin.email)
    .executeTakeFirstOrThrow();
  const everyday = await createBank(admin, 'Everyday', 1500.25);
  const savings = await createBank(admin, 'Savings', 10000);
  const grocer = await createThirdParty(admin, 'Green Grocer');
  const employer = await createThirdParty(admin, 'Employer Pty');
  const landlord = await createThirdParty(admin, 'Landlord');
  const food = (await call<{ id: number }>(admin, requestTo(apiRoutes.categories.saveCategory), { name: 'Food' })).id;
  const salaryCategory = (
    await call<{ id: number }>(admin, requestTo(apiRoutes.categories.saveCategory), {
      name: 'Income',
      incomeCategory: true,
    })
  ).id;
  const subcategory = async (categoryId: number, name: string) =>
    (await call<{ id: number }>(admin, requestTo(apiRoutes.categories.saveSubcategory), { name, categoryId })).id;
  const groceries = await subcategory(food, 'Groceries');
  const dining = await subcategory(food, 'Dining');
  const salary = await subcategory(salaryCategory, 'Salary');
  const housing = (await call<{ id: number }>(admin, requestTo(apiRoutes.categories.saveCategory), { name: 'Housing' }))
    .id;
  const rent = await subcategory(housing, 'Rent');
  const old = (await call<{ id: number }>(admin, requestTo(apiRoutes.categories.saveCategory), { name: 'Old hobby' }))
    .id;
  await call(admin, requestTo(apiRoutes.categories.changeCategory), {
    id: old,
    deletedFlag: true,
    isSubcategory: false,
  });
  const holiday = (await call<{ id: number }>(admin, requestTo(apiRoutes.tags.save), { name: 'Holiday' })).id;
  const work = (await call<{ id: number }>(admin, requestTo(apiRoutes.tags.save), { name: 'Work' })).id;
  const budget = (
    await call<{ id: number }>(admin, requestTo(apiRoutes.budgets.save), {
      name: 'Groceries budget',
      allowanceAmount: 400,
      startDate: '2026-01-01',
      budgetTypeId: 2,
      primaryAccountId: everyday,
      carryOver: true,
    })
  ).id;
  await call(admin, requestTo(apiRoutes.budgets.save), {
    id: budget,
    name: 'Groceries budget',
    allowanceAmount: 450,
    startDate: '2026-01-01',
    budgetTypeId: 2,
    primaryAccountId: everyday,
    carryOver: true,
    allowanceFromPeriod: 6,
  });
  await call(admin, requestTo(apiRoutes.accounts.save), {
    id: grocer,
    name: 'Green Grocer',
    accountTypeId: 2,
    defaultSubcategoryId: groceries,
    defaultBudgetId: budget,
  });
  const scheduleBody = {
    recurrenceTypeId: 4,
    scheduleStart: '2026-01-31',
    recurrenceEndTypeId: 1,
    weekdayOnlyTypeId: 3,
    description: 'Rent',
    transactionTypeId: TransactionType.Payment,
    debitAccountId: everyday,
    creditAccountId: landlord,
    subcategoryId: rent,
    amount: 1200,
  };
  const schedule = (
    await call<{ id: number }>(admin, requestTo(apiRoutes.schedules.save), { ...scheduleBody, tags: [work] })
  ).id;
  await call(admin, requestTo(apiRoutes.schedules.saveVariation), {
    scheduleId: schedule,
    paymentNumber: 3,
    newAmount: 1250,
  });
  await call(admin, requestTo(apiRoutes.schedules.saveVariation), {
    scheduleId: schedule,
    paymentNumber: 5,
    skipIt: true,
  });
  const scenario = (
    await call<{ id: number }>(admin, requestTo(apiRoutes.scenarios.save), {
      name: 'Move out',
      description: 'Cheaper flat',
    })
  ).id;
  await call(admin, requestTo(apiRoutes.scenarios.addSchedule, { scenarioId: scenario, scheduleId: schedule }), {
    amount: 900,
  });
  await call(admin, requestTo(apiRoutes.scenarios.saveHypothetical, { scenarioId: scenario }), {
    ...scheduleBody,
    description: 'Car loan',
    amount: 300,
  });
  const shop = await record(admin, {
    debitAccountId: everyday,
    creditAccountId: grocer,
    date: '2026-06-03',
    description: 'Weekly shop, "fresh" = good',
    lines: [
      { amount: 80.1, subCategoryId: groceries, budgetId: budget },
      { amount: 19.9, subCategoryId: dining },
    ],
    tags: [holiday, work],
  });
  await record(admin, {
    debitAccountId: employer,
    creditAccountId: everyday,
    typeId: TransactionType.Deposit,
    date: '2026-06-01',
    description: 'Pay',
    lines: [{ amount: 3000, subCategoryId: salary }],
  });
  await record(admin, {
    debitAccountId: everyday,
    creditAccountId: savings,
    typeId: TransactionType.Transfer,
    date: '2026-06-02',
    description: 'To savings',
    lines: [{ amount: 500 }],
  });
  const gone = await record(admin, {
    debitAccountId: everyday,
    creditAccountId: grocer,
    date: '2026-06-04',
    lines: [{ amount: 12, subCategoryId: groceries }],
  });
  await call(admin, requestTo(apiRoutes.transactions.remove, { id: gone.id }));
  await call(admin, requestTo(apiRoutes.schedules.pay, { id: schedule, paymentNumber: 1 }));
  const attachmentBytes = 2048;
  const upload = await attach(admin, shop.id, attachmentBytes, 'receipt 1.pdf');
  expect(upload.statusCode, upload.body).toBe(200);
  await call(admin, requestTo(apiRoutes.imports.saveRule), {
    name: 'Grocer',
    matchKind: 'contains',
    matchText: 'GROCER',
    accountId: grocer,
    subCategoryId: groceries,
    tagIds: [holiday],
  });
  await call(admin, requestTo(apiRoutes.imports.saveLayout), {
    name: 'My bank',
    headings: ['Date', 'Details', 'Amount'],
    accountId: everyday,
    layout: {
      delimiter: ',',
      skipRecords: 0,
      headerRecord: 0,
      dateColumn: 0,
      descriptionColumns: [1],
      payeeColumn: null,
      amountColumn: 2,
      debitColumn: null,
      creditColumn: null,
      referenceColumn: null,
      dateOrder: 'DMY',
      decimalSeparator: '.',
      invertAmounts: false,
    },
  });
  const gold = (
    await call<{ id: number }>(admin, requestTo(apiRoutes.investments.save), {
      name: 'Gold coins',
      code: 'XAU',
      investmentTypeId: 2,
      volumeOwned: '1',
      price: '2300.5',
    })
  ).id;
  await call(admin, requestTo(apiRoutes.investments.addPurchase, { id: gold }), {
    date: '2026-05-01',
    volume: '2.5',
    price: '2300.5',
  });
  const familyId = user.family_id;
  const now = new Date().toISOString();
  await db.updateTable('transactions').set({ is_reconciled: 1 }).where('id', '=', shop.id).execute();
  await db
    .insertInto('bank_links')
    .values({
      family_id: familyId,
      account_id: everyday,
      transaction_id: shop.id,
      reference: 'FITID-0042',
      created_at: now,
    })
    .execute();
  await db
    .insertInto('payee_aliases')
    .values({ family_id: familyId, payee_key: 'green grocer 123', account_id: grocer, created_at: now })
    .execute();
  await db
    .insertInto('investment_quotes')
    .values({
      family_id: familyId,
      investment_type_id: 2,
      code: 'XAU',
      quoted_at: 1_780_000_000,
      price: 230_050_000_000,
    })
    .execute();
  await db
    .insertInto('change_history')
    .values([
      {
        family_id: familyId,
        entity: 'transaction',
        entity_id: shop.id,
        at: now,
        user_id: user.id,
        action: 'update',
        changes: JSON.stringify([{ field: 'description', from: 'Shop', to: 'Weekly shop' }]),
      },
      {
        family_id: familyId,
        entity: 'account',
        entity_id: savings,
        at: now,
        user_id: null,
        action: 'create',
        changes: '[]',
      },
    ])
    .execute();
  const memberEmail = uniqueEmail('bao');
  expect(
    (await admin.inject({ ...requestTo(apiRoutes.family.invite), payload: { email: memberEmail } })).statusCode,
  ).toBe(200);
  const invitationId = /invitation=([\w-]+)/.exec(lastMailTo(t.outboxDir, memberEmail).text)?.[1] ?? '';
  await register(t, { email: memberEmail, firstname: 'Bao', surname: 'Tran', invitationId });
  return { familyId, adminId: user.id, memberEmail, attachmentBytes };
}
