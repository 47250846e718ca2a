/** How the sign-in screens read the API's refusals (`{message, field?}` bodies carried by ApiError). */
import { ApiError, apiErrorBodySchema } from '@storefront/shared';

/** The form field a refusal is about (e.g. 'email' for a taken email), if the server named one. */
export function refusedField(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const body = apiErrorBodySchema.safeParse(error.response.data);
  return body.success ? body.data.field : undefined;
}

/** Too many tries: the server asks the shopper to wait (its message says how long). */
export const isRateLimited = (error: unknown) => error instanceof ApiError && error.status === 429;

/** How many seconds a rate-limit refusal asks the shopper to wait; undefined for any other error. */
export function retryAfterSeconds(error: unknown): number | undefined {
  if (!isRateLimited(error)) return undefined;
  const body = apiErrorBodySchema.safeParse((error as ApiError).response.data);
  return body.success ? body.data.retry_after : undefined;
}

/** No account has this phone or email: the shopper should register. */
export const isUnknownAccount = (error: unknown) => error instanceof ApiError && error.status === 404 && refusedField(error) === 'identifier';
