import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import type { OperatorIdentity } from '../shared/operator';
import { projectRoot } from './lib/project-root';

/**
 * The configuration contract (README.md#configuration). This is the one module that reads process.env;
 * everything else receives a `Config`.
 */

const emptyToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const optionalUrl = (protocols: string[]) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .url()
      .refine((value) => protocols.some((protocol) => value.startsWith(`${protocol}:`)), {
        message: `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
      })
      .optional(),
  );

/** An international number as people dial it: '+1 416 555 0100', '+254 712 345 678'. */
const whatsappNumber = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .regex(/^\+[1-9][0-9 ]{6,18}$/, 'must be an international number such as +254 712 345 678')
    .optional(),
);

const envSchema = z.object({
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65_535).default(3000)),
  HOST: z.preprocess(emptyToUndefined, z.string().default('127.0.0.1')),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data/local')),
  DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
  REDIS_URL: optionalUrl(['redis', 'rediss']),
  ADMIN_USERNAME: optionalString,
  ADMIN_PASSWORD: optionalString,
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_PUBLISHABLE_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** Where the Stripe SDK sends its requests; only tests point it elsewhere (a local server speaking Stripe's protocol). */
  STRIPE_API_URL: optionalUrl(['http', 'https']),
  AI_API_KEY: optionalString,
  AI_BASE_URL: optionalUrl(['http', 'https']),
  AI_MODEL: z.preprocess(emptyToUndefined, z.string().default('gpt-4o')),
  SMTP_URL: optionalUrl(['smtp', 'smtps']),
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().default('Maple Bridge <no-reply@localhost>')),
  PUBLIC_URL: optionalUrl(['http', 'https']),
  MPESA_CONSUMER_KEY: optionalString,
  MPESA_CONSUMER_SECRET: optionalString,
  MPESA_SHORTCODE: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\d{5,7}$/, 'must be a paybill or till number (5-7 digits)')
      .optional(),
  ),
  MPESA_PASSKEY: optionalString,
  MPESA_ENV: z.preprocess(emptyToUndefined, z.enum(['sandbox', 'production']).default('sandbox')),
  /** Where Daraja is reached; only tests point it elsewhere (a local server speaking Daraja's protocol). */
  MPESA_BASE_URL: optionalUrl(['http', 'https']),
  /** The one shilling price: charged by M-Pesa and shown on every page (docs/decisions/031-one-way-per-thing.md). */
  MPESA_PRICE_KES: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(250_000).default(28_500)),
  /** Payment requests a day to one phone, and from one account (docs/product.md#m-pesa). */
  MPESA_DAILY_PUSHES_PER_PHONE: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100).default(5)),
  MPESA_DAILY_PUSHES_PER_ACCOUNT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100).default(5)),
  FUNNEL_INTERVAL_MINUTES: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(1440).default(15)),
  /** Visits stored per client address and UTC day (docs/product.md#visits); more are answered but not kept. */
  VISITS_PER_ADDRESS_PER_DAY: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(1_000_000).default(500)),
  /** Visits stored per UTC day from everyone together: the table's growth has a ceiling whatever the addresses. */
  VISITS_PER_DAY: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100_000_000).default(50_000)),
  /** Days after a payment within which a member may ask for a refund (docs/product.md#refunds). */
  REFUND_WINDOW_DAYS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(365).default(14)),
  /** Who runs the service (docs/product.md#operator-identity): shown on /about, the footer, receipts and e-mails. */
  OPERATOR_LEGAL_NAME: optionalString,
  OPERATOR_REGISTRATION_NUMBER: optionalString,
  OPERATOR_POSTAL_ADDRESS: optionalString,
  SUPPORT_EMAIL: z.preprocess(emptyToUndefined, z.string().email('must be an e-mail address').optional()),
  SUPPORT_WHATSAPP_CANADA: whatsappNumber,
  SUPPORT_WHATSAPP_KENYA: whatsappNumber,
  NODE_ENV: z.preprocess(emptyToUndefined, z.enum(['development', 'production', 'test']).default('development')),
  TRUST_PROXY: z.preprocess(emptyToUndefined, z.string().optional()),
  LOG_LEVEL: z.preprocess(emptyToUndefined, z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info')),
});

export type DatabaseConfig =
  | { kind: 'postgres'; url: string }
  /**
   * dataDir null keeps the embedded database in memory (tests). The embedded server listens only on a
   * Unix socket in socketDir (null: a private temporary directory), never on a TCP port.
   */
  | {
      kind: 'pglite';
      dataDir: string | null;
      socketDir: string | null;
      /**
       * In memory only: the database starts as a copy of this file (PGlite's dumpDataDir) instead of an empty
       * cluster. The tests start each database from one migrated copy (test-support/pglite-global-setup.ts).
       */
      startFrom?: string;
    };

/**
 * Which proxies may tell us the client's address through X-Forwarded-For: none (the default; the
 * header is ignored), the nearest N hops, or the listed addresses and CIDR ranges.
 */
export type TrustProxy = false | number | string[];

/** Names proxy-addr understands beside addresses and CIDR ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/** TRUST_PROXY: unset/false/0 → off; a whole number → that many hops; else a comma-separated list. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const trimmed = value?.trim().toLowerCase();
  if (!trimmed || trimmed === 'false' || trimmed === '0') return false;
  if (/^\d{1,2}$/.test(trimmed)) return Number(trimmed);
  const entries = trimmed
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.filter((entry) => !isAddressOrRange(entry));
  if (entries.length === 0 || bad.length > 0) {
    throw new ConfigError(
      `Invalid configuration: TRUST_PROXY must be a hop count (1-99), or addresses and CIDR ranges separated by commas (not ${bad.join(', ') || value})`,
    );
  }
  return entries;
}

/**
 * The example identity a development or test start shows, each value saying which variable replaces it;
 * production refuses to start without the real ones.
 */
export const EXAMPLE_OPERATOR: OperatorIdentity = {
  legalName: 'Example Operator Ltd (example — set OPERATOR_LEGAL_NAME)',
  registrationNumber: 'PVT-EXAMPLE (example — set OPERATOR_REGISTRATION_NUMBER)',
  postalAddress: 'P.O. Box 00000-00100, Nairobi, Kenya (example — set OPERATOR_POSTAL_ADDRESS)',
  supportEmail: 'support@example.com',
  // No example number: a made-up number could belong to someone. Without one, pages show the e-mail alone.
  whatsappKenya: '',
  whatsappCanada: '',
};

/** The settings production cannot start without: the operator's identity (docs/product.md#operator-identity). */
const OPERATOR_VARIABLES = ['OPERATOR_LEGAL_NAME', 'OPERATOR_REGISTRATION_NUMBER', 'OPERATOR_POSTAL_ADDRESS', 'SUPPORT_EMAIL'] as const;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseConfig;
  redisUrl: string | undefined;
  admin: { username: string | undefined; password: string | undefined };
  stripe:
    | {
        secretKey: string;
        publishableKey: string | undefined;
        webhookSecret: string | undefined;
        /** STRIPE_API_URL: undefined is Stripe's own API (api.stripe.com). */
        api?: { host: string; port: number; protocol: 'http' | 'https' };
      }
    | undefined;
  ai: { apiKey: string; baseUrl: string | undefined; model: string } | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  trustProxy: TrustProxy;
  funnelIntervalMinutes: number;
  /** Visits stored per address and per UTC day, and in total per UTC day (docs/product.md#visits). */
  visitCaps: { perAddressPerDay: number; perDay: number };
  /** Who runs the service and how to reach support (docs/product.md#operator-identity); example values outside production. */
  operator: OperatorIdentity;
  /** Support's WhatsApp numbers, shown on the flyer when set (docs/product.md#support-contact). */
  /**
   * Safaricom's Daraja API for M-Pesa payments (docs/product.md#m-pesa); undefined without keys: the offline
   * M-Pesa sandbox answers instead, except in production, where M-Pesa is then not offered.
   */
  mpesa:
    | { consumerKey: string; consumerSecret: string; shortcode: string; passkey: string; env: 'sandbox' | 'production'; baseUrl: string }
    | undefined;
  /** The membership's M-Pesa price in whole shillings, fixed by the operator. */
  mpesaPriceKes: number;
  /** The daily caps on M-Pesa payment requests per phone and per account (docs/product.md#m-pesa). */
  mpesaDailyPushesPerPhone: number;
  mpesaDailyPushesPerAccount: number;
  /** Days after a payment within which a refund may be asked for, counted from the payment date. */
  refundWindowDays: number;
  nodeEnv: 'development' | 'production' | 'test';
  logLevel: string;
  /** Where the built SPA lives; null serves the API only (tests, `npm run dev`). */
  clientDir: string | null;
}

/** The Stripe SDK takes a host, a port and a protocol rather than a URL. */
function stripeApiLocation(url: string) {
  const { hostname, port, protocol } = new URL(url);
  const https = protocol === 'https:';
  return { host: hostname, port: port ? Number(port) : https ? 443 : 80, protocol: https ? ('https' as const) : ('http' as const) };
}

/** A configuration value that cannot be used; the message names the variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const e = parsed.data;

  if (e.NODE_ENV === 'production') {
    // The sandbox payment provider would hand out memberships for test cards, and the outbox would leave
    // password-reset links in the log: neither belongs in production.
    const missing = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET', 'PUBLIC_URL', 'SMTP_URL'].filter(
      (name) => !env[name]?.trim(),
    );
    if (missing.length > 0) {
      throw new ConfigError(
        `Invalid configuration: NODE_ENV=production requires ${missing.join(', ')} (the sandbox payment provider and the e-mail outbox are refused in production)`,
      );
    }
  }
  if (e.NODE_ENV === 'production') {
    // Members decide whether to trust us on who runs the service: no example identity in production.
    const missing: string[] = OPERATOR_VARIABLES.filter((name) => !e[name]);
    if (!e.SUPPORT_WHATSAPP_CANADA && !e.SUPPORT_WHATSAPP_KENYA) missing.push('SUPPORT_WHATSAPP_KENYA or SUPPORT_WHATSAPP_CANADA');
    if (missing.length > 0) {
      throw new ConfigError(
        `Invalid configuration: NODE_ENV=production requires the operator's identity: ${missing.join(', ')} (shown on /about, receipts and e-mails)`,
      );
    }
  }
  if (!e.STRIPE_SECRET_KEY && e.PUBLIC_URL?.startsWith('https:')) {
    // An https address means real visitors; test cards must not buy them a membership.
    throw new ConfigError(
      'Invalid configuration: PUBLIC_URL is https but STRIPE_SECRET_KEY is unset (the sandbox payment provider is refused on a public https site)',
    );
  }
  const trustProxy = parseTrustProxy(e.TRUST_PROXY);
  if (e.ADMIN_USERNAME && !e.ADMIN_PASSWORD) {
    throw new ConfigError('Invalid configuration: ADMIN_PASSWORD must be set when ADMIN_USERNAME is set');
  }

  const mpesaKeys = ['MPESA_CONSUMER_KEY', 'MPESA_CONSUMER_SECRET', 'MPESA_SHORTCODE', 'MPESA_PASSKEY'] as const;
  const mpesaMissing = mpesaKeys.filter((name) => !e[name]);
  if (mpesaMissing.length > 0 && mpesaMissing.length < mpesaKeys.length) {
    throw new ConfigError(`Invalid configuration: M-Pesa needs ${mpesaKeys.join(', ')} together (missing ${mpesaMissing.join(', ')})`);
  }

  const dataDir = path.resolve(cwd, e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite'), socketDir: path.join(dataDir, 'pglite-socket') },
    redisUrl: e.REDIS_URL,
    admin: { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD },
    stripe: e.STRIPE_SECRET_KEY
      ? {
          secretKey: e.STRIPE_SECRET_KEY,
          publishableKey: e.STRIPE_PUBLISHABLE_KEY,
          webhookSecret: e.STRIPE_WEBHOOK_SECRET,
          api: e.STRIPE_API_URL ? stripeApiLocation(e.STRIPE_API_URL) : undefined,
        }
      : undefined,
    ai: e.AI_API_KEY ? { apiKey: e.AI_API_KEY, baseUrl: e.AI_BASE_URL, model: e.AI_MODEL } : undefined,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    trustProxy,
    funnelIntervalMinutes: e.FUNNEL_INTERVAL_MINUTES,
    visitCaps: { perAddressPerDay: e.VISITS_PER_ADDRESS_PER_DAY, perDay: e.VISITS_PER_DAY },
    operator: {
      legalName: e.OPERATOR_LEGAL_NAME ?? EXAMPLE_OPERATOR.legalName,
      registrationNumber: e.OPERATOR_REGISTRATION_NUMBER ?? EXAMPLE_OPERATOR.registrationNumber,
      postalAddress: e.OPERATOR_POSTAL_ADDRESS ?? EXAMPLE_OPERATOR.postalAddress,
      supportEmail: e.SUPPORT_EMAIL ?? EXAMPLE_OPERATOR.supportEmail,
      whatsappKenya: e.SUPPORT_WHATSAPP_KENYA ?? EXAMPLE_OPERATOR.whatsappKenya,
      whatsappCanada: e.SUPPORT_WHATSAPP_CANADA ?? EXAMPLE_OPERATOR.whatsappCanada,
    },
    mpesa:
      e.MPESA_CONSUMER_KEY && e.MPESA_CONSUMER_SECRET && e.MPESA_SHORTCODE && e.MPESA_PASSKEY
        ? {
            consumerKey: e.MPESA_CONSUMER_KEY,
            consumerSecret: e.MPESA_CONSUMER_SECRET,
            shortcode: e.MPESA_SHORTCODE,
            passkey: e.MPESA_PASSKEY,
            env: e.MPESA_ENV,
            baseUrl: (
              e.MPESA_BASE_URL ?? (e.MPESA_ENV === 'production' ? 'https://api.safaricom.co.ke' : 'https://sandbox.safaricom.co.ke')
            ).replace(/\/+$/, ''),
          }
        : undefined,
    mpesaPriceKes: e.MPESA_PRICE_KES,
    mpesaDailyPushesPerPhone: e.MPESA_DAILY_PUSHES_PER_PHONE,
    mpesaDailyPushesPerAccount: e.MPESA_DAILY_PUSHES_PER_ACCOUNT,
    refundWindowDays: e.REFUND_WINDOW_DAYS,
    nodeEnv: e.NODE_ENV,
    logLevel: e.LOG_LEVEL,
    clientDir: path.join(projectRoot(), 'dist', 'client'),
  };
}
