import type { ReactNode } from 'react';
import { Navigate, useSearchParams, type RouteObject } from 'react-router';
import { PageTitle } from '../components/page-title';
import { EmailValidationAlert } from '../features/auth/email-validation-alert';
import { LandingPage } from '../features/auth/landing-page';
import { Guard } from './guard';
import { lazyPage } from '../lib/lazy-page';
import { NotFoundPage } from './not-found-page';
import { useSession } from '../lib/session/session-context';
import { useLoadedModule } from '../lib/use-loaded-module';
import { PageLoader } from '../components/page-loader';
import { loadDashboardPage } from './signed-in-home';

const RegisterPage = lazyPage(() => import('../features/auth/register-page'), 'RegisterPage');
const RecoverPage = lazyPage(() => import('../features/auth/recover-page'), 'RecoverPage');
const UserPage = lazyPage(() => import('../features/user/user-page'), 'UserPage');
const SecurityPage = lazyPage(() => import('../features/security/security-page'), 'SecurityPage');
const DataPage = lazyPage(() => import('../features/data/data-page'), 'DataPage');
const BackupsPage = lazyPage(() => import('../features/backups/backups-page'), 'BackupsPage');
const DebugPage = lazyPage(() => import('../features/debug/debug-page'), 'DebugPage');
const AccountsPage = lazyPage(() => import('../features/accounts/accounts-page'), 'AccountsPage');
const ThirdPartiesPage = lazyPage(() => import('../features/accounts/third-parties-page'), 'ThirdPartiesPage');
const AccountEditorPage = lazyPage(() => import('../features/accounts/account-editor-page'), 'AccountEditorPage');
const CategoriesPage = lazyPage(() => import('../features/categories/categories-page'), 'CategoriesPage');
const TransactionSearchPage = lazyPage(
  () => import('../features/search/transaction-search-page'),
  'TransactionSearchPage',
);
const TagsPage = lazyPage(() => import('../features/tags/tags-page'), 'TagsPage');
const TagEditorPage = lazyPage(() => import('../features/tags/tag-editor-page'), 'TagEditorPage');
const AccountTransactionsPage = lazyPage(
  () => import('../features/transactions/account-transactions-page'),
  'AccountTransactionsPage',
);
const TransactionEditorPage = lazyPage(
  () => import('../features/transactions/transaction-editor-page'),
  'TransactionEditorPage',
);
const SchedulesPage = lazyPage(() => import('../features/schedules/schedules-page'), 'SchedulesPage');
const ScheduleEditorPage = lazyPage(() => import('../features/schedules/schedule-editor-page'), 'ScheduleEditorPage');
const CalendarPage = lazyPage(() => import('../features/calendar/calendar-page'), 'CalendarPage');
const ScenariosPage = lazyPage(() => import('../features/scenarios/scenarios-page'), 'ScenariosPage');
const ScenarioEditorPage = lazyPage(() => import('../features/scenarios/scenario-editor-page'), 'ScenarioEditorPage');
const BudgetsPage = lazyPage(() => import('../features/budgets/budgets-page'), 'BudgetsPage');
const BudgetEditorPage = lazyPage(() => import('../features/budgets/budget-editor-page'), 'BudgetEditorPage');
const BudgetTrendPage = lazyPage(() => import('../features/budgets/budget-trend-page'), 'BudgetTrendPage');
const ImportPage = lazyPage(() => import('../features/import/import-page'), 'ImportPage');
const ImportRulesPage = lazyPage(() => import('../features/import/rules-page'), 'RulesPage');
const ConnectionsPage = lazyPage(() => import('../features/connections/connections-page'), 'ConnectionsPage');
const ConnectionsCallbackPage = lazyPage(
  () => import('../features/connections/connections-callback-page'),
  'ConnectionsCallbackPage',
);
const AppImportPage = lazyPage(() => import('../features/app-import/app-import-page'), 'AppImportPage');
const InvestmentsPage = lazyPage(() => import('../features/investments/investments-page'), 'InvestmentsPage');
const InvestmentEditorPage = lazyPage(
  () => import('../features/investments/investment-editor-page'),
  'InvestmentEditorPage',
);
const ReportsPage = lazyPage(() => import('../features/reports/reports-page'), 'ReportsPage');
const BalanceTrendPage = lazyPage(() => import('../features/reports/balance-trend-page'), 'BalanceTrendPage');
const CategoryAmountPage = lazyPage(() => import('../features/reports/category-amount-page'), 'CategoryAmountPage');
const CategoriesOverTimePage = lazyPage(
  () => import('../features/reports/categories-over-time-page'),
  'CategoriesOverTimePage',
);
const NetWorthPage = lazyPage(() => import('../features/reports/net-worth-page'), 'NetWorthPage');
const CashFlowPage = lazyPage(() => import('../features/reports/cash-flow-page'), 'CashFlowPage');
const SettingsPage = lazyPage(() => import('../features/settings/settings-page'), 'SettingsPage');
const EmailValidationIdPage = lazyPage(
  () => import('../features/auth/email-validation-id-page'),
  'EmailValidationIdPage',
);

