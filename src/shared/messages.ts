/**
 * User-facing texts, as docs/product.md quotes them, in one place. Server and client import these so that a text
 * changes in exactly one spot. The texts themselves are in the message catalogues (src/shared/i18n/messages/shared),
 * read in the language of the moment: each table is `localized({...})` (docs/i18n/conventions.md), and a table that
 * also holds texts with parameters adds them with `Object.assign`, as functions that read their message when called.
 * The admin console's tables stay English (docs/i18n/conventions.md#what-stays-english).
 */

export { CLIENT_MESSAGES, ERROR_SCREEN, STATUS_MESSAGES } from './shell-messages';
import { INTL_LOCALE } from './i18n/locale';
import { localized } from './i18n/localized';
import { m } from './i18n/paraglide/messages.js';
import { getLocale } from './i18n/paraglide/runtime.js';

/** Server texts for failures that belong to no feature, in the request's language (i18n/localized.ts). */
export const SERVER_MESSAGES = localized({
  notFound: m.status_404,
  validation: m.status_400,
  malformedJson: m.server_malformed_json,
  payloadTooLarge: m.server_payload_too_large,
  headersTooLarge: m.server_headers_too_large,
  requestTimeout: m.server_request_timeout,
  unsupportedMediaType: m.server_unsupported_media_type,
  rateLimited: m.status_429,
  databaseBusy: m.server_database_busy,
  internal: m.status_server_error,
});

/** The catch-all page (docs/product.md#not-found-page). */
export const NOT_FOUND_PAGE = localized({
  title: m.shared_not_found_page_title,
  hint: m.shared_not_found_page_hint,
});

/** Validation texts of the sign-in and sign-up forms, browser and server alike (docs/product.md#sign-up, docs/product.md#sign-in). */
export const VALIDATION_MESSAGES = localized({
  /** Sign-up without the box ticked, or with terms older than those in force (docs/product.md#sign-up-consent). */
  termsRequired: m.shared_validation_terms_required,
  termsStale: m.shared_validation_terms_stale,
  firstNameRequired: m.shared_validation_first_name_required,
  firstNameMin: m.shared_validation_first_name_min,
  firstNameMax: m.shared_validation_first_name_max,
  firstNameChars: m.shared_validation_first_name_chars,
  lastNameRequired: m.shared_validation_last_name_required,
  lastNameMin: m.shared_validation_last_name_min,
  lastNameMax: m.shared_validation_last_name_max,
  lastNameChars: m.shared_validation_last_name_chars,
  emailRequired: m.shared_validation_email_required,
  emailInvalid: m.shared_validation_email_invalid,
  emailTooLong: m.shared_validation_email_too_long,
  passwordRequired: m.shared_validation_password_required,
  passwordMin: m.shared_validation_password_min,
  passwordMax: m.shared_validation_password_max,
  passwordCommon: m.shared_validation_password_common,
  signInPasswordMin: m.shared_validation_sign_in_password_min,
  confirmRequired: m.shared_validation_confirm_required,
  passwordsDontMatch: m.shared_validation_passwords_dont_match,
  phoneInvalid: m.shared_validation_phone_invalid,
  phoneTooShort: m.shared_validation_phone_too_short,
  tokenInvalid: m.shared_validation_token_invalid,
  usernameRequired: m.shared_validation_username_required,
  adminPasswordRequired: m.shared_validation_admin_password_required,
  reasonRequired: m.shared_validation_reason_required,
  forbiddenCharacters: m.shared_validation_forbidden_characters,
});

/** Non-blocking advice shown as 'Recommendation' toasts on sign-up (docs/product.md#sign-up). */
export const PASSWORD_RECOMMENDATIONS = localized({
  title: m.shared_password_recommendations_title,
  lowercase: m.shared_password_recommendations_lowercase,
  uppercase: m.shared_password_recommendations_uppercase,
  digit: m.shared_password_recommendations_digit,
});

