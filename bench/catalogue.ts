/** What a household's ledger is made of: categories, and the payees that usually go with each subcategory. */
export interface SubcategoryPlan {
  name: string;
  /** Typical amount range in cents. */
  min: number;
  max: number;
  /** Relative frequency of payments. */
  weight: number;
  payees: string[];
}

export interface CategoryPlan {
  name: string;
  income?: boolean;
  subcategories: SubcategoryPlan[];
}

const sub = (name: string, min: number, max: number, weight: number, payees: string[]): SubcategoryPlan => ({
  name,
  min: min * 100,
  max: max * 100,
  weight,
  payees,
});

export const CATEGORIES: CategoryPlan[] = [
  {
    name: 'Food',
    subcategories: [
      sub('Groceries', 20, 260, 30, [
        'Woolworths',
        'Coles',
        'Aldi',
        'IGA',
        'Harris Farm',
        'Costco',
        'Local Butcher',
        'Fruit Market',
        'Bakers Delight',
        'Asian Grocer',
      ]),
      sub('Dining out', 25, 180, 8, [
        'Pizza Place',
        'Thai Orchid',
        'Sushi Train',
        'The Local Pub',
        'Burger Joint',
        'Noodle Bar',
        'Indian Spice',
        'Taco Shack',
      ]),
      sub('Coffee', 4, 15, 14, ['Corner Cafe', 'Bean There', 'Daily Grind', 'Espresso Bar', 'Station Coffee']),
      sub('Takeaway', 12, 60, 6, ['Fish and Chips', 'Kebab House', 'Dumpling House', 'Chicken Shop']),
    ],
  },
  {
    name: 'Housing',
    subcategories: [
      sub('Mortgage', 1800, 2600, 1.5, ['Home Loan Bank']),
      sub('Council rates', 400, 700, 0.3, ['City Council']),
      sub('Repairs', 80, 900, 0.8, ['Handy Plumbing', 'Bright Electrical', 'Bunnings', 'Locksmith Co']),
      sub('Furniture', 60, 1500, 0.4, ['IKEA', 'Fantastic Furniture', 'Freedom']),
    ],
  },
  {
    name: 'Utilities',
    subcategories: [
      sub('Electricity', 90, 420, 1, ['Origin Energy', 'AGL']),
      sub('Gas', 40, 220, 0.6, ['Gas Co']),
      sub('Water', 60, 260, 0.4, ['Water Board']),
      sub('Internet', 70, 110, 1, ['Aussie Broadband']),
      sub('Mobile phone', 30, 95, 2, ['Telstra', 'Optus', 'Vodafone']),
    ],
  },
  {
    name: 'Transport',
    subcategories: [
      sub('Fuel', 40, 120, 6, ['Shell', 'BP', 'Caltex', 'Ampol', '7-Eleven']),
      sub('Public transport', 5, 50, 5, ['Opal Card', 'Train Link']),
      sub('Car maintenance', 150, 1200, 0.5, ['City Mechanics', 'Tyre Power', 'Car Wash Express']),
      sub('Parking', 4, 40, 2, ['Wilson Parking', 'Secure Parking']),
      sub('Registration', 700, 950, 0.2, ['Service NSW']),
    ],
  },
  {
    name: 'Health',
    subcategories: [
      sub('Doctor', 40, 160, 1, ['Family GP', 'Medical Centre']),
      sub('Pharmacy', 8, 90, 2.5, ['Chemist Warehouse', 'Priceline', 'Corner Pharmacy']),
      sub('Dentist', 120, 600, 0.4, ['Smile Dental']),
      sub('Gym', 20, 70, 1.5, ['Fitness First', 'Anytime Fitness']),
    ],
  },
  {
    name: 'Insurance',
    subcategories: [
      sub('Home insurance', 90, 180, 1, ['NRMA Insurance']),
      sub('Car insurance', 60, 140, 1, ['AAMI']),
      sub('Health insurance', 250, 420, 1, ['Medibank', 'Bupa']),
    ],
  },
  {
    name: 'Entertainment',
    subcategories: [
      sub('Streaming', 10, 25, 3, ['Netflix', 'Spotify', 'Stan', 'Disney Plus']),
      sub('Movies', 15, 80, 1, ['Event Cinemas', 'Hoyts']),
      sub('Games', 10, 110, 0.8, ['Steam', 'EB Games']),
      sub('Concerts', 60, 350, 0.3, ['Ticketek', 'Ticketmaster']),
    ],
  },
  {
    name: 'Shopping',
    subcategories: [
      sub('Clothes', 25, 280, 2, ['Uniqlo', 'Myer', 'David Jones', 'Cotton On', 'Rebel Sport']),
      sub('Electronics', 30, 1800, 0.5, ['JB Hi-Fi', 'Harvey Norman', 'Apple Store']),
      sub('Household', 10, 140, 3, ['Kmart', 'Target', 'Big W', 'Officeworks']),
      sub('Online', 15, 250, 2.5, ['Amazon', 'eBay', 'Catch']),
    ],
  },
  {
    name: 'Education',
    subcategories: [
      sub('School fees', 400, 2400, 0.3, ['Grammar School']),
      sub('Books', 12, 90, 0.8, ['Dymocks', 'Book Depository']),
      sub('Courses', 50, 600, 0.3, ['Community College', 'Music School']),
    ],
  },
  {
    name: 'Kids',
    subcategories: [
      sub('Childcare', 300, 900, 1, ['Little Stars Childcare']),
      sub('Activities', 20, 200, 1.2, ['Swim School', 'Soccer Club', 'Dance Studio']),
      sub('Toys', 10, 120, 0.8, ['Toyworld', 'Lego Store']),
    ],
  },
  {
    name: 'Pets',
    subcategories: [sub('Vet', 60, 600, 0.4, ['Village Vet']), sub('Pet food', 20, 110, 1.2, ['Petbarn', 'Pet Stock'])],
  },
  {
    name: 'Personal',
    subcategories: [
      sub('Haircut', 25, 120, 0.8, ['Barber Shop', 'Hair Studio']),
      sub('Gifts', 20, 250, 1, ['Gift Shop', 'Florist', 'Hallmark']),
      sub('Charity', 10, 100, 0.5, ['Red Cross', 'Salvation Army']),
    ],
  },
  {
    name: 'Travel',
    subcategories: [
      sub('Flights', 150, 2400, 0.3, ['Qantas', 'Virgin Australia', 'Jetstar']),
      sub('Accommodation', 120, 1600, 0.3, ['Booking.com', 'Airbnb', 'Hilton']),
      sub('Holiday spending', 20, 300, 0.6, ['Duty Free', 'Tour Desk']),
    ],
  },
  {
    name: 'Income',
    income: true,
    subcategories: [
      sub('Salary', 2800, 4200, 0, ['Acme Corporation', 'City Hospital']),
      sub('Interest', 2, 60, 0, ['Savings Bank Interest']),
      sub('Refunds', 10, 300, 0, ['Tax Office', 'Store Refunds']),
    ],
  },
  { name: 'Savings', subcategories: [sub('Transfers', 100, 1500, 0, [])] },
];

export const BANK_ACCOUNTS = [
  { name: 'Everyday Account', opening: 2_450_00, favourite: true },
  { name: 'Bills Account', opening: 800_00, favourite: true },
  { name: 'Savings Account', opening: 15_000_00, favourite: true },
  { name: 'Credit Card', opening: -350_00, favourite: false },
];

export const TAGS = [
  'Holiday',
  'Christmas',
  'Birthday',
  'Work expense',
  'Tax deductible',
  'Renovation',
  'School term',
  'Wedding',
  'Medical claim',
  'Reimbursable',
];

/** Extra payees so that the family has about 150 third parties, as a real one does after some years. */
export const EXTRA_PAYEE_PREFIXES = [
  'Northside',
  'Harbour',
  'Village',
  'Central',
  'Westfield',
  'Parkview',
  'Bayside',
  'Hillcrest',
];
export const EXTRA_PAYEE_KINDS: [string, string][] = [
  ['Cafe', 'Coffee'],
  ['Bakery', 'Groceries'],
  ['Pharmacy', 'Pharmacy'],
  ['Newsagent', 'Household'],
  ['Hardware', 'Repairs'],
  ['Florist', 'Gifts'],
  ['Bistro', 'Dining out'],
];
