/**
 * Which account each provider adapter uses: the configured live keys, or — with none configured, outside production
 * — keys of the server's own sandbox, generated once and kept in app_settings so every API process agrees on them. In
 * production a provider without keys has no account: the shop does not offer it.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import type { Db } from '../db/client';
import { PAYMENT_PROVIDERS, type PaymentProvider } from '../db/schema';
import { settingOnce } from '../db/settings';
import { cashfreeAdapter, type CashfreeAdapter } from './cashfree';
import { razorpayAdapter, type RazorpayAdapter } from './razorpay';
import { SANDBOX_ORIGIN, fetchTransport, injectTransport } from './transport';

export interface SandboxCredentials {
  razorpay: { keyId: string; keySecret: string; webhookSecret: string };
  cashfree: { appId: string; secretKey: string };
}

const SANDBOX_SETTING = 'payments_sandbox_credentials';
const token = (bytes: number) => randomBytes(bytes).toString('base64url');

export async function sandboxCredentials(db: Db): Promise<SandboxCredentials> {
  const generated: SandboxCredentials = {
    razorpay: { keyId: `rzp_test_${token(10)}`, keySecret: token(24), webhookSecret: token(24) },
    cashfree: { appId: `TEST${token(12)}`, secretKey: `cfsk_test_${token(24)}` },
  };
  return JSON.parse(await settingOnce(db, SANDBOX_SETTING, JSON.stringify(generated))) as SandboxCredentials;
}

export const SANDBOX_PATHS = { razorpay: '/sandbox/razorpay', cashfree: '/sandbox/cashfree' } as const;

export interface RazorpayProviderAccount {
  live: boolean;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** The Checkout.js URL; a path on this server in sandbox mode. */
  checkoutScript: string;
  api: RazorpayAdapter;
}

export interface CashfreeProviderAccount {
  live: boolean;
  appId: string;
  secretKey: string;
  environment: 'sandbox' | 'production';
  checkoutScript: string;
  api: CashfreeAdapter;
}

/** Each provider's account; null for a provider the shop cannot take payments through. */
export interface ProviderAccounts {
  razorpay: RazorpayProviderAccount | null;
  cashfree: CashfreeProviderAccount | null;
}

/** The providers whose payments run in the server's own sandbox: those without keys, never in production. */
export function sandboxedProviders(config: Pick<ServerConfig, 'production' | 'razorpay' | 'cashfree'>): PaymentProvider[] {
  if (config.production) return [];
  return PAYMENT_PROVIDERS.filter((provider) => config[provider] === null);
}

/** `app` serves the sandbox in-process for the providers that have no keys configured (outside production). */
export async function providerAccounts(db: Db, config: ServerConfig, app: FastifyInstance): Promise<ProviderAccounts> {
  const sandboxed = sandboxedProviders(config);
  const sandbox = sandboxed.length > 0 ? await sandboxCredentials(db) : null;
  const inProcess = injectTransport(app);
  const live = fetchTransport(config.providerTimeoutMs);
  const razorpay =
    config.razorpay ??
    (sandbox && {
      ...sandbox.razorpay,
      apiBase: `${SANDBOX_ORIGIN}${SANDBOX_PATHS.razorpay}`,
      checkoutScript: `${SANDBOX_PATHS.razorpay}/checkout.js`,
    });
  const cashfree =
    config.cashfree ??
    (sandbox && {
      ...sandbox.cashfree,
      environment: 'sandbox' as const,
      apiBase: `${SANDBOX_ORIGIN}${SANDBOX_PATHS.cashfree}`,
      checkoutScript: `${SANDBOX_PATHS.cashfree}/checkout.js`,
    });
  return {
    razorpay: razorpay && {
      live: config.razorpay !== null,
      keyId: razorpay.keyId,
      keySecret: razorpay.keySecret,
      webhookSecret: razorpay.webhookSecret,
      checkoutScript: razorpay.checkoutScript,
      api: razorpayAdapter(razorpay, config.razorpay ? live : inProcess),
    },
    cashfree: cashfree && {
      live: config.cashfree !== null,
      appId: cashfree.appId,
      secretKey: cashfree.secretKey,
      environment: cashfree.environment,
      checkoutScript: cashfree.checkoutScript,
      api: cashfreeAdapter(cashfree, config.cashfree ? live : inProcess),
    },
  };
}
