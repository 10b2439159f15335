import {
  adminPaymentListSchema,
  adminUserActionResponseSchema,
  adminUserListSchema,
  analyticsSchema,
  auditListSchema,
  dashboardSummarySchema,
  lmiaQuarterListSchema,
  lmiaUploadResponseSchema,
} from '../../shared/schemas/admin';
import { adminLoginResponseSchema, adminVerifyResponseSchema, authStatusSchema, meResponseSchema } from '../../shared/schemas/auth';
import { messageResponseSchema, signInResponseSchema, signUpResponseSchema } from '../../shared/schemas/auth';
import { applicationListSchema, applicationResponseSchema } from '../../shared/schemas/applications';
import { clientErrorResponseSchema } from '../../shared/schemas/client-error';
import { contactsSchema } from '../../shared/schemas/contacts';
import {
  convertResumeResponseSchema,
  documentDetailSchema,
  documentEngineSchema,
  documentListSchema,
  documentResponseSchema,
  parseAndConvertResponseSchema,
  parseResumeResponseSchema,
  resumeTemplatesResponseSchema,
} from '../../shared/schemas/documents';
import { accountPaymentsResponseSchema, accountProfileResponseSchema } from '../../shared/schemas/account';
import { importProfileResponseSchema, memberProfileResponseSchema } from '../../shared/schemas/profile';
import {
  adminRefundActionResponseSchema,
  adminRefundListSchema,
  memberRefundsResponseSchema,
  refundRequestResponseSchema,
} from '../../shared/schemas/refunds';
import { jobEnhancementResponseSchema } from '../../shared/schemas/job-enhancement';
import { createMpesaPaymentResponseSchema, mpesaPaymentStatusSchema } from '../../shared/schemas/mpesa';
import { funnelActionResponseSchema, funnelStatusSchema } from '../../shared/schemas/funnel';
import {
  jobFilterChoicesSchema,
  jobListSchema,
  jobSamplesSchema,
  jobSearchResultSchema,
  jobViewSchema,
  statsSchema,
} from '../../shared/schemas/jobs';
import { employerResponseSchema } from '../../shared/schemas/employers';
import { nocSearchResponseSchema } from '../../shared/schemas/noc';
import { offerCheckResponseSchema } from '../../shared/schemas/offer-check';
import { matchEmailSettingResponseSchema, matchesResponseSchema } from '../../shared/schemas/matches';
import {
  createPaymentIntentResponseSchema,
  humanitarianAccessResponseSchema,
  humanitarianCodeListSchema,
  issueHumanitarianCodeResponseSchema,
  paymentsConfigSchema,
  checkoutStateSchema,
  sandboxConfirmResponseSchema,
} from '../../shared/schemas/payments';

/**
 * What each call's success body must look like: the same shared zod schemas the server's routes answer
 * with. A call names its contract (`apiRequest('GET', '/api/stats', { contract: 'stats' })`) and gets
 * the matching type. Development and test builds load this module and check every body against it;
 * production builds never load it (docs/decisions/014-code-health.md), so zod stays out of the first visit.
 */