/** Sign-in and sign-up failures, and the account texts the server sends (docs/product.md#accounts). */
export const AUTH_MESSAGES = localized({
  signInFailedTitle: m.shared_auth_sign_in_failed_title,
  connectionErrorTitle: m.shared_auth_connection_error_title,
  userNotFound: m.shared_auth_user_not_found,
  invalidPassword: m.shared_auth_invalid_password,
  connectionError: m.shared_auth_connection_error,
  missingCredentials: m.shared_auth_missing_credentials,
  signInFallback: m.shared_auth_sign_in_fallback,
  accountBlocked: m.shared_auth_account_blocked,
  tooManySignIns: m.shared_auth_too_many_sign_ins,
  signedIn: m.shared_auth_signed_in,
  signedOut: m.shared_auth_signed_out,
  registrationFailedTitle: m.shared_auth_registration_failed_title,
  emailExists: m.shared_auth_email_exists,
  validationFallback: m.shared_auth_validation_fallback,
  serviceUnavailable: m.shared_auth_service_unavailable,
  registrationError: m.shared_auth_registration_error,
  accountCreated: m.shared_auth_account_created,
  paymentRequiredTitle: m.shared_auth_payment_required_title,
  paymentRequired: m.shared_auth_payment_required,
  welcomeTitle: m.shared_auth_welcome_title,
  forgotPasswordSent: m.shared_auth_forgot_password_sent,
  passwordReset: m.shared_auth_password_reset,
  emailVerified: m.shared_auth_email_verified,
  authenticationRequired: m.shared_auth_authentication_required,
  paymentRequiredServer: m.shared_auth_payment_required_server,
  csrfRejected: m.shared_auth_csrf_rejected,
});

/** The administrator sign-in texts (docs/product.md#administrator-sign-in). */
export const ADMIN_MESSAGES = {
  loginFailedTitle: 'Login Failed',
  invalidCredentials: 'Invalid credentials',
  loginSuccessTitle: 'Login Successful',
  loginSuccess: 'Welcome to the admin dashboard',
  tooManyAttempts: 'Too many requests. Please wait a moment and try again.',
  adminRequired: 'Administrator sign-in required.',
  loggedOut: 'Logged out.',
} as const;

/**
 * The administrator's console (docs/product.md#admin-dashboard): the server's answers and the page's texts.
 * Titles come from the client's brief; the descriptions under them are ours.
 */
export const ADMIN_CONSOLE_MESSAGES = {
  verifying: 'Verifying admin credentials...',
  reasonRequired: 'Please give a reason.',
  userNotFound: 'User not found.',
  alreadyBlocked: 'This account is already blocked.',
  notBlocked: 'This account is not blocked.',
  alreadyMember: 'This user already has an active membership.',
  userBlocked: 'User blocked successfully',
  userUnblocked: 'User unblocked successfully',
  membershipGrantedTitle: 'Membership Granted',
  membershipGranted: 'User now has complimentary 12-month access',
  blockErrorTitle: 'Error blocking user',
  unblockErrorTitle: 'Error unblocking user',
  grantErrorTitle: 'Error granting membership',
  /** The reason the grant dialog starts with. */
  defaultGrantReason: 'Admin granted complimentary access',
  noUsers: 'No Users Yet',
  noUsersMatching: 'No users match this search.',
  noBlockedUsers: 'No Blocked Users',
  noAnalytics: 'No Analytics Data',
  noRecentActivity: 'No Recent Activity',
  noPayments: 'No Payment History',
  noCodes: 'No access codes issued yet.',
  noAudit: 'No audit entries match.',
  codeIssuedTitle: 'Access code issued',
  codeIssued: 'Copy it now: it is shown only once.',
  codeIssueErrorTitle: 'Error issuing access code',
  copiedTitle: 'Copied to Clipboard',
  copyFailedTitle: 'Copy Failed',
  copyFailed: 'Select the code and copy it yourself.',
  csvErrorTitle: 'Export failed',
  loadError: 'Could not load this list. Try again.',
  unknownCountry: 'Unknown',
} as const;

