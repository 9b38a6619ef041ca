import { addDays } from '@hearth/contract';
import type { Transaction } from 'kysely';
import type { Db } from '../packages/server/src/db/database.js';
import type { Database } from '../packages/server/src/db/schema.js';
import { hashPassword } from '../packages/server/src/platform/passwords.js';
import { nameKey } from '../packages/server/src/platform/unique-names.js';
import {
  BANK_ACCOUNTS,
  CATEGORIES,
  EXTRA_PAYEE_KINDS,
  EXTRA_PAYEE_PREFIXES,
  TAGS,
  type SubcategoryPlan,
} from './catalogue.js';
import { bulkInsert } from './demo-bulk-insert.js';
import { writeInvestments } from './demo-investments.js';
import { writeSchedules } from './demo-schedules.js';
import { writeTransactions, type PlannedLine, type PlannedTransaction } from './demo-transactions.js';
import { Random } from './random.js';

export interface DemoOptions {
  transactions: number;
  /** How many schedules: the household's own 16, then generated ones. */
  schedules?: number;
  seed: number;
  email: string;
  password: string;
  /** The last day of history (YYYY-MM-DD); five years back from it is the first. */
  today: string;
  /** How many holdings, each with a month of 5-minute quotes up to now (3 by default: Bitcoin, Ethereum, gold). */
  investments?: number;
  /**
   * PostgreSQL: the database is the bench's own and nobody else uses it while it is built, so the ledger
   * tables' secondary indexes and foreign keys may be dropped for the load and made again after it.
   */
  deferIndexes?: boolean;
}

export interface DemoFamily {
  familyId: number;
  userId: number;
  email: string;
  password: string;
  transactions: number;
  bankAccountIds: number[];
}

const YEARS = 5;

/**
 * Writes a whole family with years of realistic history in one database transaction, with bulk inserts:
 * four bank accounts, about 150 third parties, 15 categories, tags, salaries, bills, card repayments and
 * everyday spending, some of it split and some tagged. The same seed gives the same family.
 */
