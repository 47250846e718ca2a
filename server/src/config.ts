/** Everything the server reads from its environment, parsed once. Defaults work with nothing set. */
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { REMOTE_NAMES, REMOTE_PACKAGES, remotesConfigSchema, type RemoteName, type RemotesConfig } from '@storefront/shared/contracts';

const REPO_ROOT = path.resolve(__dirname, '../..');

const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /**
   * Which peers may state the client's address and protocol (X-Forwarded-For/-Proto): 'false' (default: nobody,
   * the socket's address counts), a comma-separated list of proxy addresses or CIDR ranges, or 'true' (anyone).
   */
  TRUST_PROXY: z.string().default('false'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  PUBLIC_URL: z.string().url().optional(),
  CDN_BASE: z.string().default('/cdn'),
  REMOTES_JSON: z.string().optional(),
  SESSION_SECRET: z.string().min(32).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Serve the shell's and remotes' builds from this process (single-process mode). */
  SERVE_APPS: z.enum(['true', 'false']).default('true'),
  APPS_DIR: z.string().default(REPO_ROOT),
  POSTHOG_KEY: z.string().optional(),
  /** Where /brgest forwards posthog-js traffic; unset: events are decoded and stored. */
  POSTHOG_HOST: z.string().url().optional(),
  SENTRY_DSN: z.string().optional(),
  /** Outgoing mail (sign-in codes, form notifications), e.g. smtp://user:pass@smtp.example.com:587. */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('FreshKart <no-reply@freshkart.example>'),
  /** SMS gateway webhook: receives POST {to, message} as JSON for codes sent to phones. */
  SMS_WEBHOOK_URL: z.string().url().optional(),
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  /** Which build of the server this is (set by the image build or the deploy script), shown by /s/api/health. */
  STOREFRONT_BUILD_ID: z.string().default('local'),
  /** Razorpay live or test-mode keys; with none set, payments go to the server's own sandbox. */
  RAZORPAY_KEY_ID: z.string().optional(),
  RAZORPAY_KEY_SECRET: z.string().optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
  RAZORPAY_API_BASE: z.string().url().default('https://api.razorpay.com'),
  RAZORPAY_CHECKOUT_SCRIPT: z.string().url().default('https://checkout.razorpay.com/v1/checkout.js'),
  /** Cashfree PG credentials (webhooks are signed with the secret key); with none set, the sandbox is used. */
  CASHFREE_APP_ID: z.string().optional(),
  CASHFREE_SECRET_KEY: z.string().optional(),
  CASHFREE_ENV: z.enum(['sandbox', 'production']).default('sandbox'),
  CASHFREE_API_BASE: z.string().url().optional(),
  CASHFREE_CHECKOUT_SCRIPT: z.string().url().default('https://sdk.cashfree.com/js/v3/cashfree.js'),
  /** How long a call to Razorpay or Cashfree may take before the shopper is told the provider is unreachable. */
  PROVIDER_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** Sign-in codes one client address may ask for in an hour; raise it when many shoppers share one address. */
  OTP_CODES_PER_ADDRESS_PER_HOUR: z.coerce.number().int().positive().default(20),
});

/** A provider's live settings; null means "not configured": the server's sandbox stands in for it. */
export interface RazorpaySettings {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  apiBase: string;
  checkoutScript: string;
}
export interface CashfreeSettings {
  appId: string;
  secretKey: string;
  environment: 'sandbox' | 'production';
  apiBase: string;
  checkoutScript: string;
}

export interface ServerConfig {
  env: string;
  production: boolean;
  port: number;
  host: string;
  trustProxy: TrustProxy;
  dataDir: string;
  databaseUrl?: string;
  publicUrl?: string;
  cdnBase: string;
  remotes: RemotesConfig;
  /** Remotes the page renderer reaches elsewhere than browsers do (resolveServerRemotes). */
  serverRemotes: Partial<RemotesConfig>;
  sessionSecret?: string;
  logLevel: string;
  serveApps: boolean;
  appsDir: string;
  posthogKey: string | null;
  posthogHost: string | null;
  sentryDsn: string | null;
  smtpUrl: string | null;
  mailFrom: string;
  smsWebhookUrl: string | null;
  seedDemo: boolean;
  buildId: string;
  razorpay: RazorpaySettings | null;
  cashfree: CashfreeSettings | null;
  providerTimeoutMs: number;
  otpCodesPerAddressPerHour: number;
}

/** The variable that says where one remote lives: REMOTE_CATALOG_URL, REMOTE_CART_CHECKOUT_URL, … */
export const remoteEnvName = (name: RemoteName) => `REMOTE_${REMOTE_PACKAGES[name].replace(/^mfe-/, '').replace(/-/g, '_').toUpperCase()}_URL`;

/** A remote's manifest URL: a full `…/mf-manifest.json` as given, or a base URL it is appended to. */
function manifestUrl(value: string): string {
  if (value.endsWith('.json')) return value;
  return `${value.replace(/\/+$/, '')}/mf-manifest.json`;
}