/** The job funnel's controls (docs/product.md#job-funnel); `busy` goes with errorCode FUNNEL_BUSY (409). */
/** The console's LMIA data section (docs/product.md#lmia-data). */
export const LMIA_UPLOAD_MESSAGES = {
  wrongType: 'Upload the quarter as a .csv or .xlsx file, as ESDC publishes it.',
  /** Followed by the reader's own words: which line, what is wrong. */
  unreadablePrefix: 'This file cannot be read as a positive-LMIA list: ',
  empty: 'The file is empty.',
  loaded: (label: string, inserted: number, jobs: number) =>
    `Loaded ${label}: ${inserted.toLocaleString('en-CA')} rows, ${jobs.toLocaleString('en-CA')} jobs.`,
  alreadyLoaded: (label: string, inserted: number) =>
    inserted === 0
      ? `${label} is already loaded: nothing was added and nothing duplicated.`
      : `${label} was already loaded: ${inserted.toLocaleString('en-CA')} rows it lacked were added, nothing duplicated.`,
} as const;

export const FUNNEL_MESSAGES = {
  started: 'AI Job Funnel System started successfully! Jobs are being aggregated from across the web.',
  updated: 'Manual update completed! Fresh jobs have been added from all sources.',
  stopped: 'AI Job Funnel System stopped. Scheduled updates are paused.',
  busy: 'Another update is running. Try again in a minute.',
} as const;

/** Client-only texts of the account screens: sign-in and sign-up notices, sign-out (docs/product.md#accounts). */
export const ACCOUNT_MESSAGES = localized({
  accountCreatedTitle: m.shared_account_account_created_title,
  signedOutTitle: m.shared_account_signed_out_title,
  signOutFailedTitle: m.shared_account_sign_out_failed_title,
  // The URL only says the checkout finished; the server alone decides whether the membership is active.
  paymentReceivedTitle: m.shared_account_payment_received_title,
  paymentReceived: m.shared_account_payment_received,
  /** The same news for a member who is still signed in from sign-up: they go straight on (docs/product.md#sign-in). */
  paymentReceivedSignedIn: m.shared_account_payment_received_signed_in,
  humanitarianTitle: m.shared_account_humanitarian_title,
  humanitarian: m.shared_account_humanitarian,
  humanitarianSignedIn: m.shared_account_humanitarian_signed_in,
  resetFailedTitle: m.shared_account_reset_failed_title,
  requestFailedTitle: m.shared_account_request_failed_title,
});

/** Application tracking (docs/product.md#applications). */
export const APPLICATION_MESSAGES = localized({
  statusInvalid: m.shared_application_status_invalid,
  notesMax: m.shared_application_notes_max,
  jobIdInvalid: m.shared_application_job_id_invalid,
  idNotUuid: m.shared_application_id_not_uuid,
  documentIdInvalid: m.shared_application_document_id_invalid,
  tooManyDocuments: m.shared_application_too_many_documents,
  nothingToChange: m.shared_application_nothing_to_change,
  employerLmiaInvalid: m.shared_application_employer_lmia_invalid,
  documentsNeedStatus: m.shared_application_documents_need_status,
  alreadyTracked: m.shared_application_already_tracked,
  jobNotFound: m.shared_application_job_not_found,
  documentNotFound: m.shared_application_document_not_found,
  limitReached: m.shared_application_limit_reached,
  historyFull: m.shared_application_history_full,
  historyPageInvalid: m.shared_application_history_page_invalid,
  notFound: m.shared_application_not_found,
  deleted: m.shared_application_deleted,
});

/** The account page (docs/product.md#account-page). */
export const ACCOUNT_PAGE_MESSAGES = localized({
  placeMax: m.shared_account_page_place_max,
  currentPasswordRequired: m.shared_account_page_current_password_required,
  passwordRequired: m.shared_account_page_password_required,
  wrongPassword: m.shared_account_page_wrong_password,
  idNotUuid: m.shared_account_page_id_not_uuid,
  noReceipt: m.shared_account_page_no_receipt,
  profileSaved: m.shared_account_page_profile_saved,
  passwordChanged: m.shared_account_page_password_changed,
  accountDeleted: m.shared_account_page_account_deleted,
  /** Shown on /account after the address is first proven (docs/product.md#account-page). */
  checkDetailsTitle: m.shared_account_page_check_details_title,
  checkDetails: m.shared_account_page_check_details,
});