export const apiContracts = {
  /** GET /api/auth/status */
  authStatus: authStatusSchema,
  /** GET /api/auth/me */
  me: meResponseSchema,
  /** POST /api/auth/sign-in */
  signIn: signInResponseSchema,
  /** POST /api/auth/sign-up */
  signUp: signUpResponseSchema,
  /** sign-out, forgot and reset password, e-mail verification, job alerts, admin logout */
  message: messageResponseSchema,
  /** A member's job list (the API client's own tests) */
  jobList: jobListSchema,
  /** GET /api/jobs: a member's jobs or a visitor's teasers */
  jobSearchResult: jobSearchResultSchema,
  /** GET /api/jobs/filters: the streams, quarters and TEERs the data has */
  jobFilterChoices: jobFilterChoicesSchema,
  /** GET /api/employers/:id */
  employer: employerResponseSchema,
  /** GET /api/jobs/samples */
  jobSamples: jobSamplesSchema,
  /** GET /api/noc/search */
  nocSearch: nocSearchResponseSchema,
  /** POST /api/offer-check */
  offerCheck: offerCheckResponseSchema,
  /** GET /api/matches */
  matches: matchesResponseSchema,
  /** GET and PUT /api/matches/email */
  matchEmailSetting: matchEmailSettingResponseSchema,
  /** GET /api/jobs/:id: a member's job with its LMIA history, or a visitor's teaser */
  jobView: jobViewSchema,
  /** GET /api/stats */
  stats: statsSchema,
  /** GET /api/contacts */
  contacts: contactsSchema,
  /** GET /api/job-funnel/status */
  funnelStatus: funnelStatusSchema,
  /** POST /api/job-funnel/start|stop|update */
  funnelAction: funnelActionResponseSchema,
  /** GET /api/payments/config */
  paymentsConfig: paymentsConfigSchema,
  /** GET /api/payments/checkout */
  checkoutState: checkoutStateSchema,
  /** POST /api/create-payment-intent */
  paymentIntent: createPaymentIntentResponseSchema,
  /** POST /api/payments/sandbox/confirm */
  sandboxConfirm: sandboxConfirmResponseSchema,
  /** POST /api/payments/mpesa */
  mpesaPayment: createMpesaPaymentResponseSchema,
  /** GET /api/payments/mpesa/:id */
  mpesaPaymentStatus: mpesaPaymentStatusSchema,
  /** POST /api/humanitarian-access */
  humanitarianAccess: humanitarianAccessResponseSchema,
  /** POST /api/admin/login */
  adminLogin: adminLoginResponseSchema,
  /** GET /api/admin/verify */
  adminVerify: adminVerifyResponseSchema,
  /** GET /api/admin/dashboard */
  adminDashboard: dashboardSummarySchema,
  /** GET /api/admin/users (X-Total-Count) */
  adminUsers: adminUserListSchema,
  /** GET /api/admin/payments (X-Total-Count) */
  adminPayments: adminPaymentListSchema,
  /** GET /api/admin/analytics */
  adminAnalytics: analyticsSchema,
  /** GET /api/admin/audit (X-Total-Count) */
  adminAudit: auditListSchema,
  /** POST /api/admin/users/:userId/block|unblock|grant-membership */
  adminUserAction: adminUserActionResponseSchema,
  /** POST /api/admin/humanitarian-codes */
  issuedAccessCode: issueHumanitarianCodeResponseSchema,
  /** GET /api/admin/humanitarian-codes */
  accessCodes: humanitarianCodeListSchema,
  /** POST /api/ai/resume|cover-letter|personal-statement */
  document: documentResponseSchema,
  /** POST /api/ai/parse-resume */
  parsedResume: parseResumeResponseSchema,
  /** POST /api/ai/convert-resume */
  convertedResume: convertResumeResponseSchema,
  /** POST /api/ai/resume-templates */
  resumeTemplates: resumeTemplatesResponseSchema,
  /** POST /api/ai/parse-and-convert */
  parseAndConvert: parseAndConvertResponseSchema,
  /** GET /api/documents */
  documentList: documentListSchema,
  /** GET /api/documents/:id */
  documentDetail: documentDetailSchema,
  /** GET /api/ai/engine */
  documentEngine: documentEngineSchema,
  /** GET /api/applications */
  applications: applicationListSchema,
  /** POST /api/applications, GET and PATCH /api/applications/:id */
  application: applicationResponseSchema,
  /** POST /api/ai/update-job-info */
  jobEnhancement: jobEnhancementResponseSchema,
  /** POST /api/client-errors */
  clientError: clientErrorResponseSchema,
  /** GET and PATCH /api/account/profile */
  accountProfile: accountProfileResponseSchema,
  /** GET, PUT and DELETE /api/profile, PUT and DELETE /api/profile/draft */
  memberProfile: memberProfileResponseSchema,
  /** POST /api/profile/import */
  importedProfile: importProfileResponseSchema,
  /** GET /api/account/payments */
  accountPayments: accountPaymentsResponseSchema,
  /** GET /api/account/refunds */
  accountRefunds: memberRefundsResponseSchema,
  /** POST /api/account/payments/:id/refund-request */
  refundRequest: refundRequestResponseSchema,
  /** GET /api/admin/refunds */
  adminRefunds: adminRefundListSchema,
  /** POST /api/admin/refunds/:id/refund and /decline */
  adminRefundAction: adminRefundActionResponseSchema,
  /** GET /api/admin/lmia-quarters */
  adminLmiaQuarters: lmiaQuarterListSchema,
  /** POST /api/admin/lmia-quarters */
  adminLmiaUpload: lmiaUploadResponseSchema,
} as const;

export type ApiContracts = typeof apiContracts;
