import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { nameKey } from '../../platform/unique-names.js';

/** Categories a new family starts with, so that its first transactions have somewhere to go; all editable. */
export const STARTER_CATEGORIES: { name: string; income?: boolean; subcategories: string[] }[] = [
  { name: 'Income', income: true, subcategories: ['Salary', 'Interest', 'Refunds', 'Other income'] },
  { name: 'Housing', subcategories: ['Rent or mortgage', 'Rates', 'Repairs', 'Furniture'] },
  { name: 'Utilities', subcategories: ['Electricity', 'Gas', 'Water', 'Internet', 'Phone'] },
  { name: 'Food', subcategories: ['Groceries', 'Dining out', 'Coffee', 'Takeaway'] },
  { name: 'Transport', subcategories: ['Fuel', 'Public transport', 'Car maintenance', 'Parking'] },
  { name: 'Health', subcategories: ['Doctor', 'Pharmacy', 'Dental', 'Fitness'] },
  { name: 'Insurance', subcategories: ['Home', 'Car', 'Health', 'Life'] },
  { name: 'Children', subcategories: ['School fees', 'Childcare', 'Activities', 'Clothing'] },
  { name: 'Shopping', subcategories: ['Clothing', 'Electronics', 'Household', 'Gifts'] },
  { name: 'Entertainment', subcategories: ['Subscriptions', 'Outings', 'Hobbies', 'Holidays'] },
  { name: 'Personal', subcategories: ['Haircuts', 'Education', 'Donations'] },
  { name: 'Financial', subcategories: ['Bank fees', 'Savings', 'Taxes', 'Loan repayments'] },
];

export async function addStarterCategories(trx: Transaction<Database>, familyId: number, now: string): Promise<void> {
  for (const category of STARTER_CATEGORIES) {
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
    await trx
      .insertInto('subcategories')
      .values(
        category.subcategories.map((name) => ({
          family_id: familyId,
          category_id: row.id,
          name,
          name_key: nameKey(name),
          created_at: now,
        })),
      )
      .execute();
  }
}
