import { z } from 'zod';
import type { HttpTransport } from './transport';

/** A provider call that failed: unreachable, refused, or answered something we do not understand. */
export class ProviderError extends Error {
  constructor(
    readonly provider: string,
    message: string,
    readonly status: number | null = null,
  ) {
    super(`${provider}: ${message}`);
    this.name = 'ProviderError';
  }
}

/** Sends one JSON request and parses the answer with `schema`; every failure becomes a ProviderError. */
export async function callProvider<T>(
  provider: string,
  transport: HttpTransport,
  url: string,
  init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: unknown },
  schema: z.ZodType<T>,
): Promise<T> {
  let response: Response;
  try {
    response = await transport(url, {
      method: init.method,
      headers: { accept: 'application/json', ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), ...init.headers },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  } catch (error) {
    throw new ProviderError(provider, `unreachable (${(error as Error).message})`);
  }
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ProviderError(provider, `answered ${response.status} with a body that is not JSON`, response.status);
  }
  if (!response.ok) throw new ProviderError(provider, `answered ${response.status}: ${text.slice(0, 300)}`, response.status);
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new ProviderError(provider, `unexpected answer: ${parsed.error.issues[0]?.message}`, response.status);
  return parsed.data;
}
