import { z } from 'zod';
import {
  accountChoicesSchema,
  changePasswordResponseSchema,
  heartbeatSchema,
  timezoneCountriesSchema,
  updateUserResponseSchema,
} from './account-responses.js';
import { accountListRequestSchema, accountSchema, saveAccountRequestSchema } from './accounts.js';
import {
  invitationSchema,
  loginRequestSchema,
  recoverRequestSchema,
  recoverResetRequestSchema,
  registerRequestSchema,
  registerResponseSchema,
  tokenResponseSchema,
} from './auth.js';
import {
  budgetPeriodTransactionsQuerySchema,
  budgetReportRequestSchema,
  budgetReportSeriesSchema,
  budgetSchema,
  budgetSummarySchema,
  saveBudgetRequestSchema,
} from './budgets.js';
import {
  categorySchema,
  mergeResultSchema,
  patchCategoryRequestSchema,
  saveCategoryRequestSchema,
  saveSubcategoryRequestSchema,
} from './categories.js';
import {
  applyRuleRequestSchema,
  applyRuleResultSchema,
  confirmImportRequestSchema,
  confirmedImportSchema,
  importBatchParams,
  importLayoutRequestSchema,
  importDateOrderRequestSchema,
  savedCsvLayoutSchema,
  saveCsvLayoutRequestSchema,
  csvLayoutFileSchema,
  csvLayoutImportResultSchema,
  importPreviewSchema,
  importResultSchema,
  importRowChoiceSchema,
  importRuleSchema,
  orderImportRulesRequestSchema,
  ruleTestResultSchema,
  saveImportChoicesRequestSchema,
  saveImportRuleRequestSchema,
  takeBackResultSchema,
} from './import.js';
import { appImportPreviewSchema, appImportResultSchema } from './app-import.js';
import {
  codeChoicesRequestSchema,
  codeChoicesSchema,
  investmentChartRequestSchema,
  investmentChartSchema,
  investmentDetailSchema,
  investmentSchema,
  saveInvestmentRequestSchema,
  savePurchaseRequestSchema,
} from './investments.js';
import {
  cashFlowRowSchema,
  categoriesOverTimeRequestSchema,
  categoriesOverTimeRowSchema,
  categoryAmountRequestSchema,
  categoryAmountRowSchema,
  monthsRequestSchema,
  netWorthPointSchema,
} from './reports.js';
import {
  budgetPeriodParams,
  calendarMonthParams,
  idParams,
  importIdParams,
  linkIdParams,
  memberParams,
  mergeSubcategoryParams,
  purchaseParams,
  scenarioScheduleParams,
  scheduledPaymentParams,
  schedulePaymentParams,
  sessionIdParams,
  tagIdParams,
  tagListQuerySchema,
  transactionIdParams,
} from './request-params.js';
import {
  balanceForecastRequestSchema,
  balanceHistoryRequestSchema,
  balanceReportSchema,
  calendarSchema,
  hypotheticalScheduleParams,
  saveHypotheticalScheduleRequestSchema,
  saveScenarioRequestSchema,
  saveScheduleRequestSchema,
  scenarioAmountRequestSchema,
  scenarioParams,
  scenarioSchema,
  scheduleEventSchema,
  scheduleSchema,
  scheduleSummarySchema,
  scheduleVariationRequestSchema,
  upcomingRequestSchema,
} from './schedules.js';
import {
  familyRenameRequestSchema,
  passkeyOptionsSchema,
  passkeyRegisterRequestSchema,
  passkeyRegistrationOptionsRequestSchema,
  passkeySchema,
  passkeySignInOptionsRequestSchema,
  passkeySignInRequestSchema,
  passwordConfirmationSchema,
  recoveryCodesSchema,
  roleChangeRequestSchema,
  securityEventsSchema,
  sessionSchema,
  totpDisableRequestSchema,
  totpEnableRequestSchema,
  totpSetupSchema,
  twoFactorStatusSchema,
} from './security.js';
import { tagDetailSchema } from './tag-detail.js';
import { openUndoSchema, undoResultSchema } from './undo.js';
import { historySchema } from './history.js';
import { familyDataPasswordSchema, familyRestoreResultSchema } from './family-data.js';
import { saveTagRequestSchema, tagSchema, tagsDetailedRequestSchema } from './tags.js';
import {
  attachmentSchema,
  bulkUpdateRequestSchema,
  bulkUpdateResultSchema,
  quickTransactionRequestSchema,
  saveTransactionRequestSchema,
  transactionListRequestSchema,
  transactionSchema,
  transactionSearchRequestSchema,
  transactionSearchTotalSchema,
} from './transactions.js';
import {
  changePasswordRequestSchema,
  familyMemberSchema,
  familySchema,
  inviteRequestSchema,
  pendingInvitationSchema,
  updateUserRequestSchema,
  userSchema,
} from './user.js';
import {
  accountSyncStatusSchema,
  bankConsentStartSchema,
  connectionListSchema,
  connectionSchema,
  createConnectionRequestSchema,
  enableBankingApplicationSchema,
  enableBankingBanksQuerySchema,
  enableBankingBanksSchema,
  enableBankingCallbackRequestSchema,
  linkConnectionAccountRequestSchema,
  setEnableBankingApplicationRequestSchema,
  syncResultSchema,
  unlinkConnectionAccountRequestSchema,
} from './connections.js';
import { backupStatusSchema, deleteOwnLoginRequestSchema } from './backups.js';
import type { apiRoutes } from './api-routes.js';
import type { RouteSchemas } from './route-schemas.js';

