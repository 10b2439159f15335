/**
 * User-facing texts from SPEC.md §7–§8, in one place. Server and client import these so that a text
 * changes in exactly one spot.
 */

/** SPEC §8 'General': what a person sees for each HTTP status. */
export const STATUS_MESSAGES = {
  400: 'Invalid request. Please check your information and try again.',
  401: 'Authentication required. Please sign in and try again.',
  403: 'Access denied. Please check your permissions.',
  404: 'Resource not found. Please try again.',
  429: 'Too many requests. Please wait a moment and try again.',
  serverError: 'Server error. Please try again in a moment.',
} as const;

/** SPEC §7 'Shared behaviour': the API client's own failures. */
export const CLIENT_MESSAGES = {
  connectionFailed: 'Connection failed after 3 attempts. Please check your internet connection and try again.',
  /** Mutations are sent once and never retried, so a failure says nothing about attempts. */
  mutationConnectionFailed: 'Connection failed. Please check your internet connection and try again.',
  emptyResponse: 'Empty response from server',
  invalidResponse: 'Invalid response format from server. Please try again.',
} as const;

/** Server texts for failures that belong to no feature. */
export const SERVER_MESSAGES = {
  notFound: 'Resource not found. Please try again.',
  validation: 'Invalid request. Please check your information and try again.',
  malformedJson: 'The request body is not valid JSON.',
  payloadTooLarge: 'The request is too large.',
  unsupportedMediaType: 'Unsupported content type.',
  rateLimited: STATUS_MESSAGES[429],
  databaseBusy: 'The service is busy. Please try again in a moment.',
  internal: STATUS_MESSAGES.serverError,
} as const;

/** SPEC §2 catch-all page. */
export const NOT_FOUND_PAGE = {
  title: '404 Page Not Found',
  hint: 'Did you forget to add the page to the router?',
} as const;

/** SPEC §2 error screen. */
export const ERROR_SCREEN = {
  title: 'Something went wrong',
  subtitle: 'We apologize for the inconvenience. Our team has been notified of this issue.',
  reported: 'This error has been automatically reported to our team.',
  refresh: 'Refresh Page',
  home: 'Go Home',
  helpTitle: 'What you can do',
  helpSteps: ['Refresh the page', 'Return to the homepage', 'Contact support if the problem continues'],
} as const;

/** SPEC §5 validation texts for the sign-in and sign-up forms (browser and server alike). */
export const VALIDATION_MESSAGES = {
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

/** SPEC §5: non-blocking advice shown as 'Recommendation' toasts on sign-up. */
export const PASSWORD_RECOMMENDATIONS = {
  title: 'Recommendation',
  lowercase: 'Add a lowercase letter to make your password stronger.',
  uppercase: 'Add an uppercase letter to make your password stronger.',
  digit: 'Add a number to make your password stronger.',
} as const;

/** SPEC §8 'Sign-in' and 'Sign-up', and the account texts the server sends. */
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

/** SPEC §8 'Admin' and the administrator sign-in texts. */
export const ADMIN_MESSAGES = {
  loginFailedTitle: 'Login Failed',
  invalidCredentials: 'Invalid credentials',
  loginSuccessTitle: 'Login Successful',
  loginSuccess: 'Welcome to the admin dashboard',
  tooManyAttempts: 'Too many requests. Please wait a moment and try again.',
  adminRequired: 'Administrator sign-in required.',
  loggedOut: 'Logged out.',
} as const;

/** Client-only texts of the account screens (SPEC §2 sign-in and sign-up notices, departure 5). */
export const ACCOUNT_MESSAGES = {
  accountCreatedTitle: 'Account Created',
  signedOutTitle: 'Signed Out',
  signOutFailedTitle: 'Sign Out Failed',
  // The URL only says the checkout finished; the server alone decides whether the membership is active.
  paymentReceivedTitle: 'Payment received',
  paymentReceived: 'Thank you for your payment. Sign in to start using your membership.',
  humanitarianTitle: 'Welcome to Maple Bridge',
  humanitarian: 'Your humanitarian access code was accepted. Sign in to start your free 12-month membership.',
  resetFailedTitle: 'Password Reset Failed',
  requestFailedTitle: 'Request Failed',
} as const;

/** SPEC §5/§8 'Checkout' texts and the payment API's own. */
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
  paymentSuccessful: 'Your 12-month membership is active. Sign in to start.',
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
} as const;