/**
 * Where this process reaches a remote's builds when not where browsers do (a container network: the shell's renderer
 * loads `http://catalog:8080/…` while browsers load `http://localhost:8081/…`): REMOTE_CATALOG_SERVER_URL, …
 */
export const remoteServerEnvName = (name: RemoteName) => remoteEnvName(name).replace(/_URL$/, '_SERVER_URL');

export function resolveServerRemotes(env: Record<string, string | undefined>): Partial<RemotesConfig> {
  return Object.fromEntries(
    REMOTE_NAMES.flatMap((name) => (env[remoteServerEnvName(name)] ? [[name, manifestUrl(env[remoteServerEnvName(name)]!)]] : [])),
  );
}

export function resolveRemotes(env: Record<string, string | undefined>): RemotesConfig {
  const fromJson: Partial<Record<RemoteName, string>> = env.REMOTES_JSON ? JSON.parse(env.REMOTES_JSON) : {};
  const remotes = Object.fromEntries(
    REMOTE_NAMES.map((name) => {
      const configured = env[remoteEnvName(name)] ?? fromJson[name];
      return [name, configured ? manifestUrl(configured) : `/${REMOTE_PACKAGES[name]}/mf-manifest.json`];
    }),
  );
  return remotesConfigSchema.parse(remotes);
}

export function loadConfig(rawEnv: Record<string, string | undefined> = process.env): ServerConfig {
  // An empty variable (e.g. `DATABASE_URL=` in a compose file) means "not set".
  const env = Object.fromEntries(Object.entries(rawEnv).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    production: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: e.PUBLIC_URL,
    cdnBase: e.CDN_BASE,
    remotes: resolveRemotes(env),
    serverRemotes: resolveServerRemotes(env),
    sessionSecret: e.SESSION_SECRET,
    logLevel: e.LOG_LEVEL,
    serveApps: e.SERVE_APPS === 'true',
    appsDir: path.resolve(e.APPS_DIR),
    posthogKey: e.POSTHOG_KEY ?? null,
    posthogHost: e.POSTHOG_HOST ?? null,
    sentryDsn: e.SENTRY_DSN ?? null,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    smsWebhookUrl: e.SMS_WEBHOOK_URL ?? null,
    seedDemo: e.SEED_DEMO === 'true',
    buildId: e.STOREFRONT_BUILD_ID,
    razorpay: razorpaySettings(e),
    cashfree: cashfreeSettings(e),
    providerTimeoutMs: e.PROVIDER_TIMEOUT_MS,
    otpCodesPerAddressPerHour: e.OTP_CODES_PER_ADDRESS_PER_HOUR,
  };
}

type Env = z.infer<typeof envSchema>;

/** Fastify's `trustProxy` (proxy-addr): nobody, everybody, or addresses, ranges and proxy-addr's names. */
export type TrustProxy = boolean | string[];
const PROXY_ADDRESS_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_ADDRESS_NAMES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
}

export function parseTrustProxy(value: string): TrustProxy {
  if (value === 'false') return false;
  if (value === 'true') return true;
  const entries = value.split(',').map((entry) => entry.trim());
  const invalid = entries.find((entry) => !isProxyAddress(entry));
  if (invalid !== undefined) {
    throw new Error(`Invalid environment: TRUST_PROXY: '${invalid}' is not an address, a CIDR range, loopback, linklocal or uniquelocal`);
  }
  return entries;
}

function razorpaySettings(e: Env): RazorpaySettings | null {
  const given = [e.RAZORPAY_KEY_ID, e.RAZORPAY_KEY_SECRET, e.RAZORPAY_WEBHOOK_SECRET].filter(Boolean).length;
  if (given === 0) return null;
  if (given < 3) throw new Error('Invalid environment: set RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET together');
  return {
    keyId: e.RAZORPAY_KEY_ID!,
    keySecret: e.RAZORPAY_KEY_SECRET!,
    webhookSecret: e.RAZORPAY_WEBHOOK_SECRET!,
    apiBase: e.RAZORPAY_API_BASE.replace(/\/+$/, ''),
    checkoutScript: e.RAZORPAY_CHECKOUT_SCRIPT,
  };
}

function cashfreeSettings(e: Env): CashfreeSettings | null {
  if (!e.CASHFREE_APP_ID && !e.CASHFREE_SECRET_KEY) return null;
  if (!e.CASHFREE_APP_ID || !e.CASHFREE_SECRET_KEY) throw new Error('Invalid environment: set CASHFREE_APP_ID and CASHFREE_SECRET_KEY together');
  const defaultBase = e.CASHFREE_ENV === 'production' ? 'https://api.cashfree.com' : 'https://sandbox.cashfree.com';
  return {
    appId: e.CASHFREE_APP_ID,
    secretKey: e.CASHFREE_SECRET_KEY,
    environment: e.CASHFREE_ENV,
    apiBase: (e.CASHFREE_API_BASE ?? defaultBase).replace(/\/+$/, ''),
    checkoutScript: e.CASHFREE_CHECKOUT_SCRIPT,
  };
}