/** The job search and job detail API's own texts (docs/product.md#job-search). */
export const JOB_MESSAGES = localized({
  notFound: m.shared_job_not_found,
  idNotNumber: m.shared_job_id_not_number,
  unknownProvince: m.shared_job_unknown_province,
  unknownCategory: m.shared_job_unknown_category,
  teerRange: m.shared_job_teer_range,
  quarterShape: m.shared_job_quarter_shape,
  radiusChoice: m.shared_job_radius_choice,
  unknownCity: m.shared_job_unknown_city,
});

/** Employer pages (docs/product.md#employer-pages). */
export const EMPLOYER_MESSAGES = localized({
  notFound: m.shared_employer_not_found,
});

/** My matches, its API, page and new-quarter e-mail (docs/product.md#my-matches). */
export const MATCHES_MESSAGES = Object.assign(
  localized({
    badNoc: m.shared_matches_bad_noc,
    tooManyNocs: m.shared_matches_too_many_nocs,
    badProvince: m.shared_matches_bad_province,
    noTitles: m.shared_matches_no_titles,
    noNocs: m.shared_matches_no_nocs,
    loadFailed: m.shared_matches_load_failed,
    unsubscribed: m.shared_matches_unsubscribed,
    invalidLink: m.shared_matches_invalid_link,
    /** The page the e-mail's unsubscribe link opens. */
    emailPageTitle: m.shared_matches_email_page_title,
    emailPageHeading: m.shared_matches_email_page_heading,
    myMatches: m.shared_matches_my_matches,
    home: m.shared_matches_home,
  }),
  { unknownNoc: (code: string) => m.shared_matches_unknown_noc({ code }) },
);

/** The offer check (docs/product.md#offer-check). */
export const OFFER_CHECK_MESSAGES = localized({
  nothingToCheck: m.shared_offer_check_nothing_to_check,
  textTooLong: m.shared_offer_check_text_too_long,
  fieldTooLong: m.shared_offer_check_field_too_long,
  checkFailed: m.shared_offer_check_check_failed,
});

/** The NOC finder, its API and its page (docs/product.md#noc-finder). */
export const NOC_FINDER_MESSAGES = localized({
  titleTooShort: m.shared_noc_finder_title_too_short,
  titleTooLong: m.shared_noc_finder_title_too_long,
  limitRange: m.shared_noc_finder_limit_range,
  noResults: m.shared_noc_finder_no_results,
  searchFailed: m.shared_noc_finder_search_failed,
});

/** The CLB converter and the CRS calculator (docs/product.md#calculators): answers outside the rules' grid. */
export const CALCULATOR_MESSAGES = Object.assign(
  localized({
    ageRange: m.shared_calculator_age_range,
    yearsRange: m.shared_calculator_years_range,
    levelRange: m.shared_calculator_level_range,
    unknownChoice: m.shared_calculator_unknown_choice,
    secondWithoutFirst: m.shared_calculator_second_without_first,
    secondSameLanguage: m.shared_calculator_second_same_language,
  }),
  {
    scoreRange: (min: number, max: number, step: number) =>
      step === 1
        ? m.shared_calculator_score_range_whole({ min: String(min), max: String(max) })
        : m.shared_calculator_score_range_step({ min: String(min), max: String(max), step: String(step) }),
  },
);

/** Job alerts: the subscribe box, the pages its e-mail links open, and how an alert is described (docs/product.md#job-alerts). */
export const JOB_ALERT_MESSAGES = localized({
  savedTitle: m.shared_job_alert_saved_title,
  subscriptionFailedTitle: m.shared_job_alert_subscription_failed_title,
  confirmationSent: m.shared_job_alert_confirmation_sent,
  limitReached: m.shared_job_alert_limit_reached,
  confirmed: m.shared_job_alert_confirmed,
  unsubscribed: m.shared_job_alert_unsubscribed,
  invalidLink: m.shared_job_alert_invalid_link,
  pageTitle: m.shared_job_alert_page_title,
  pageHeading: m.shared_job_alert_page_heading,
  browseJobs: m.shared_job_alert_browse_jobs,
  home: m.shared_job_alert_home,
  allJobs: m.shared_job_alert_all_jobs,
  lmiaOnly: m.shared_job_alert_lmia_only,
  notOwnAddress: m.shared_job_alert_not_own_address,
  addressNotVerified: m.shared_job_alert_address_not_verified,
  sentTo: m.shared_job_alert_sent_to,
});