const saved = z.object({ id: z.number(), name: z.string() });

/**
 * The request and answer schemas of every endpoint, keyed exactly like the route table (apiRoutes, which
 * stays free of zod for the sign-in page). The server validates and documents with them, the web checks
 * the answers with them and the tests' fakes answer by them (apiEndpoints joins both tables).
 */
export const apiSchemas = {
  auth: {
    signIn: { body: loginRequestSchema, response: tokenResponseSchema },
    register: { body: registerRequestSchema, response: registerResponseSchema },
    recover: { body: recoverRequestSchema, response: z.null() },
    resetPassword: { body: recoverResetRequestSchema, response: z.null() },
    validateEmail: { params: linkIdParams, response: z.null() },
    invitation: { params: linkIdParams, response: invitationSchema },
    passkeyOptions: { body: passkeySignInOptionsRequestSchema, response: passkeyOptionsSchema },
    passkeySignIn: { body: passkeySignInRequestSchema, response: tokenResponseSchema },
  },
  timezones: {
    list: { response: timezoneCountriesSchema },
  },
  user: {
    get: { response: userSchema },
    save: { body: updateUserRequestSchema, response: updateUserResponseSchema },
    changePassword: { body: changePasswordRequestSchema, response: changePasswordResponseSchema },
    accountChoices: { response: accountChoicesSchema },
    deleteOwnLogin: { body: deleteOwnLoginRequestSchema, response: z.null() },
  },
  twoFactor: {
    status: { response: twoFactorStatusSchema },
    totpSetup: { response: totpSetupSchema },
    totpEnable: { body: totpEnableRequestSchema, response: recoveryCodesSchema },
    totpDisable: { body: totpDisableRequestSchema, response: z.null() },
    recoveryCodes: { body: passwordConfirmationSchema, response: recoveryCodesSchema },
    passkeyOptions: { body: passkeyRegistrationOptionsRequestSchema, response: passkeyOptionsSchema },
    addPasskey: { body: passkeyRegisterRequestSchema, response: passkeySchema },
    removePasskey: { params: idParams, response: z.null() },
  },
  sessions: {
    logout: { response: z.null() },
    list: { response: z.array(sessionSchema) },
    end: { params: sessionIdParams, response: z.null() },
    endOthers: { response: z.object({ ended: z.number() }) },
    renew: { response: tokenResponseSchema },
    confirm: { body: passwordConfirmationSchema, response: z.null() },
    securityEvents: { response: securityEventsSchema },
  },
  family: {
    get: { response: familySchema },
    rename: { body: familyRenameRequestSchema, response: familySchema },
    invite: { body: inviteRequestSchema, response: pendingInvitationSchema },
    withdrawInvitation: { params: linkIdParams, response: z.null() },
    changeRole: { params: memberParams, body: roleChangeRequestSchema, response: familyMemberSchema },
    removeMember: { params: memberParams, response: z.null() },
    leave: { response: z.null() },
    exportData: { body: familyDataPasswordSchema, response: { raw: 'file' } },
    // The export's zip comes as multipart/form-data (formFile), which the restore reads itself.
    restoreData: { response: familyRestoreResultSchema },
    remove: { body: familyDataPasswordSchema, response: z.null() },
  },
  heartbeat: {
    get: { response: heartbeatSchema },
  },
  backups: {
    status: { response: backupStatusSchema },
    start: { response: backupStatusSchema },
  },
  accounts: {
    list: { body: accountListRequestSchema.optional(), response: z.array(accountSchema) },
    quick: { response: z.array(accountSchema) },
    get: { params: idParams, response: accountSchema },
    save: { body: saveAccountRequestSchema, response: accountSchema },
    remove: { params: idParams, response: z.null() },
  },
  categories: {
    list: { response: z.array(categorySchema) },
    saveCategory: { body: saveCategoryRequestSchema, response: saved },
    changeCategory: { body: patchCategoryRequestSchema, response: z.null() },
    saveSubcategory: { body: saveSubcategoryRequestSchema, response: saved },
    mergeSubcategory: { params: mergeSubcategoryParams, response: mergeResultSchema },
  },
  transactions: {
    list: { body: transactionListRequestSchema.optional(), response: z.array(transactionSchema) },
    get: { params: idParams, response: transactionSchema },
    save: { body: saveTransactionRequestSchema, response: transactionSchema },
    remove: { params: idParams, response: z.null() },
    quick: { body: quickTransactionRequestSchema, response: transactionSchema },
    search: { body: transactionSearchRequestSchema, response: z.array(transactionSchema) },
    searchTotal: { body: transactionSearchRequestSchema, response: transactionSearchTotalSchema },
    bulkUpdate: { body: bulkUpdateRequestSchema, response: bulkUpdateResultSchema },
    unlock: { params: idParams, response: transactionSchema },
    restore: { params: idParams, response: transactionSchema },
    openUndos: { params: idParams, response: z.array(openUndoSchema) },
    scheduledDraft: { params: scheduledPaymentParams, response: transactionSchema },
  },
  undo: {
    apply: { params: idParams, response: undoResultSchema },
  },
  history: {
    transaction: { params: idParams, response: historySchema },
    account: { params: idParams, response: historySchema },
    budget: { params: idParams, response: historySchema },
    schedule: { params: idParams, response: historySchema },
    category: { params: idParams, response: historySchema },
  },
  tags: {
    list: { query: tagListQuerySchema, response: z.array(tagSchema) },
    detailed: { body: tagsDetailedRequestSchema, response: z.array(tagSchema) },
    get: { params: tagIdParams, response: z.union([tagDetailSchema, z.array(tagSchema)]) },
    save: { body: saveTagRequestSchema, response: tagSchema },
  },
  attachments: {
    // The file comes as multipart/form-data, which the upload reads itself.
    upload: { params: transactionIdParams, response: attachmentSchema },
    download: { params: idParams, response: { raw: 'file' } },
    remove: { params: idParams, response: z.null() },
  },
  budgets: {
    list: { response: z.array(budgetSummarySchema) },
    get: { params: idParams, response: budgetSchema },
    save: { body: saveBudgetRequestSchema, response: budgetSchema },
    remove: { params: idParams, response: z.null() },
    periodTransactions: {
      params: budgetPeriodParams,
      query: budgetPeriodTransactionsQuerySchema,
      response: z.array(transactionSchema),
    },
    report: { body: budgetReportRequestSchema, response: z.array(budgetReportSeriesSchema) },
  },
  schedules: {
    list: { response: z.array(scheduleSummarySchema) },
    get: { params: idParams, response: scheduleSchema },
    save: { body: saveScheduleRequestSchema, response: scheduleSchema },
    remove: { params: idParams, response: z.null() },
    upcoming: { body: upcomingRequestSchema.optional(), response: z.array(scheduleEventSchema) },
    calendar: { params: calendarMonthParams, response: calendarSchema },
    pay: { params: schedulePaymentParams, response: transactionSchema },
    saveVariation: { body: scheduleVariationRequestSchema, response: scheduleSchema },
    removeVariation: { params: idParams, response: z.null() },
  },
  scenarios: {
    list: { response: z.array(scenarioSchema) },
    get: { params: idParams, response: scenarioSchema },
    save: { body: saveScenarioRequestSchema, response: scenarioSchema },
    remove: { params: idParams, response: z.null() },
    addSchedule: { params: scenarioScheduleParams, body: scenarioAmountRequestSchema, response: scenarioSchema },
    removeSchedule: { params: scenarioScheduleParams, response: scenarioSchema },
    saveHypothetical: {
      params: scenarioParams,
      body: saveHypotheticalScheduleRequestSchema,
      response: scenarioSchema,
    },
    removeHypothetical: { params: hypotheticalScheduleParams, response: scenarioSchema },
  },
  reports: {
    balanceHistory: { body: balanceHistoryRequestSchema, response: balanceReportSchema },
    balanceForecast: { body: balanceForecastRequestSchema, response: balanceReportSchema },
    cashFlow: { body: monthsRequestSchema, response: z.array(cashFlowRowSchema) },
    categoriesOverTime: { body: categoriesOverTimeRequestSchema, response: z.array(categoriesOverTimeRowSchema) },
    categoryAmount: { body: categoryAmountRequestSchema, response: z.array(categoryAmountRowSchema) },
    netWorth: { body: monthsRequestSchema, response: z.array(netWorthPointSchema) },
  },
  appImports: {
    // The export file comes as multipart/form-data (formFile, app), which the upload reads itself.
    preview: { response: appImportPreviewSchema },
    confirm: { response: appImportResultSchema },
  },
  imports: {
    // The bank file comes as multipart/form-data, which the upload reads itself.
    preview: { params: idParams, response: importPreviewSchema },
    warm: { response: z.null() },
    get: { params: importIdParams, response: importPreviewSchema },
    discard: { params: importIdParams, response: z.null() },
    confirm: { params: importIdParams, body: confirmImportRequestSchema.optional(), response: importResultSchema },
    layout: { params: importIdParams, body: importLayoutRequestSchema, response: importPreviewSchema },
    dateOrder: { params: importIdParams, body: importDateOrderRequestSchema, response: importPreviewSchema },
    layouts: { response: z.array(savedCsvLayoutSchema) },
    saveLayout: { body: saveCsvLayoutRequestSchema, response: savedCsvLayoutSchema },
    removeLayout: { params: idParams, response: z.null() },
    exportLayouts: { response: csvLayoutFileSchema },
    importLayouts: { body: csvLayoutFileSchema, response: csvLayoutImportResultSchema },
    saveChoices: {
      params: importIdParams,
      body: saveImportChoicesRequestSchema,
      response: z.array(importRowChoiceSchema),
    },
    confirmed: { response: z.array(confirmedImportSchema) },
    takeBack: { params: importBatchParams, response: takeBackResultSchema },
    rules: { response: z.array(importRuleSchema) },
    saveRule: { body: saveImportRuleRequestSchema, response: importRuleSchema },
    removeRule: { params: idParams, response: z.null() },
    applyRule: { params: idParams, body: applyRuleRequestSchema, response: applyRuleResultSchema },
    testRule: { body: saveImportRuleRequestSchema, response: ruleTestResultSchema },
    orderRules: { body: orderImportRulesRequestSchema, response: z.array(importRuleSchema) },
  },
  connections: {
    list: { response: connectionListSchema },
    create: { body: createConnectionRequestSchema, response: z.union([connectionSchema, bankConsentStartSchema]) },
    link: { params: idParams, body: linkConnectionAccountRequestSchema, response: connectionSchema },
    unlink: { params: idParams, body: unlinkConnectionAccountRequestSchema, response: connectionSchema },
    sync: { params: idParams, response: syncResultSchema },
    remove: { params: idParams, response: z.null() },
    accountStatus: { params: idParams, response: accountSyncStatusSchema },
    renew: { params: idParams, response: bankConsentStartSchema },
    enableBankingApplication: { response: enableBankingApplicationSchema },
    saveEnableBankingApplication: {
      body: setEnableBankingApplicationRequestSchema,
      response: enableBankingApplicationSchema,
    },
    enableBankingBanks: { query: enableBankingBanksQuerySchema, response: enableBankingBanksSchema },
    enableBankingCallback: { body: enableBankingCallbackRequestSchema, response: connectionSchema },
  },
  investments: {
    list: { response: z.array(investmentSchema) },
    get: { params: idParams, response: investmentDetailSchema },
    save: { body: saveInvestmentRequestSchema, response: investmentDetailSchema },
    remove: { params: idParams, response: z.null() },
    codes: { query: codeChoicesRequestSchema, response: codeChoicesSchema },
    chart: { body: investmentChartRequestSchema, response: investmentChartSchema },
    addPurchase: { params: idParams, body: savePurchaseRequestSchema, response: investmentDetailSchema },
    removePurchase: { params: purchaseParams, response: investmentDetailSchema },
  },
  docs: {
    openApi: { response: { raw: 'openapi-document' } },
  },
} as const satisfies { [G in keyof typeof apiRoutes]: { [N in keyof (typeof apiRoutes)[G]]: RouteSchemas } };
