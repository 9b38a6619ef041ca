/**
 * Every endpoint of the API, declared once: its method and its path (spec section 8 and docs/api.md). The
 * server registers its routes from this table, the web's client calls them through it and the tests'
 * fakes answer by it, so no path is written anywhere else. Zod-free on purpose: the sign-in page reads it
 * without loading zod. The request and answer schemas of each route are in apiSchemas (api-schemas.ts),
 * keyed like this table; apiEndpoints joins the two.
 */

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** What every path of the API proper starts with (sign-in, registration and recovery sit outside it). */
export const API_PATH_PREFIX = '/api/';

export interface ApiRoute<M extends HttpMethod = HttpMethod, P extends string = string> {
  readonly method: M;
  /** Fastify's form: `:name` for each parameter. */
  readonly path: P;
}

/** The names of a path's parameters: `'/api/budget/:id/transactions/:periodNumber'` → `'id' | 'periodNumber'`. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** What fills a path's parameters: one value per name, none for a path without parameters. */
export type PathValues<P extends string> = [PathParams<P>] extends [never]
  ? []
  : [values: Record<PathParams<P>, string | number>];

const route = <M extends HttpMethod, P extends string>(method: M, path: P): ApiRoute<M, P> => ({ method, path });

/** A path with each `:name` replaced by its value, encoded. */
export function fillPath(path: string, values: Readonly<Record<string, string | number>>): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The address of a route with its parameters filled in (each one encoded). */
export function pathTo<P extends string>(target: ApiRoute<HttpMethod, P>, ...[values]: PathValues<P>): string {
  return values ? fillPath(target.path, values) : target.path;
}