/** Checkout texts and the payment API's own (docs/product.md#checkout). */
export const PAYMENT_MESSAGES = Object.assign(
  localized({
    invalidAmount: m.shared_payment_invalid_amount,
    unknownAccount: m.shared_payment_unknown_account,
    paymentFailedTitle: m.shared_payment_payment_failed_title,
    paymentFailedFallback: m.shared_payment_payment_failed_fallback,
    cardDeclined: m.shared_payment_card_declined,
    insufficientFunds: m.shared_payment_insufficient_funds,
    incorrectNumber: m.shared_payment_incorrect_number,
    paymentNotFound: m.shared_payment_payment_not_found,
    paymentSuccessfulTitle: m.shared_payment_payment_successful_title,
    paymentSuccessful: m.shared_payment_payment_successful,
    setupErrorTitle: m.shared_payment_setup_error_title,
    setupTimeout: m.shared_payment_setup_timeout,
    setupConfiguration: m.shared_payment_setup_configuration,
    setupConnection: m.shared_payment_setup_connection,
    setupOther: m.shared_payment_setup_other,
    accessDeniedTitle: m.shared_payment_access_denied_title,
    accessDenied: m.shared_payment_access_denied,
    bothRequired: m.shared_payment_both_required,
    accessGrantedTitle: m.shared_payment_access_granted_title,
    accessGranted: m.shared_payment_access_granted,
    /** The payment intent's description: Stripe shows it on the receipt. */
    intentDescription: m.shared_payment_intent_description,
    /** A body naming another account than the session's (docs/product.md#checkout). */
    notYourAccount: m.shared_payment_not_your_account,
    /** One payment in flight per member (docs/product.md#one-payment-at-a-time). */
    paymentInFlight: m.shared_payment_payment_in_flight,
    goToJobs: m.shared_payment_go_to_jobs,
    /** How a member paid, in their payment history, when the payment did not record it. */
    methodCard: m.shared_payment_method_card,
    methodSandboxCard: m.shared_payment_method_sandbox_card,
    accountLink: m.shared_payment_account_link,
  }),
  {
    alreadyMember: (until: string, renewFrom: string) => m.shared_payment_already_member({ until, renewFrom }),
    memberUntil: (until: string) => m.shared_payment_member_until({ until }),
    renewFrom: (renewFrom: string) => m.shared_payment_renew_from({ renewFrom }),
    renewalNote: (until: string) => m.shared_payment_renewal_note({ until }),
    // Developers' and Stripe's texts, never a member's: English like the admin console.
    noClientSecret: 'Invalid payment response - no client secret received',
    invalidClientSecret: 'Invalid client secret format',
    invalidSignature: 'The webhook signature is invalid or too old.',
    webhookNotConfigured: 'Stripe webhooks are not configured on this server.',
  } as const,
);

/**
 * A membership date as members read it, e.g. "10 March 2027" (UTC, as the server stores it): the same on the
 * server's refusals and the checkout's screens.
 */
export function formatMembershipDate(iso: string | Date): string {
  // en-GB, not INTL_LOCALE.en: members read the day before the month ("10 March 2027").
  return new Intl.DateTimeFormat(getLocale() === 'sw' ? INTL_LOCALE.sw : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(iso));
}

// In the page's or the request's language (docs/i18n/conventions.md).
export { formatMoney } from './format-money';

/** A payment's status in words, for the member's history and receipts and the administrator's lists (docs/product.md#account-page). */
export const PAYMENT_STATUS_WORDS = localized({
  succeeded: m.shared_payment_status_words_succeeded,
  refunded: m.shared_payment_status_words_refunded,
  disputed: m.shared_payment_status_words_disputed,
  failed: m.shared_payment_status_words_failed,
  requires_payment: m.shared_payment_status_words_requires_payment,
});