interface PageRoute {
  paths: string[];
  element: ReactNode;
  /** Only admins may open the page; the guard turns everyone else away. */
  adminOnly?: boolean;
}

/** A page whose feature has not been built shows its title and nothing else. */
const titled = (title: string) => <PageTitle>{title}</PageTitle>;

/** Every signed-in page of the route list (spec section 2). */
export const SIGNED_IN_PAGES: PageRoute[] = [
  { paths: ['accounts', 'accounts/:id'], element: <AccountsPage /> },
  { paths: ['account', 'account/:id'], element: <AccountEditorPage /> },
  { paths: ['thirdparties'], element: <ThirdPartiesPage /> },
  { paths: ['thirdparty/:id'], element: <AccountEditorPage /> },
  { paths: ['transactions/:accountId'], element: <AccountTransactionsPage /> },
  { paths: ['transaction', 'transaction/:id'], element: <TransactionEditorPage /> },
  { paths: ['transaction/schedule/:scheduleId/:paymentNumber'], element: <TransactionEditorPage /> },
  { paths: ['transactionsearch'], element: <TransactionSearchPage /> },
  { paths: ['schedules'], element: <SchedulesPage /> },
  { paths: ['schedule', 'schedule/:id'], element: <ScheduleEditorPage /> },
  { paths: ['schedule/:id/event/:number'], element: titled('Scheduled Event Editor') },
  { paths: ['scenarios'], element: <ScenariosPage /> },
  { paths: ['scenario', 'scenario/:id'], element: <ScenarioEditorPage /> },
  { paths: ['tags'], element: <TagsPage /> },
  { paths: ['tag', 'tag/:id'], element: <TagEditorPage /> },
  { paths: ['investments'], element: <InvestmentsPage /> },
  { paths: ['investment', 'investment/:id'], element: <InvestmentEditorPage /> },
  { paths: ['budgets'], element: <BudgetsPage /> },
  { paths: ['budget', 'budget/:id'], element: <BudgetEditorPage /> },
  { paths: ['calendar'], element: <CalendarPage /> },
  { paths: ['reports'], element: <ReportsPage /> },
  { paths: ['balancetrend'], element: <BalanceTrendPage /> },
  { paths: ['budgettrend'], element: <BudgetTrendPage /> },
  { paths: ['categoryamountreport'], element: <CategoryAmountPage /> },
  { paths: ['categoriesovertime'], element: <CategoriesOverTimePage /> },
  { paths: ['networth'], element: <NetWorthPage /> },
  { paths: ['cashflow'], element: <CashFlowPage /> },
  { paths: ['categories'], element: <CategoriesPage /> },
  { paths: ['import'], element: <ImportPage /> },
  { paths: ['import/rules'], element: <ImportRulesPage /> },
  { paths: ['import/app'], element: <AppImportPage /> },
  { paths: ['connections'], element: <ConnectionsPage /> },
  { paths: ['connections/callback'], element: <ConnectionsCallbackPage /> },
  { paths: ['settings/payments'], element: <SettingsPage /> },
  { paths: ['emailvalidation/:id'], element: <EmailValidationIdPage /> },
  { paths: ['user'], element: <UserPage /> },
  { paths: ['security'], element: <SecurityPage /> },
  { paths: ['data'], element: <DataPage />, adminOnly: true },
  { paths: ['backups'], element: <BackupsPage />, adminOnly: true },
  { paths: ['debug'], element: <DebugPage /> },
];

/** The dashboard once its code has arrived: drawn at once, not held back as suspended content is. */
function DashboardHome() {
  const page = useLoadedModule(loadDashboardPage);
  return page ? <page.DashboardPage /> : <PageLoader />;
}

/**
 * `/` is the landing page for visitors and the dashboard for signed-in users. A validation link opened
 * while signed in is still honoured above the dashboard.
 */
function HomeRoute() {
  const { session } = useSession();
  const [searchParams] = useSearchParams();
  if (session.status !== 'signed-in') return <LandingPage />;
  const validationId = searchParams.get('emailvalidationid');
  return (
    <Guard>
      {validationId && <EmailValidationAlert validationId={validationId} />}
      <DashboardHome />
    </Guard>
  );
}

/** Register and Recover are for signed-out visitors; a signed-in user is sent home. */
function SignedOutOnly({ children }: { children: ReactNode }) {
  const { session } = useSession();
  return session.status === 'signed-in' ? <Navigate to="/" replace /> : <>{children}</>;
}

export function appRoutes(): RouteObject[] {
  return [
    { index: true, element: <HomeRoute /> },
    {
      path: 'register',
      element: (
        <SignedOutOnly>
          <RegisterPage />
        </SignedOutOnly>
      ),
    },
    {
      path: 'recover',
      element: (
        <SignedOutOnly>
          <RecoverPage />
        </SignedOutOnly>
      ),
    },
    ...SIGNED_IN_PAGES.flatMap(({ paths, element, adminOnly }) =>
      paths.map((path) => ({ path, element: <Guard adminOnly={adminOnly}>{element}</Guard> })),
    ),
    {
      path: '*',
      element: (
        <Guard>
          <NotFoundPage />
        </Guard>
      ),
    },
  ];
}
