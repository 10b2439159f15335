/**
 * User-facing texts, as docs/product.md quotes them, in one place. Server and client import these so that a text
 * changes in exactly one spot.
 */

export { CLIENT_MESSAGES, ERROR_SCREEN, STATUS_MESSAGES } from './shell-messages';
import { localized } from './i18n/localized';
import { m } from './i18n/paraglide/messages.js';

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
export const NOT_FOUND_PAGE = {
  title: '404 Page Not Found',
  hint: 'Did you forget to add the page to the router?',
} as const;

/** Validation texts of the sign-in and sign-up forms, browser and server alike (docs/product.md#sign-up, docs/product.md#sign-in). */
export const VALIDATION_MESSAGES = {
  /** Sign-up without the box ticked, or with terms older than those in force (docs/product.md#sign-up-consent). */
  termsRequired: 'Please accept the Terms of Service and the Privacy Policy',
  termsStale: 'The Terms of Service or the Privacy Policy changed since this page was opened: reload the page and accept them again',
  firstNameRequired: 'First name is required',
  firstNameMin: 'First name must be at least 2 characters',
  firstNameMax: 'First name must be at most 50 characters',
  firstNameChars: 'First name can only contain letters, spaces, hyphens and apostrophes',
  lastNameRequired: 'Last name is required',
  lastNameMin: 'Last name must be at least 2 characters',
  lastNameMax: 'Last name must be at most 50 characters',
  lastNameChars: 'Last name can only contain letters, spaces, hyphens and apostrophes',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  emailTooLong: 'Email must be at most 254 characters',
  passwordRequired: 'Password is required',
  passwordMin: 'Password must be at least 8 characters',
  passwordMax: 'Password must be at most 128 characters',
  passwordCommon: 'This password is too common. Please choose one that is harder to guess.',
  signInPasswordMin: 'Password must be at least 6 characters',
  confirmRequired: 'Please confirm your password',
  passwordsDontMatch: "Passwords don't match",
  phoneInvalid: 'Phone number can only contain digits, spaces, hyphens, parentheses and a leading +',
  phoneTooShort: 'Phone number must have at least 10 digits',
  tokenInvalid: 'This link is invalid or has expired. Please request a new one.',
  usernameRequired: 'Username is required',
  adminPasswordRequired: 'Password is required',
  reasonRequired: 'Please give a reason',
  forbiddenCharacters: 'This field contains characters that are not allowed (control characters or invalid Unicode)',
} as const;

/** Non-blocking advice shown as 'Recommendation' toasts on sign-up (docs/product.md#sign-up). */
export const PASSWORD_RECOMMENDATIONS = {
  title: 'Recommendation',
  lowercase: 'Add a lowercase letter to make your password stronger.',
  uppercase: 'Add an uppercase letter to make your password stronger.',
  digit: 'Add a number to make your password stronger.',
} as const;