/** The M-Pesa checkout (docs/product.md#m-pesa). */
export const MPESA_MESSAGES = Object.assign(
  localized({
    phoneLabel: m.shared_mpesa_phone_label,
    phoneHint: m.shared_mpesa_phone_hint,
    phoneRequired: m.shared_mpesa_phone_required,
    phoneInvalid: m.shared_mpesa_phone_invalid,
    sendRequest: m.shared_mpesa_send_request,
    checkPhone: m.shared_mpesa_check_phone,
    pending: m.shared_mpesa_pending,
    succeeded: m.shared_mpesa_succeeded,
    cancelled: m.shared_mpesa_cancelled,
    insufficientFunds: m.shared_mpesa_insufficient_funds,
    noAnswer: m.shared_mpesa_no_answer,
    wrongPin: m.shared_mpesa_wrong_pin,
    timedOut: m.shared_mpesa_timed_out,
    failed: m.shared_mpesa_failed,
    underReview: m.shared_mpesa_under_review,
    tryAgain: m.shared_mpesa_try_again,
    requestFailed: m.shared_mpesa_request_failed,
    paymentNotFound: m.shared_mpesa_payment_not_found,
    notAvailable: m.shared_mpesa_not_available,
    tooManyRequests: m.shared_mpesa_too_many_requests,
    /** The daily caps (docs/product.md#m-pesa): per phone and per account. */
    dailyLimit: m.shared_mpesa_daily_limit,
  }),
  {
    /** After a cancelled or unanswered request the next waits a little longer each time. */
    backOff: (wait: string) => m.shared_mpesa_back_off({ wait }),
    // Names and the texts Safaricom reads, the same in every language.
    choiceLabel: 'M-Pesa',
    methodLabel: 'M-Pesa',
    invalidCallback: 'This callback is not recognised.',
    /** The payment request's description on the member's phone (Daraja allows 13 characters). */
    transactionDesc: 'Membership',
    /** What the member's statement names the payment with (Daraja allows 12 characters). */
    accountReference: 'MapleBridge',
  } as const,
);

/** The M-Pesa panel of /checkout (docs/product.md#checkout): what the page says around MPESA_MESSAGES. */
export const MPESA_CHECKOUT_MESSAGES = Object.assign(
  localized({
    formLabel: m.shared_mpesa_checkout_form_label,
    intro: m.shared_mpesa_checkout_intro,
    amountLabel: m.shared_mpesa_checkout_amount_label,
    amountNote: m.shared_mpesa_checkout_amount_note,
    /** The order summary's note while the M-Pesa choice is open. */
    summaryNote: m.shared_mpesa_checkout_summary_note,
    sending: m.shared_mpesa_checkout_sending,
    sandboxTitle: m.shared_mpesa_checkout_sandbox_title,
    stillChecking: m.shared_mpesa_checkout_still_checking,
    slowConnection: m.shared_mpesa_checkout_slow_connection,
    notPrompted: m.shared_mpesa_checkout_not_prompted,
    paidTitle: m.shared_mpesa_checkout_paid_title,
    failedTitle: m.shared_mpesa_checkout_failed_title,
    requestErrorTitle: m.shared_mpesa_checkout_request_error_title,
  }),
  {
    sandboxHint: (succeeds: string) => m.shared_mpesa_checkout_sandbox_hint({ succeeds }),
    sandboxOutcomes: localized({
      cancelled: m.shared_mpesa_checkout_sandbox_outcomes_cancelled,
      insufficientFunds: m.shared_mpesa_checkout_sandbox_outcomes_insufficient_funds,
      noAnswer: m.shared_mpesa_checkout_sandbox_outcomes_no_answer,
      wrongPin: m.shared_mpesa_checkout_sandbox_outcomes_wrong_pin,
    }),
    sentTo: (amount: string, phone: string) => m.shared_mpesa_checkout_sent_to({ amount, phone }),
    /** The countdown as shown; the live region reads the coarser `timeLeftSpoken`. */
    timeLeft: (clock: string) => m.shared_mpesa_checkout_time_left({ clock }),
    timeLeftSpoken: (words: string) => m.shared_mpesa_checkout_time_left_spoken({ words }),
  },
);