export const apiRoutes = {
  auth: {
    signIn: route('POST', '/token'),
    register: route('POST', '/register'),
    recover: route('POST', '/recover'),
    resetPassword: route('POST', '/recover/reset'),
    validateEmail: route('GET', '/validateEmail/:id'),
    invitation: route('GET', '/invitation/:id'),
    passkeyOptions: route('POST', '/token/passkey/options'),
    passkeySignIn: route('POST', '/token/passkey'),
  },
  timezones: {
    list: route('GET', '/api/timezones'),
  },
  user: {
    get: route('GET', '/api/user'),
    save: route('POST', '/api/user'),
    changePassword: route('POST', '/api/user/changepassword'),
    accountChoices: route('GET', '/api/user/accountchoices'),
    deleteOwnLogin: route('DELETE', '/api/user'),
  },
  twoFactor: {
    status: route('GET', '/api/user/two-factor'),
    totpSetup: route('POST', '/api/user/totp/setup'),
    totpEnable: route('POST', '/api/user/totp/enable'),
    totpDisable: route('POST', '/api/user/totp/disable'),
    recoveryCodes: route('POST', '/api/user/recovery-codes'),
    passkeyOptions: route('POST', '/api/user/passkeys/options'),
    addPasskey: route('POST', '/api/user/passkeys'),
    removePasskey: route('DELETE', '/api/user/passkey/:id'),
  },
  sessions: {
    logout: route('POST', '/api/logout'),
    list: route('GET', '/api/sessions'),
    end: route('DELETE', '/api/session/:id'),
    endOthers: route('DELETE', '/api/sessions'),
    renew: route('POST', '/api/session/renew'),
    confirm: route('POST', '/api/session/confirm'),
    securityEvents: route('GET', '/api/security/events'),
  },
  family: {
    get: route('GET', '/api/family'),
    rename: route('POST', '/api/family'),
    invite: route('POST', '/api/family/invite'),
    withdrawInvitation: route('DELETE', '/api/family/invitation/:id'),
    changeRole: route('POST', '/api/family/member/:userId/role'),
    removeMember: route('DELETE', '/api/family/member/:userId'),
    leave: route('POST', '/api/family/leave'),
    exportData: route('POST', '/api/family/export'),
    restoreData: route('POST', '/api/family/import'),
    remove: route('DELETE', '/api/family'),
  },
  heartbeat: {
    get: route('GET', '/api/heartbeat'),
  },
  backups: {
    status: route('GET', '/api/backups'),
    start: route('POST', '/api/backups'),
  },
  accounts: {
    list: route('POST', '/api/accounts'),
    quick: route('GET', '/api/accounts/quick'),
    get: route('GET', '/api/account/:id'),
    save: route('POST', '/api/account'),
    remove: route('DELETE', '/api/account/:id'),
  },
  categories: {
    list: route('GET', '/api/categories'),
    saveCategory: route('POST', '/api/category'),
    changeCategory: route('PATCH', '/api/category'),
    saveSubcategory: route('POST', '/api/subcategory'),
    mergeSubcategory: route('POST', '/api/subcategory/:id/merge/:targetId'),
  },
  transactions: {
    list: route('POST', '/api/transactions'),
    get: route('GET', '/api/transaction/:id'),
    save: route('POST', '/api/transaction'),
    remove: route('DELETE', '/api/transaction/:id'),
    quick: route('POST', '/api/transaction/quick'),
    search: route('POST', '/api/transaction/search'),
    searchTotal: route('POST', '/api/transaction/search/total'),
    bulkUpdate: route('POST', '/api/transaction/bulkupdate'),
    unlock: route('POST', '/api/transaction/:id/unlock'),
    restore: route('POST', '/api/transaction/:id/restore'),
    openUndos: route('GET', '/api/transaction/:id/undo'),
    scheduledDraft: route('GET', '/api/transaction/schedule/:scheduleId/paymentnumber/:paymentNumber'),
  },
  undo: {
    apply: route('POST', '/api/undo/:id'),
  },
  history: {
    transaction: route('GET', '/api/transaction/:id/history'),
    account: route('GET', '/api/account/:id/history'),
    budget: route('GET', '/api/budget/:id/history'),
    schedule: route('GET', '/api/schedule/:id/history'),
    category: route('GET', '/api/category/:id/history'),
  },
  tags: {
    list: route('GET', '/api/tags'),
    detailed: route('POST', '/api/tags/detailed'),
    get: route('GET', '/api/tags/:id'),
    save: route('POST', '/api/tags'),
  },
  attachments: {
    upload: route('POST', '/api/attachment/:transactionId'),
    download: route('GET', '/api/attachment/:id'),
    remove: route('DELETE', '/api/attachment/:id'),
  },
  budgets: {
    list: route('GET', '/api/budgets'),
    get: route('GET', '/api/budget/:id'),
    save: route('POST', '/api/budget'),
    remove: route('DELETE', '/api/budget/:id'),
    periodTransactions: route('GET', '/api/budget/:id/transactions/:periodNumber'),
    report: route('POST', '/api/report/budget'),
  },
  schedules: {
    list: route('GET', '/api/schedules'),
    get: route('GET', '/api/schedule/:id'),
    save: route('POST', '/api/schedule'),
    remove: route('DELETE', '/api/schedule/:id'),
    upcoming: route('POST', '/api/schedule/upcoming'),
    calendar: route('GET', '/api/schedule/calendar/:year/:month'),
    pay: route('POST', '/api/schedule/:id/pay/:paymentNumber'),
    saveVariation: route('POST', '/api/schedule/variation'),
    removeVariation: route('DELETE', '/api/schedule/variation/:id'),
  },
  scenarios: {
    list: route('GET', '/api/schedule/scenarios'),
    get: route('GET', '/api/schedule/scenario/:id'),
    save: route('POST', '/api/schedule/scenario'),
    remove: route('DELETE', '/api/schedule/scenario/:id'),
    addSchedule: route('POST', '/api/schedule/scenario/:scenarioId/add/:scheduleId'),
    removeSchedule: route('DELETE', '/api/schedule/scenario/:scenarioId/remove/:scheduleId'),
    saveHypothetical: route('POST', '/api/schedule/scenario/:scenarioId/hypothetical'),
    removeHypothetical: route('DELETE', '/api/schedule/scenario/:scenarioId/hypothetical/:id'),
  },
  reports: {
    balanceHistory: route('POST', '/api/report/balanceHistory'),
    balanceForecast: route('POST', '/api/report/balanceforecast'),
    cashFlow: route('POST', '/api/report/cashflow'),
    categoriesOverTime: route('POST', '/api/report/categoriesovertime'),
    categoryAmount: route('POST', '/api/report/categoryamount'),
    netWorth: route('POST', '/api/report/networth'),
  },
  appImports: {
    preview: route('POST', '/api/import/app'),
    confirm: route('POST', '/api/import/app/confirm'),
  },
  imports: {
    preview: route('POST', '/api/import/:id'),
    warm: route('POST', '/api/import/warm'),
    get: route('GET', '/api/import/:importId'),
    discard: route('DELETE', '/api/import/:importId'),
    confirm: route('POST', '/api/import/:importId/confirm'),
    layout: route('POST', '/api/import/:importId/layout'),
    dateOrder: route('POST', '/api/import/:importId/date-order'),
    layouts: route('GET', '/api/import/layouts'),
    saveLayout: route('POST', '/api/import/layouts'),
    removeLayout: route('DELETE', '/api/import/layouts/:id'),
    exportLayouts: route('GET', '/api/import/layouts/export'),
    importLayouts: route('POST', '/api/import/layouts/import'),
    saveChoices: route('POST', '/api/import/:importId/choices'),
    confirmed: route('GET', '/api/import/batches'),
    takeBack: route('DELETE', '/api/import/batch/:id'),
    rules: route('GET', '/api/import/rules'),
    saveRule: route('POST', '/api/import/rules'),
    removeRule: route('DELETE', '/api/import/rules/:id'),
    applyRule: route('POST', '/api/import/rules/:id/apply'),
    testRule: route('POST', '/api/import/rules/test'),
    orderRules: route('POST', '/api/import/rules/order'),
  },
  connections: {
    list: route('GET', '/api/connections'),
    create: route('POST', '/api/connections'),
    link: route('POST', '/api/connection/:id/link'),
    unlink: route('POST', '/api/connection/:id/unlink'),
    sync: route('POST', '/api/connection/:id/sync'),
    remove: route('DELETE', '/api/connection/:id'),
    accountStatus: route('GET', '/api/account/:id/bank-sync'),
    renew: route('POST', '/api/connection/:id/renew'),
    enableBankingApplication: route('GET', '/api/connections/enablebanking/application'),
    saveEnableBankingApplication: route('POST', '/api/connections/enablebanking/application'),
    enableBankingBanks: route('GET', '/api/connections/enablebanking/banks'),
    enableBankingCallback: route('POST', '/api/connections/enablebanking/callback'),
  },
  investments: {
    list: route('GET', '/api/investments'),
    get: route('GET', '/api/investment/:id'),
    save: route('POST', '/api/investment'),
    remove: route('DELETE', '/api/investment/:id'),
    codes: route('GET', '/api/investment/codes'),
    chart: route('POST', '/api/investment/chart'),
    addPurchase: route('POST', '/api/investment/:id/purchase'),
    removePurchase: route('DELETE', '/api/investment/:id/purchase/:purchaseId'),
  },
  docs: {
    openApi: route('GET', '/api/docs'),
  },
} as const;

/** Every route of the table, for a check that nothing is declared twice or left unserved. */
export function allApiRoutes(): ApiRoute[] {
  return Object.values(apiRoutes).flatMap((group) => Object.values(group));
}