/** Sign-in and sign-up failures, and the account texts the server sends (docs/product.md#accounts). */
export const AUTH_MESSAGES = {
  signInFailedTitle: 'Sign In Failed',
  connectionErrorTitle: 'Connection Error',
  userNotFound: 'No account found with this email. Please create an account first.',
  invalidPassword: 'Incorrect password. Please check your password and try again.',
  connectionError: 'Connection error. Please check your internet connection and try again.',
  missingCredentials: 'Please enter both email and password.',
  signInFallback: 'Invalid email or password. Please try again.',
  accountBlocked: 'Your account has been blocked. Please contact support at support@maplebridge.ca to restore access.',
  tooManySignIns: 'Too many requests. Please wait a moment and try again.',
  signedIn: 'Signed in successfully.',
  signedOut: 'Signed out.',
  registrationFailedTitle: 'Registration Failed',
  emailExists: 'This email is already registered. Try signing in instead.',
  validationFallback: 'Please check all fields and try again.',
  serviceUnavailable: 'Our servers are experiencing high traffic. Please wait a moment and try again.',
  registrationError: 'Registration Error: Unable to create account. Please check your connection and try again.',
  accountCreated: 'Account created. Please check your e-mail to verify your address.',
  paymentRequiredTitle: 'Payment Required',
  paymentRequired: 'Complete your $300 CAD membership payment to access jobs and AI tools.',
  welcomeTitle: 'Welcome back!',
  forgotPasswordSent: 'If an account exists for that e-mail, we have sent a link to reset the password. The link is valid for 60 minutes.',
  passwordReset: 'Your password has been changed. Please sign in with your new password.',
  emailVerified: 'Your e-mail address is verified.',
  authenticationRequired: 'Authentication required. Please sign in and try again.',
  paymentRequiredServer: 'An active membership is required. Please complete your $300 CAD payment.',
  csrfRejected: 'This request was refused because it did not come from this site.',
} as const;

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
export const ACCOUNT_MESSAGES = {
  accountCreatedTitle: 'Account Created',
  signedOutTitle: 'Signed Out',
  signOutFailedTitle: 'Sign Out Failed',
  // The URL only says the checkout finished; the server alone decides whether the membership is active.
  paymentReceivedTitle: 'Payment received',
  paymentReceived: 'Thank you for your payment. Sign in to start using your membership.',
  /** The same news for a member who is still signed in from sign-up: they go straight on (docs/product.md#sign-in). */
  paymentReceivedSignedIn: 'Thank you for your payment. Your 12-month membership is active.',
  humanitarianTitle: 'Welcome to Maple Bridge',
  humanitarian: 'Your humanitarian access code was accepted. Sign in to start your free 12-month membership.',
  humanitarianSignedIn: 'Your humanitarian access code was accepted. Your free 12-month membership is active.',
  resetFailedTitle: 'Password Reset Failed',
  requestFailedTitle: 'Request Failed',
} as const;

/** Application tracking (docs/product.md#applications). */
export const APPLICATION_MESSAGES = {
  statusInvalid: 'Choose one of the application statuses.',
  notesMax: 'Notes can be at most 2,000 characters.',
  jobIdInvalid: 'The job id must be a whole number.',
  idNotUuid: 'The application id is not valid.',
  documentIdInvalid: 'A document id is not valid.',
  tooManyDocuments: 'Attach at most 5 documents to one change.',
  nothingToChange: 'Send a new status, notes or the answer about the employer’s LMIA.',
  employerLmiaInvalid: 'Answer yes, no or not sure (or null to clear the answer).',
  documentsNeedStatus: 'Documents are attached to a status change: send a status with them.',
  alreadyTracked: 'You are already tracking this job.',
  jobNotFound: 'Job not found.',
  documentNotFound: 'One of the attached documents was not found among your saved documents.',
  limitReached: 'You are tracking 500 applications, the most we keep. Remove some you no longer need.',
  historyFull: 'This application has 200 status changes, the most we keep. Change its notes instead, or start a new application.',
  historyPageInvalid: 'The history page must be a whole number from 1 to 10,000.',
  notFound: 'Application not found.',
  deleted: 'The application was removed.',
} as const;

/** The account page (docs/product.md#account-page). */
export const ACCOUNT_PAGE_MESSAGES = {
  placeMax: 'Use at most 100 characters.',
  currentPasswordRequired: 'Current password is required',
  passwordRequired: 'Password is required',
  wrongPassword: 'The password is not correct.',
  idNotUuid: 'The payment id is not valid.',
  noReceipt: 'There is no receipt for this payment.',
  profileSaved: 'Your profile was saved.',
  passwordChanged: 'Your password was changed. You were signed out everywhere else.',
  accountDeleted: 'Your account was deleted.',
  /** Shown on /account after the address is first proven (docs/product.md#account-page). */
  checkDetailsTitle: 'Please check your name and phone',
  checkDetails:
    'Your e-mail address is now confirmed. If someone else created this account with it, the name and phone below may be theirs: correct them if needed, then press Save profile.',
} as const;

