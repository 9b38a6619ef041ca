import { addDays } from '@hearth/contract';
import type { BulkInsert } from './demo-bulk-insert.js';
import type { Random } from './random.js';

interface SchedulePlan {
  description: string;
  recurrence: number;
  type: 1 | 2 | 3;
  payee: string | null;
  subcategory: string;
  amount: number;
  from: 'everyday' | 'bills' | 'savings';
}

/** The bills and incomes a household schedules; each starts within the coming weeks. */
const PLANS: SchedulePlan[] = [
  {
    description: 'Salary',
    recurrence: 3,
    type: 2,
    payee: 'Acme Corporation',
    subcategory: 'Salary',
    amount: 3_450_00,
    from: 'everyday',
  },
  {
    description: 'Partner salary',
    recurrence: 3,
    type: 2,
    payee: 'City Hospital',
    subcategory: 'Salary',
    amount: 2_980_00,
    from: 'everyday',
  },
  {
    description: 'Mortgage',
    recurrence: 4,
    type: 1,
    payee: 'Home Loan Bank',
    subcategory: 'Mortgage',
    amount: 2_150_00,
    from: 'bills',
  },
  {
    description: 'Electricity',
    recurrence: 6,
    type: 1,
    payee: 'Origin Energy',
    subcategory: 'Electricity',
    amount: 385_00,
    from: 'bills',
  },
  { description: 'Gas', recurrence: 6, type: 1, payee: 'Gas Co', subcategory: 'Gas', amount: 160_00, from: 'bills' },
  {
    description: 'Internet',
    recurrence: 4,
    type: 1,
    payee: 'Aussie Broadband',
    subcategory: 'Internet',
    amount: 89_00,
    from: 'bills',
  },
  {
    description: 'Mobile phones',
    recurrence: 4,
    type: 1,
    payee: 'Telstra',
    subcategory: 'Mobile phone',
    amount: 95_00,
    from: 'bills',
  },
  {
    description: 'Home insurance',
    recurrence: 4,
    type: 1,
    payee: 'NRMA Insurance',
    subcategory: 'Home insurance',
    amount: 132_00,
    from: 'bills',
  },
  {
    description: 'Car insurance',
    recurrence: 4,
    type: 1,
    payee: 'AAMI',
    subcategory: 'Car insurance',
    amount: 98_00,
    from: 'bills',
  },
  {
    description: 'Health insurance',
    recurrence: 4,
    type: 1,
    payee: 'Medibank',
    subcategory: 'Health insurance',
    amount: 356_00,
    from: 'bills',
  },
  {
    description: 'Council rates',
    recurrence: 6,
    type: 1,
    payee: 'City Council',
    subcategory: 'Council rates',
    amount: 512_00,
    from: 'bills',
  },
  {
    description: 'Car registration',
    recurrence: 8,
    type: 1,
    payee: 'Service NSW',
    subcategory: 'Registration',
    amount: 845_00,
    from: 'bills',
  },
  {
    description: 'Childcare',
    recurrence: 2,
    type: 1,
    payee: 'Little Stars Childcare',
    subcategory: 'Childcare',
    amount: 420_00,
    from: 'everyday',
  },
  {
    description: 'Netflix',
    recurrence: 4,
    type: 1,
    payee: 'Netflix',
    subcategory: 'Streaming',
    amount: 22_99,
    from: 'everyday',
  },
  {
    description: 'Gym',
    recurrence: 3,
    type: 1,
    payee: 'Fitness First',
    subcategory: 'Gym',
    amount: 34_90,
    from: 'everyday',
  },
  {
    description: 'Monthly saving',
    recurrence: 4,
    type: 3,
    payee: null,
    subcategory: 'Transfers',
    amount: 500_00,
    from: 'everyday',
  },
];

export interface ScheduleContext {
  familyId: number;
  today: string;
  count: number;
  accounts: { everyday: number; bills: number; savings: number };
  payees: Map<string, { id: number }>;
  subcategoryIds: Map<string, number>;
}

/** Writes the household's schedules, and generated extra ones on the everyday account up to `count`. */
export async function writeSchedules(
  bulk: BulkInsert,
  random: Random,
  context: ScheduleContext,
  now: string,
): Promise<number> {
  const rows = [];
  const payeeNames = [...context.payees.keys()];
  for (let i = 0; i < Math.max(context.count, 0); i += 1) {
    const plan = PLANS[i] ?? {
      description: `Subscription ${i + 1}`,
      recurrence: random.pick([2, 3, 4, 4, 4, 5, 6, 8]),
      type: 1 as const,
      payee: random.pick(payeeNames),
      subcategory: 'Online',
      amount: random.int(5_00, 250_00),
      from: 'everyday' as const,
    };
    const account = context.accounts[plan.from];
    const other = plan.payee ? (context.payees.get(plan.payee)?.id as number) : context.accounts.savings;
    const [debit, credit] = plan.type === 2 ? [other, account] : [account, other];
    rows.push({
      family_id: context.familyId,
      recurrence_type_id: plan.recurrence,
      schedule_start: addDays(context.today, random.int(1, 28)),
      recurrence_end_type_id: 1,
      schedule_end: null,
      number_of_transactions: null,
      description: plan.description,
      transaction_type_id: plan.type,
      subcategory_id: context.subcategoryIds.get(plan.subcategory) ?? null,
      budget_id: null,
      debit_account_id: debit,
      credit_account_id: credit,
      amount: plan.amount,
      weekday_only_type_id: random.pick([1, 1, 2, 3]),
      created_at: now,
      updated_at: now,
    });
  }
  await bulk.rows('schedules', rows);
  return rows.length;
}