export async function createDemoFamily(db: Db, options: DemoOptions): Promise<DemoFamily> {
  const random = new Random(options.seed);
  const passwordHash = await hashPassword(options.password);
  const now = new Date().toISOString();
  const firstDay = addDays(options.today, -365 * YEARS);
  const days = 365 * YEARS;

  return db.kysely.transaction().execute(async (trx) => {
    const bulk = bulkInsert(trx, db.dialect);
    const family = await trx
      .insertInto('families')
      .values({ name: 'Demo Family', created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const familyId = family.id;
    const banks: number[] = [];
    for (const bank of BANK_ACCOUNTS) {
      const row = await trx
        .insertInto('accounts')
        .values({
          family_id: familyId,
          name: bank.name,
          name_key: nameKey(bank.name),
          account_type_id: 1,
          opening_date: firstDay,
          opening_balance: bank.opening,
          is_favourite: bank.favourite ? 1 : 0,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      banks.push(row.id);
    }
    const [everyday, bills, savings, card] = banks as [number, number, number, number];
    const user = await trx
      .insertInto('users')
      .values({
        family_id: familyId,
        firstname: 'Sam',
        surname: 'Demo',
        email: options.email,
        password_hash: passwordHash,
        role: 'Admin',
        timezone_id: 'Australia/Sydney',
        default_account_id: everyday,
        email_validated_at: now,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const subcategoryIds = new Map<string, number>();
    const plans: { plan: SubcategoryPlan; id: number }[] = [];
    for (const category of CATEGORIES) {
      const row = await trx
        .insertInto('categories')
        .values({
          family_id: familyId,
          name: category.name,
          name_key: nameKey(category.name),
          income_category: category.income ? 1 : 0,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const plan of category.subcategories) {
        const subRow = await trx
          .insertInto('subcategories')
          .values({
            family_id: familyId,
            category_id: row.id,
            name: plan.name,
            name_key: nameKey(plan.name),
            created_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        subcategoryIds.set(plan.name, subRow.id);
        plans.push({ plan, id: subRow.id });
      }
    }

    const payees = new Map<string, { id: number; subcategoryId: number }>();
    const addPayee = async (name: string, subcategoryId: number, quick: boolean) => {
      if (payees.has(name)) return;
      const row = await trx
        .insertInto('accounts')
        .values({
          family_id: familyId,
          name,
          name_key: nameKey(name),
          account_type_id: 2,
          can_quick_transaction: quick ? 1 : 0,
          default_subcategory_id: subcategoryId,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      payees.set(name, { id: row.id, subcategoryId });
    };
    for (const { plan, id } of plans) for (const name of plan.payees) await addPayee(name, id, plan.name === 'Coffee');
    for (const prefix of EXTRA_PAYEE_PREFIXES) {
      for (const [kind, subName] of EXTRA_PAYEE_KINDS)
        await addPayee(`${prefix} ${kind}`, subcategoryIds.get(subName) as number, false);
    }

    const tagIds: number[] = [];
    for (const name of TAGS) {
      tagIds.push(
        (
          await trx
            .insertInto('tags')
            .values({ family_id: familyId, name, name_key: nameKey(name), created_at: now })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      );
    }

    const budgets = await writeBudgets(trx, familyId, firstDay, everyday, subcategoryIds, now);
    const planned = planTransactions(random, {
      count: options.transactions,
      firstDay,
      days,
      plans,
      payees,
      subcategoryIds,
      tagIds,
      accounts: { everyday, bills, savings, card },
    });
    await writeTransactions(trx, bulk, {
      familyId,
      planned,
      budgetBySubcategory: budgets,
      now,
      dialect: db.dialect,
      deferIndexes: options.deferIndexes ?? false,
    });
    await writeSchedules(
      bulk,
      random,
      {
        familyId,
        today: options.today,
        count: options.schedules ?? 16,
        accounts: { everyday, bills, savings },
        payees,
        subcategoryIds,
      },
      now,
    );
    await writeInvestments(trx, bulk, random, familyId, options.investments ?? 3, Math.floor(Date.now() / 1000), now);
    return {
      familyId,
      userId: user.id,
      email: options.email,
      password: options.password,
      transactions: planned.length,
      bankAccountIds: banks,
    };
  });
}

interface PlanInput {
  count: number;
  firstDay: string;
  days: number;
  plans: { plan: SubcategoryPlan; id: number }[];
  payees: Map<string, { id: number; subcategoryId: number }>;
  subcategoryIds: Map<string, number>;
  tagIds: number[];
  accounts: { everyday: number; bills: number; savings: number; card: number };
}

const BILL_CATEGORIES = new Set([
  'Electricity',
  'Gas',
  'Water',
  'Internet',
  'Mobile phone',
  'Home insurance',
  'Car insurance',
  'Health insurance',
  'Mortgage',
  'Council rates',
]);

function planTransactions(random: Random, input: PlanInput): PlannedTransaction[] {
  const { everyday, bills, savings, card } = input.accounts;
  const spendable = input.plans.filter(({ plan }) => plan.weight > 0 && plan.payees.length > 0);
  const totalWeight = spendable.reduce((sum, { plan }) => sum + plan.weight, 0);
  const pickPlan = () => {
    let roll = random.next() * totalWeight;
    for (const entry of spendable) {
      roll -= entry.plan.weight;
      if (roll <= 0) return entry;
    }
    return spendable[spendable.length - 1] as (typeof spendable)[number];
  };
  const amountFor = (plan: SubcategoryPlan) => {
    const cents = random.int(plan.min, plan.max);
    return random.chance(0.2) ? Math.round(cents / 100) * 100 : cents;
  };
  const months = Math.ceil(input.days / 30.4);
  const fixed = months * 3 + Math.ceil(input.days / 14) * 2;
  const payments = Math.max(0, input.count - fixed);
  const result: PlannedTransaction[] = [];
  const monthlySpend = new Map<string, { card: number; bills: number; everyday: number }>();

  for (let i = 0; i < payments; i += 1) {
    const { plan, id } = pickPlan();
    const payee = input.payees.get(random.pick(plan.payees)) as { id: number };
    const date = addDays(input.firstDay, random.int(1, input.days));
    const debit = BILL_CATEGORIES.has(plan.name) ? bills : random.chance(0.25) ? card : everyday;
    const total = amountFor(plan);
    let lines: PlannedLine[] = [{ amount: total, subcategoryId: id }];
    if (random.chance(0.1) && total > 300) {
      const other = pickPlan();
      const part = Math.max(100, Math.round(total * (0.15 + random.next() * 0.35)));
      lines = [
        { amount: total - part, subcategoryId: id },
        { amount: part, subcategoryId: other.id },
      ];
    }
    const tags = random.chance(0.05) ? [random.pick(input.tagIds)] : [];
    result.push({
      date,
      type: 1,
      debit,
      credit: payee.id,
      description: random.chance(0.3) ? `${plan.name} ${random.int(1, 99)}` : '',
      lines,
      tags,
    });
    const month = date.slice(0, 7);
    const spend = monthlySpend.get(month) ?? { card: 0, bills: 0, everyday: 0 };
    if (debit === card) spend.card += total;
    else if (debit === bills) spend.bills += total;
    else spend.everyday += total;
    monthlySpend.set(month, spend);
  }

  const transfers = input.subcategoryIds.get('Transfers') as number;
  const salary = input.subcategoryIds.get('Salary') as number;
  const interest = input.subcategoryIds.get('Interest') as number;
  let monthDay = input.firstDay;
  let totalOut = 0;
  while (monthDay <= addDays(input.firstDay, input.days)) {
    const month = monthDay.slice(0, 7);
    const spend = monthlySpend.get(month) ?? { card: 0, bills: 0, everyday: 0 };
    const repayment = addDays(`${month}-28`, 0);
    if (spend.card > 0)
      result.push({
        date: repayment,
        type: 3,
        debit: everyday,
        credit: card,
        description: 'Card repayment',
        lines: [{ amount: spend.card, subcategoryId: transfers }],
        tags: [],
      });
    if (spend.bills > 0)
      result.push({
        date: `${month}-01`,
        type: 3,
        debit: everyday,
        credit: bills,
        description: 'Bills top-up',
        lines: [{ amount: spend.bills, subcategoryId: transfers }],
        tags: [],
      });
    const saving = 20000 + random.int(0, 30000);
    result.push({
      date: `${month}-02`,
      type: 3,
      debit: everyday,
      credit: savings,
      description: 'Monthly saving',
      lines: [{ amount: saving, subcategoryId: transfers }],
      tags: [],
    });
    const interestPayer = input.payees.get('Savings Bank Interest') as { id: number };
    result.push({
      date: `${month}-27`,
      type: 2,
      debit: interestPayer.id,
      credit: savings,
      description: 'Interest',
      lines: [{ amount: random.int(500, 6000), subcategoryId: interest }],
      tags: [],
    });
    totalOut += spend.card + spend.bills + spend.everyday + saving;
    const [y, m] = month.split('-').map(Number) as [number, number];
    monthDay = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  }

  const payDays: string[] = [];
  for (let day = 3; day <= input.days; day += 14) payDays.push(addDays(input.firstDay, day));
  const perPay = Math.round((totalOut * 1.02) / (payDays.length * 2));
  const employers = ['Acme Corporation', 'City Hospital'].map((name) => input.payees.get(name) as { id: number });
  for (const date of payDays) {
    for (const employer of employers) {
      const amount = Math.max(100_00, perPay + random.int(-5000, 5000));
      result.push({
        date,
        type: 2,
        debit: employer.id,
        credit: everyday,
        description: 'Salary',
        lines: [{ amount, subcategoryId: salary }],
        tags: [],
      });
    }
  }
  const lastDay = addDays(input.firstDay, input.days);
  return result.filter((plan) => plan.date <= lastDay).sort((a, b) => a.date.localeCompare(b.date));
}

/** The household's budgets, over the whole history: the budget each of their subcategories' lines names. */
const DEMO_BUDGETS = [
  { name: 'Groceries', subcategory: 'Groceries', typeId: 1, allowance: 250_00, carryOver: false, cap: null },
  { name: 'Dining out', subcategory: 'Dining out', typeId: 2, allowance: 400_00, carryOver: true, cap: 100_00 },
  { name: 'Fuel', subcategory: 'Fuel', typeId: 3, allowance: 180_00, carryOver: false, cap: null },
] as const;

async function writeBudgets(
  trx: Transaction<Database>,
  familyId: number,
  firstDay: string,
  account: number,
  subcategoryIds: Map<string, number>,
  now: string,
): Promise<Map<number, number>> {
  const bySubcategory = new Map<number, number>();
  for (const budget of DEMO_BUDGETS) {
    const row = await trx
      .insertInto('budgets')
      .values({
        family_id: familyId,
        name: budget.name,
        name_key: nameKey(budget.name),
        allowance_amount: budget.allowance,
        start_date: firstDay,
        end_date: null,
        budget_type_id: budget.typeId,
        primary_account_id: account,
        carry_over: budget.carryOver ? 1 : 0,
        carry_over_cap: budget.cap,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('budget_allowances')
      .values({ family_id: familyId, budget_id: row.id, from_period: 1, amount: budget.allowance })
      .execute();
    const subcategoryId = subcategoryIds.get(budget.subcategory);
    if (subcategoryId) bySubcategory.set(subcategoryId, row.id);
  }
  return bySubcategory;
}