/** The job search and job detail API's own texts (docs/product.md#job-search). */
export const JOB_MESSAGES = {
  notFound: 'This job could not be found. It may have been removed.',
  idNotNumber: 'The job id must be a number',
  unknownProvince: 'Unknown province',
  unknownCategory: 'Unknown category',
  teerRange: 'TEER is a number from 0 to 5',
  quarterShape: 'A quarter is written like 2025Q1',
  radiusChoice: 'The radius is 25, 50, 100 or 250 km',
  unknownCity: 'We do not know that city. Pick one from the list, for example "Brampton, ON".',
} as const;

/** Employer pages (docs/product.md#employer-pages). */
export const EMPLOYER_MESSAGES = {
  notFound: 'This employer could not be found. The link may be mistyped.',
} as const;

/** My matches, its API, page and new-quarter e-mail (docs/product.md#my-matches). */
export const MATCHES_MESSAGES = {
  badNoc: 'A NOC code is five digits, for example 31301',
  tooManyNocs: 'Choose at most 8 NOC codes',
  badProvince: 'A province is its two-letter code, for example ON',
  noTitles: 'Add your job titles to your profile to see matches',
  noNocs: 'None of the job titles in your profile matched a NOC code. Add a clearer job title to your profile, or choose a NOC code here.',
  loadFailed: 'Your matches could not be loaded just now. Please try again.',
  unsubscribed: 'You will no longer get an e-mail when a new quarter of approvals is published.',
  invalidLink: 'This link is not valid any more. You can change the e-mail setting on the My matches page.',
} as const;

/** The offer check (docs/product.md#offer-check). */
export const OFFER_CHECK_MESSAGES = {
  nothingToCheck: 'Paste the message or offer, or type the employer, occupation or province to check',
  textTooLong: 'Paste at most 20,000 characters',
  fieldTooLong: 'Each field has at most 200 characters',
  checkFailed: 'The offer check could not answer just now. Please try again.',
} as const;

/** The NOC finder, its API and its page (docs/product.md#noc-finder). */
export const NOC_FINDER_MESSAGES = {
  titleTooShort: 'Type a job title of at least 2 characters',
  titleTooLong: 'A job title has at most 100 characters',
  limitRange: 'limit must be a whole number from 1 to 10',
  noResults: 'No NOC unit group matched this title. Try the plain job name, for example "cook" or "truck driver".',
  searchFailed: 'The NOC finder could not answer just now. Please try again.',
} as const;

/** The CLB converter and the CRS calculator (docs/product.md#calculators): answers outside the rules' grid. */
export const CALCULATOR_MESSAGES = {
  scoreRange: (min: number, max: number, step: number) =>
    step === 1 ? `Enter a whole number from ${min} to ${max}` : `Enter a score from ${min} to ${max}, in steps of ${step}`,
  ageRange: 'Enter your age in whole years',
  yearsRange: 'Enter whole years, from 0',
  levelRange: 'A CLB level is 4 to 10, or below 4',
  unknownChoice: 'Choose one of the listed answers',
  secondWithoutFirst: 'Give your first official language before a second one',
  secondSameLanguage: 'Your second official language must be the other one (English or French)',
} as const;

/** Job alerts: the subscribe box, the pages its e-mail links open, and how an alert is described (docs/product.md#job-alerts). */
export const JOB_ALERT_MESSAGES = {
  savedTitle: 'Job alert saved',
  subscriptionFailedTitle: 'Subscription Failed',
  confirmationSent: 'Check your e-mail to confirm your job alert.',
  limitReached: 'You have 20 job alerts, the most we keep. Unsubscribe from one you no longer need, then try again.',
  confirmed: 'Your job alert is confirmed. You will get a daily e-mail when new matching jobs arrive.',
  unsubscribed: 'You are unsubscribed. You will not get this job alert again.',
  invalidLink: 'This link is invalid or has already been used.',
  pageTitle: 'Job alerts | Maple Bridge',
  pageHeading: 'Maple Bridge job alerts',
  browseJobs: 'Browse jobs',
  home: 'Home',
  allJobs: 'all jobs',
  lmiaOnly: 'positive LMIA only',
  notOwnAddress: 'Job alerts are sent only to the e-mail address of your account, so subscribe with that address.',
  addressNotVerified:
    'Please verify your e-mail address first: job alerts are sent only to a verified address. Use the link in the message we sent you.',
  sentTo: 'Alerts go to the e-mail address of your account.',
} as const;