/** The documents API (docs/product.md#documents). */
export const DOCUMENT_MESSAGES = Object.assign(
  localized({
    provinceCode: m.shared_document_province_code,
    limitReached: m.shared_document_limit_reached,
    requiredFields: m.shared_document_required_fields,
    resumeTextTooLong: m.shared_document_resume_text_too_long,
    parsedResumeTooLong: m.shared_document_parsed_resume_too_long,
    notFound: m.shared_document_not_found,
    deleted: m.shared_document_deleted,
    idNotUuid: m.shared_document_id_not_uuid,
  }),
  {
    /** Saved documents' titles, in the language of the member who saved them. */
    resumeTitle: (jobTitle: string) => m.shared_document_resume_title({ jobTitle }),
    coverLetterTitle: (company: string) => m.shared_document_cover_letter_title({ company }),
    personalStatementTitle: (purpose: string) => m.shared_document_personal_statement_title({ purpose }),
    convertedResumeTitle: (template: string) => m.shared_document_converted_resume_title({ template }),
  },
);

/** What the member (or an administrator) reads when the configured AI model cannot be used for a document. */
export const DOCUMENT_ENGINE_MESSAGES = Object.assign(
  localized({
    /** A document came from the built-in writer because the model's answer was unusable. */
    writerFallback: m.shared_document_engine_writer_fallback,
    /** A parsed resume is the built-in parser's first pass because the model's correction was unusable. */
    parserFallback: m.shared_document_engine_parser_fallback,
    authentication: m.shared_document_engine_authentication,
    rateLimited: m.shared_document_engine_rate_limited,
    unavailable: m.shared_document_engine_unavailable,
  }),
  {
    /** `seconds` is the engine's configured time limit (60 by default), shown to a tenth. */
    timeout: (seconds: number) => m.shared_document_engine_timeout({ count: Math.round(seconds * 10) / 10 }),
  },
);

/**
 * Toasts and notices of the document pages (/ai-tools, /resume-converter): each failure's title is the
 * action that failed; its description is the server's message when there is one, else the fallback here.
 */
