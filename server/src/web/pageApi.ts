/**
 * How the page renderer reads the API for a page's data: in the process that serves the API (single-process mode),
 * through its own routes without a socket; in the shell's deployable of a split deployment, over HTTP from the API
 * processes, which never run any remote's code.
 */
import type { FastifyInstance } from 'fastify';
import { API_BASE_PATH } from '@storefront/shared/contracts';
import { upstreamPool } from '../deploy/upstreams';

export interface ApiAnswer {
  status: number;
  body: string;
  setCookies: string[];
}

/** GETs an API path (`/api/…`) with the visitor's headers. */
export type PageApi = (apiPath: string, headers: Record<string, string>) => Promise<ApiAnswer>;

/** Longest a page waits for one API answer over HTTP; the page is then sent without it (the browser asks). */
const HTTP_TIMEOUT_MS = 3000;

const asList = (value: string | string[] | undefined) => (Array.isArray(value) ? value : value ? [value] : []);

/** The API of this process, called through its routes and hooks as a browser's call would be. */
export function injectedApi(app: FastifyInstance): PageApi {
  return async (apiPath, headers) => {
    const response = await app.inject({ method: 'GET', url: `${API_BASE_PATH}${apiPath}`, headers });
    return { status: response.statusCode, body: response.body, setCookies: asList(response.headers['set-cookie']) };
  };
}

/**
 * The API processes at `apiUrls` (their own origins, not the public one), asked in turn; one that cannot be reached
 * sits out a while and the next one is asked (these are GETs), one that does not answer in time is not asked again.
 */
export function httpApi(apiUrls: readonly string[]): PageApi {
  if (apiUrls.length === 0) throw new Error('The page renderer needs at least one API URL');
  const apis = upstreamPool(apiUrls);
  const ask = async (apiPath: string, headers: Record<string, string>, tried: string[]): Promise<ApiAnswer> => {
    const base = apis.next(tried)!;
    try {
      const response = await fetch(new URL(`${API_BASE_PATH}${apiPath}`, base), { headers, signal: AbortSignal.timeout(HTTP_TIMEOUT_MS) });
      return { status: response.status, body: await response.text(), setCookies: response.headers.getSetCookie() };
    } catch (error) {
      apis.failed(base);
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      if (timedOut || tried.length + 1 === apis.size) throw error;
      return ask(apiPath, headers, [...tried, base]);
    }
  };
  return (apiPath, headers) => ask(apiPath, headers, []);
}