/** Checkout texts and the payment API's own (docs/product.md#checkout). */
export const PAYMENT_MESSAGES = {
  invalidAmount: 'Invalid payment amount. Membership fee is $300 CAD',
  unknownAccount: 'We could not find an active account for this e-mail. Please create an account first, then pay.',
  noClientSecret: 'Invalid payment response - no client secret received',
  invalidClientSecret: 'Invalid client secret format',
  paymentFailedTitle: 'Payment Failed',
  paymentFailedFallback: 'Payment could not be processed. Please try again.',
  cardDeclined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  incorrectNumber: 'Your card number is incorrect.',
  paymentNotFound:
    'This payment could not be found. Check that you created your account with this e-mail, then reload the page and try again.',
  paymentSuccessfulTitle: 'Payment Successful',
  paymentSuccessful: 'Your 12-month membership is active.',
  setupErrorTitle: 'Payment Setup Error',
  setupTimeout: 'Payment setup is taking too long. Please check your connection and try again.',
  setupConfiguration: 'Payment system temporarily unavailable. Please try again later or contact support.',
  setupConnection: 'Connection error. Please check your internet connection and try again.',
  setupOther: 'Unable to initialize payment. Please refresh the page and try again.',
  accessDeniedTitle: 'Access Denied',
  accessDenied: 'Invalid access code or user not found',
  bothRequired: 'Please enter both email and access code',
  accessGrantedTitle: 'Access Granted',
  accessGranted: '12 months of complimentary membership',
  /** The payment intent's description: Stripe shows it on the receipt. */
  intentDescription: 'Maple Bridge membership, 12 months',
  invalidSignature: 'The webhook signature is invalid or too old.',
  webhookNotConfigured: 'Stripe webhooks are not configured on this server.',
  /** A body naming another account than the session's (docs/product.md#checkout). */
  notYourAccount:
    'You can only pay for the account you are signed in with. To pay for another account, sign out and sign in with that account.',
  /** One payment in flight per member (docs/product.md#one-payment-at-a-time). */
  paymentInFlight: 'A payment for your membership is already under way. Wait for its result before paying again.',
  alreadyMember: (until: string, renewFrom: string) => `You are a member until ${until}. You can renew from ${renewFrom}.`,
  memberUntil: (until: string) => `You are a member until ${until}.`,
  renewFrom: (renewFrom: string) => `Renewal opens on ${renewFrom}, 30 days before your membership ends. Nothing renews automatically.`,
  renewalNote: (until: string) => `Renewing adds 12 months from ${until}, when your current membership ends, so no days are lost.`,
  goToJobs: 'Go to the jobs',
  accountLink: 'See your account',
} as const;

/**
 * A membership date as members read it, e.g. "10 March 2027" (UTC, as the server stores it): the same on the
 * server's refusals and the checkout's screens.
 */
export function formatMembershipDate(iso: string | Date): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(iso));
}

/**
 * An amount as members read it, from minor units and an ISO currency code: "$300.00 CAD" for a card payment,
 * "KES 28,500" for M-Pesa (whole shillings). Shared by the account page, the receipt and the admin lists.
 */