export const DOCUMENT_UI_MESSAGES = {
  missingInformation: localized({
    title: m.shared_document_ui_missing_information_title,
    description: m.shared_document_ui_missing_information_description,
  }),
  noContent: localized({ title: m.shared_document_ui_no_content_title, description: m.shared_document_ui_no_content_description }),
  resumeFailed: localized({ title: m.shared_document_ui_resume_failed_title, description: m.shared_document_ui_resume_failed_description }),
  coverLetterFailed: localized({
    title: m.shared_document_ui_cover_letter_failed_title,
    description: m.shared_document_ui_cover_letter_failed_description,
  }),
  personalStatementFailed: localized({
    title: m.shared_document_ui_personal_statement_failed_title,
    description: m.shared_document_ui_personal_statement_failed_description,
  }),
  parsingFailed: localized({
    title: m.shared_document_ui_parsing_failed_title,
    description: m.shared_document_ui_parsing_failed_description,
  }),
  conversionFailed: localized({
    title: m.shared_document_ui_conversion_failed_title,
    description: m.shared_document_ui_conversion_failed_description,
  }),
  templatesFailed: localized({
    title: m.shared_document_ui_templates_failed_title,
    description: m.shared_document_ui_templates_failed_description,
  }),
  processingFailed: localized({
    title: m.shared_document_ui_processing_failed_title,
    description: m.shared_document_ui_processing_failed_description,
  }),
  wordFailed: localized({ title: m.shared_document_ui_word_failed_title, description: m.shared_document_ui_word_failed_description }),
  pdfFailed: localized({ title: m.shared_document_ui_pdf_failed_title, description: m.shared_document_ui_pdf_failed_description }),
  invalidFileType: Object.assign(localized({ title: m.shared_document_ui_invalid_file_type_title }), {
    /** `detected` names what the file is, e.g. "a PNG image". */
    description: (detected: string, accepted: string) => m.shared_document_ui_invalid_file_type_description({ detected, accepted }),
  }),
  fileTooLarge: Object.assign(localized({ title: m.shared_document_ui_file_too_large_title }), {
    description: (sizeMb: string) => m.shared_document_ui_file_too_large_description({ sizeMb }),
  }),
  pdfParsingFailed: localized({
    title: m.shared_document_ui_pdf_parsing_failed_title,
    description: m.shared_document_ui_pdf_parsing_failed_description,
  }),
  /** An old-format .doc file: mammoth reads only .docx. */
  wordDocuments: localized({
    title: m.shared_document_ui_word_documents_title,
    description: m.shared_document_ui_word_documents_description,
  }),
  /** The upload's progress line. */
  reading: Object.assign(
    localized({
      file: m.shared_document_ui_reading_file,
      openingPdf: m.shared_document_ui_reading_opening_pdf,
      docx: m.shared_document_ui_reading_docx,
    }),
    { page: (page: number, pages: number) => m.shared_document_ui_reading_page({ page: String(page), pages: String(pages) }) },
  ),
  fileReadFailed: localized({
    title: m.shared_document_ui_file_read_failed_title,
    description: m.shared_document_ui_file_read_failed_description,
  }),
  pdfParsed: Object.assign(localized({ title: m.shared_document_ui_pdf_parsed_title }), {
    description: (pages: number) => m.shared_document_ui_pdf_parsed_description({ count: pages }),
  }),
  fileRead: Object.assign(localized({ title: m.shared_document_ui_file_read_title }), {
    description: (name: string) => m.shared_document_ui_file_read_description({ name }),
  }),
  resumeParsed: localized({ title: m.shared_document_ui_resume_parsed_title }),
  resumeConverted: localized({ title: m.shared_document_ui_resume_converted_title }),
  templatesGenerated: localized({
    title: m.shared_document_ui_templates_generated_title,
    description: m.shared_document_ui_templates_generated_description,
  }),
  resumeProcessed: localized({ title: m.shared_document_ui_resume_processed_title }),
  copied: localized({ title: m.shared_document_ui_copied_title }),
  copyFailed: localized({ title: m.shared_document_ui_copy_failed_title, description: m.shared_document_ui_copy_failed_description }),
  cleared: localized({ title: m.shared_document_ui_cleared_title }),
  documentDeleted: localized({ title: m.shared_document_ui_document_deleted_title }),
  /** The personal details the parser found and left out of every document. */
  excludedDetails: (details: string) => m.shared_document_ui_excluded_details({ details }),
} as const;

/** The job enhancement panel on /jobs (docs/product.md#job-enhancement). */
export const JOB_ENHANCEMENT_MESSAGES = Object.assign(
  localized({ jobNotFound: m.shared_job_enhancement_job_not_found, enhanceAnother: m.shared_job_enhancement_enhance_another }),
  {
    failed: localized({ title: m.shared_job_enhancement_failed_title, description: m.shared_job_enhancement_failed_description }),
    succeeded: localized({ title: m.shared_job_enhancement_succeeded_title }),
  },
);

/** Refunds (docs/product.md#refunds): the member's request and the administrator's decision. */
export const REFUND_MESSAGES = Object.assign(
  localized({
    title: m.shared_refund_title,
    intro: m.shared_refund_intro,
    ask: m.shared_refund_ask,
    reasonLabel: m.shared_refund_reason_label,
    reasonMax: m.shared_refund_reason_max,
    submit: m.shared_refund_submit,
    requested: m.shared_refund_requested,
    windowOpenUntil: m.shared_refund_window_open_until,
    noneRefundable: m.shared_refund_none_refundable,
    consequence: m.shared_refund_consequence,
    windowClosed: m.shared_refund_window_closed,
    notRefundable: m.shared_refund_not_refundable,
    notFound: m.shared_refund_not_found,
    alreadyDecided: m.shared_refund_already_decided,
    refunded: m.shared_refund_refunded,
    declined: m.shared_refund_declined,
    reversalRequired: m.shared_refund_reversal_required,
    reversalShape: m.shared_refund_reversal_shape,
    disputed: m.shared_refund_disputed,
  }),
  {
    states: localized({
      pending: m.shared_refund_states_pending,
      refunded: m.shared_refund_states_refunded,
      declined: m.shared_refund_states_declined,
    }),
  },
);