export function formatMoney(amountCents: number, currency: string): string {
  const code = currency.toUpperCase();
  if (code === 'KES') return `KES ${Math.round(amountCents / 100).toLocaleString('en-CA')}`;
  const amount = (amountCents / 100).toLocaleString('en-CA', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return code === 'CAD' || code === 'USD' ? `$${amount} ${code}` : `${amount} ${code}`;
}

/** A payment's status in words, for the member's history and receipts and the administrator's lists (docs/product.md#account-page). */
export const PAYMENT_STATUS_WORDS = {
  succeeded: 'Paid',
  refunded: 'Refunded',
  disputed: 'Disputed: access suspended until the bank decides',
  failed: 'Failed',
  requires_payment: 'Not paid: checkout opened, nothing charged',
} as const;

/** The M-Pesa checkout (docs/product.md#m-pesa). */
export const MPESA_MESSAGES = {
  choiceLabel: 'M-Pesa',
  phoneLabel: 'M-Pesa phone number',
  phoneHint: 'The Safaricom number that will pay, e.g. 0712 345 678',
  phoneRequired: 'Please enter your M-Pesa phone number.',
  phoneInvalid: 'Enter a Kenyan mobile number such as 0712 345 678 or +254 712 345 678.',
  sendRequest: 'Send payment request',
  checkPhone: 'Check your phone and enter your M-Pesa PIN',
  pending: 'Waiting for you to enter your M-Pesa PIN on your phone.',
  succeeded: 'M-Pesa payment received. Your 12-month membership is active.',
  cancelled: 'You cancelled the payment request on your phone. Nothing was charged.',
  insufficientFunds: 'Your M-Pesa balance is not enough for this payment. Top up, then try again.',
  noAnswer: 'Your phone did not answer the payment request. Check that it is on and has signal, then try again.',
  wrongPin: 'The M-Pesa PIN was wrong. Nothing was charged. Try again and enter your PIN carefully.',
  timedOut: 'The payment request expired before it was approved. Nothing was charged. Try again.',
  failed: 'M-Pesa could not complete the payment. Nothing was charged. Please try again.',
  underReview:
    'M-Pesa reported a payment that does not match the price. We are checking it and will write to you; please do not pay again meanwhile.',
  tryAgain: 'Try again',
  requestFailed: 'M-Pesa could not send the payment request right now. Please try again in a minute, or pay by card.',
  paymentNotFound: 'This M-Pesa payment could not be found.',
  notAvailable: 'M-Pesa payments are not available right now. Please pay by card.',
  tooManyRequests: 'Too many payment requests were sent to this phone. Please wait 10 minutes, then try again.',
  /** The daily caps (docs/product.md#m-pesa): per phone and per account. */
  dailyLimit: 'Too many M-Pesa payment requests today. Please try again tomorrow, or pay by card.',
  /** After a cancelled or unanswered request the next waits a little longer each time. */
  backOff: (wait: string) => `The last payment request was cancelled or not answered. You can send another in ${wait}.`,
  invalidCallback: 'This callback is not recognised.',
  /** The payment request's description on the member's phone (Daraja allows 13 characters). */
  transactionDesc: 'Membership',
  /** What the member's statement names the payment with (Daraja allows 12 characters). */
  accountReference: 'MapleBridge',
  methodLabel: 'M-Pesa',
} as const;

/** The M-Pesa panel of /checkout (docs/product.md#checkout): what the page says around MPESA_MESSAGES. */
export const MPESA_CHECKOUT_MESSAGES = {
  formLabel: 'M-Pesa payment',
  intro: 'Pay in Kenyan shillings from your phone. We send a payment request to your M-Pesa; you approve it with your PIN.',
  amountLabel: 'Amount to pay',
  amountNote: 'A fixed price in Kenyan shillings for the same 12-month membership. Nothing renews automatically.',
  /** The order summary's note while the M-Pesa choice is open. */
  summaryNote: 'Paid once in Kenyan shillings by M-Pesa, at a fixed price. Nothing renews automatically.',
  sending: 'Sending…',
  sandboxTitle: 'TEST MODE',
  sandboxHint: (succeeds: string) => `Test mode — no money moves and no phone rings. Use ${succeeds} (or any other number) to succeed, or:`,
  sandboxOutcomes: {
    cancelled: 'cancelled on the phone',
    insufficientFunds: 'not enough balance',
    noAnswer: 'the phone does not answer',
    wrongPin: 'wrong PIN',
  },
  sentTo: (amount: string, phone: string) => `A payment request for ${amount} was sent to ${phone}.`,
  /** The countdown as shown; the live region reads the coarser `timeLeftSpoken`. */
  timeLeft: (clock: string) => `${clock} left to approve`,
  timeLeftSpoken: (words: string) => `About ${words} left to approve the payment request.`,
  stillChecking: 'The request has expired on your phone. Checking one last time with M-Pesa…',
  slowConnection: 'Your connection seems slow. Still checking with M-Pesa…',
  notPrompted: 'No prompt on your phone? Make sure it is unlocked and on, then wait for the time to run out and try again.',
  paidTitle: 'Payment received',
  failedTitle: 'Payment not completed',
  requestErrorTitle: 'The payment request was not sent',
} as const;

/** The documents API (docs/product.md#documents). */
export const DOCUMENT_MESSAGES = {
  provinceCode: 'A province is its two-letter code, for example ON',
  limitReached: 'You have 200 saved documents, the most we keep. Delete some you no longer need, then try again.',
  requiredFields: 'Please fill in all required fields.',
  resumeTextTooLong: 'The resume text is too long (at most 50,000 characters).',
  parsedResumeTooLong: 'The resume is too long (at most 50,000 characters in all).',
  notFound: 'This document could not be found.',
  deleted: 'The document was deleted.',
  idNotUuid: 'A document id is a UUID.',
  /** Saved documents' titles. */
  resumeTitle: (jobTitle: string) => `Resume — ${jobTitle}`,
  coverLetterTitle: (company: string) => `Cover letter — ${company}`,
  personalStatementTitle: (purpose: string) => `Personal statement — ${purpose}`,
  convertedResumeTitle: (template: string) => `Converted resume — ${template}`,
} as const;

/** What the member (or an administrator) reads when the configured AI model cannot be used for a document. */
export const DOCUMENT_ENGINE_MESSAGES = {
  /** A document came from the built-in writer because the model's answer was unusable. */
  writerFallback: "The AI model's answer could not be used, so the built-in writer wrote this document.",
  /** A parsed resume is the built-in parser's first pass because the model's correction was unusable. */
  parserFallback: "The AI model's answer could not be used, so the built-in parser's result is shown.",
  authentication: 'The AI provider rejected the API key. An administrator should check the AI provider key (AI_API_KEY).',
  /** `seconds` is the engine's configured time limit (60 by default). */
  timeout: (seconds: number) => `The AI provider did not answer within ${formatSeconds(seconds)}. Please try again.`,
  rateLimited: 'The AI provider is busy. Please try again in a minute.',
  unavailable: 'The AI provider could not be reached. Please try again later.',
} as const;

function formatSeconds(seconds: number): string {
  const shown = Number.isInteger(seconds) ? String(seconds) : String(Math.round(seconds * 10) / 10);
  return `${shown} ${shown === '1' ? 'second' : 'seconds'}`;
}

/**
 * Toasts and notices of the document pages (/ai-tools, /resume-converter): each failure's title is the
 * action that failed; its description is the server's message when there is one, else the fallback here.
 */
export const DOCUMENT_UI_MESSAGES = {
  missingInformation: { title: 'Missing Information', description: 'Please fill in all required fields.' },
  noContent: { title: 'No Content', description: 'Generate or open a document first.' },
  resumeFailed: {
    title: 'Error Generating Resume',
    description:
      'The resume could not be generated. Please try again; if it keeps failing, an administrator should check the AI provider key.',
  },
  coverLetterFailed: { title: 'Error Generating Cover Letter', description: 'The cover letter could not be generated. Please try again.' },
  personalStatementFailed: {
    title: 'Error Generating Personal Statement',
    description: 'The personal statement could not be generated. Please try again.',
  },
  parsingFailed: { title: 'Parsing Failed', description: 'The resume text could not be read. Please check it and try again.' },
  conversionFailed: { title: 'Conversion Failed', description: 'The resume could not be converted. Please try again.' },
  templatesFailed: { title: 'Template Generation Failed', description: 'The five templates could not be generated. Please try again.' },
  processingFailed: { title: 'Processing Failed', description: 'The resume could not be parsed and converted. Please try again.' },
  wordFailed: {
    title: 'Download Failed',
    description: 'Could not generate the Word document. Please try again, or download the text file.',
  },
  pdfFailed: { title: 'PDF Preview Failed', description: 'Could not generate the PDF. Please try again, or download the Word file.' },
  invalidFileType: {
    title: 'Invalid File Type',
    /** `detected` names what the file is, e.g. "a PNG image". */
    description: (detected: string, accepted: string) => `This file is ${detected}. Please upload ${accepted}, or paste the text instead.`,
  },
  fileTooLarge: {
    title: 'File Too Large',
    description: (sizeMb: string) =>
      `This file is ${sizeMb} MB; the limit is 5 MB. Please upload a smaller file or paste the text instead.`,
  },
  pdfParsingFailed: {
    title: 'PDF Parsing Failed',
    description:
      'Could not extract text from this PDF. The file might be image-based (a scan) or corrupted. Please paste the text of your resume manually.',
  },
  /** An old-format .doc file: mammoth reads only .docx. */
  wordDocuments: {
    title: 'Word Documents',
    description: 'Old Word (.doc) files cannot be read. Please save it as .docx or PDF first, or paste the text instead.',
  },
  /** The upload's progress line. */
  reading: {
    file: 'Reading your file…',
    openingPdf: 'Opening the PDF…',
    page: (page: number, pages: number) => `Reading page ${page} of ${pages}…`,
    docx: 'Reading the Word document…',
  },
  fileReadFailed: {
    title: 'File Could Not Be Read',
    description: 'The file could not be read. Please try again or paste the text instead.',
  },
  pdfParsed: {
    title: 'PDF Parsed Successfully',
    description: (pages: number) => `Text read from ${pages} ${pages === 1 ? 'page' : 'pages'}.`,
  },
  fileRead: { title: 'File Read', description: (name: string) => `The text of ${name} is in the resume box.` },
  resumeParsed: { title: 'Resume Parsed Successfully' },
  resumeConverted: { title: 'Resume Converted' },
  templatesGenerated: { title: 'Templates Generated', description: 'All 5 templates are ready.' },
  resumeProcessed: { title: 'Resume Processed Successfully' },
  copied: { title: 'Copied to Clipboard' },
  copyFailed: { title: 'Copy Failed', description: 'Your browser did not allow copying. Select the text and copy it instead.' },
  cleared: { title: 'Content Cleared' },
  documentDeleted: { title: 'Document Deleted' },
  /** The personal details the parser found and left out of every document. */
  excludedDetails: (details: string) => `Left out, as Canadian employers expect: ${details}. Canadian resumes never include these details.`,
} as const;

/** The job enhancement panel on /jobs (docs/product.md#job-enhancement). */
export const JOB_ENHANCEMENT_MESSAGES = {
  jobNotFound: 'This job could not be found, so there is no advice for it. It may have been removed: choose another job from the list.',
  failed: { title: 'Enhancement Failed', description: 'Failed to enhance job information with AI.' },
  succeeded: { title: 'Job Information Enhanced Successfully' },
  enhanceAnother: 'Enhance Another Job',
} as const;

/** Refunds (docs/product.md#refunds): the member's request and the administrator's decision. */
export const REFUND_MESSAGES = {
  title: 'Refunds',
  intro: 'You can ask for a refund of a payment within the refund window, counted from the payment date.',
  ask: 'Ask for a refund',
  reasonLabel: 'Why are you asking? (optional)',
  reasonMax: 'Please keep the reason under 500 characters.',
  submit: 'Send the request',
  requested: 'Your refund request was sent. We will e-mail you when it is decided.',
  windowOpenUntil: 'Refundable until',
  noneRefundable: 'No payment can be refunded now.',
  consequence: 'A refund of your first payment ends your access; a refund of a renewal removes the 12 months it added.',
  states: { pending: 'Refund requested: waiting for a decision', refunded: 'Refunded', declined: 'Refund declined' },
  windowClosed: 'The refund window for this payment has closed.',
  notRefundable: 'Only a paid payment can be refunded.',
  notFound: 'Refund request not found.',
  alreadyDecided: 'This refund request was already decided.',
  refunded: 'The payment was refunded.',
  declined: 'The refund request was declined.',
  reversalRequired: 'Enter the M-Pesa reversal transaction id (10 capital letters and digits).',
  reversalShape: 'An M-Pesa transaction id is 10 capital letters and digits, e.g. SGR7K2M4QX.',
  disputed: 'This payment is disputed with the bank: it cannot be refunded until the dispute is decided.',
} as const;
