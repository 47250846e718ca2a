/**
 * The one way every app talks to the API: base path /s, credentials sent, header x-web-url with the
 * page origin, and before any non-GET an XSRF-TOKEN cookie (fetched from GET /api/cookie and polled for every
 * 300 ms when missing) echoed in X-XSRF-TOKEN. Answers are parsed with the caller's zod schema.
 */
import type { $ZodType } from 'zod/v4/core';
import * as z from 'zod/mini';
import { API_BASE_PATH, MESSAGES, WEB_URL_HEADER, XSRF_COOKIE, XSRF_HEADER, XSRF_POLL_MS, XSRF_WAIT_LIMIT_MS } from '../contracts/constants';
import { ApiError } from '../contracts/errors';
import { apiRequestKey } from '../contracts/listing';
import { API_ANSWERS_ELEMENT_ID, API_REFUSALS_ELEMENT_ID } from '../contracts/routes';
import { readCookie } from './cookies';

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface ApiClientOptions {
  baseUrl?: string;
  fetch?: typeof fetch;
  origin?: () => string;
  cookies?: () => string;
  sleep?: (ms: number) => Promise<void>;
  /** Answers the server wrote into the page, by `apiRequestKey` (default: read once from the page). */
  pageAnswers?: () => Map<string, unknown>;
  /** Refusals the server wrote into the page, by `apiRequestKey` (default: read once from the page). */
  pageRefusals?: () => Map<string, PageRefusal>;
}

/** A GET of the first screen the API refused (a 404 for an unknown product): the browser would be refused the same. */
export interface PageRefusal {
  status: number;
  body: unknown;
}

/** A JSON script element of the page as a map; each entry is used once, by the first identical GET. */
function readPageElement<T>(elementId: string): Map<string, T> {
  const text = typeof document === 'undefined' ? null : document.getElementById(elementId)?.textContent;
  if (!text) return new Map();
  try {
    return new Map(Object.entries(JSON.parse(text) as Record<string, T>));
  } catch {
    return new Map();
  }
}

export interface RequestOptions<T> {
  query?: Query;
  body?: unknown;
  /** Any zod 4 schema (mini or classic), so a remote built against older contracts still parses its answers. */
  schema?: $ZodType<T>;
  signal?: AbortSignal;
}

export function buildQueryString(query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function createApiClient(options: ApiClientOptions = {}) {
  const baseUrl = options.baseUrl ?? API_BASE_PATH;
  const fetchOf = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  // fetch rejects with a TypeError when no answer comes (offline, the shop unreachable): the shopper is told the call
  // needs a connection, in place of the browser's "Failed to fetch". An aborted call stays as it is.
  const doFetch = (input: string, init: RequestInit) =>
    fetchOf(input, init).catch((error: unknown) => {
      throw error instanceof TypeError ? new Error(MESSAGES.noConnection) : error;
    });
  const origin = options.origin ?? (() => window.location.origin);
  const cookies = options.cookies ?? (() => document.cookie);
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  let pageAnswers: Map<string, unknown> | null = null;
  let pageRefusals: Map<string, PageRefusal> | null = null;
  let pendingToken: Promise<string> | null = null;

  /** The answers the server wrote into the page, read at the first call that looks for one. */
  const answersOfPage = () => (pageAnswers ??= (options.pageAnswers ?? (() => readPageElement(API_ANSWERS_ELEMENT_ID)))());

  /** The inlined answer of this GET, taken out so later calls ask the server (the data may have changed). */
  function takePageAnswer(key: string): unknown {
    const answers = answersOfPage();
    const answer = answers.get(key);
    answers.delete(key);
    return answer;
  }

  /** The inlined refusal of this GET as the error a fetch would throw, taken out like an answer. */
  function takePageRefusal(key: string): ApiError | undefined {
    pageRefusals ??= (options.pageRefusals ?? (() => readPageElement<PageRefusal>(API_REFUSALS_ELEMENT_ID)))();
    const refusal = pageRefusals.get(key);
    pageRefusals.delete(key);
    return refusal && typeof refusal.status === 'number' ? new ApiError(refusal.status, refusal.body) : undefined;
  }

  function xsrfToken(): Promise<string> {
    const existing = readCookie(cookies(), XSRF_COOKIE);
    if (existing) return Promise.resolve(existing);
    pendingToken ??= (async () => {
      await doFetch(`${baseUrl}/api/cookie`, { credentials: 'include', headers: { [WEB_URL_HEADER]: origin() } });
      for (let waited = 0; ; waited += XSRF_POLL_MS) {
        const token = readCookie(cookies(), XSRF_COOKIE);
        if (token) return token;
        if (waited >= XSRF_WAIT_LIMIT_MS) throw new Error(MESSAGES.xsrfUnavailable);
        await sleep(XSRF_POLL_MS);
      }
    })().finally(() => {
      pendingToken = null;
    });
    return pendingToken;
  }

  async function request<T>(method: string, path: string, { query, body, schema, signal }: RequestOptions<T> = {}): Promise<T> {
    if (method === 'GET') {
      const key = apiRequestKey(path, query);
      const refusal = takePageRefusal(key);
      if (refusal) throw refusal;
      const inlined = takePageAnswer(key);
      if (inlined !== undefined) return schema ? z.parse(schema, inlined) : (inlined as T);
    }
    const headers: Record<string, string> = { [WEB_URL_HEADER]: origin(), Accept: 'application/json' };
    if (method !== 'GET') headers[XSRF_HEADER] = await xsrfToken();
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await doFetch(`${baseUrl}${path}${buildQueryString(query)}`, {
      method,
      credentials: 'include',
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
    const text = await response.text();
    let data: unknown = text;
    if ((response.headers.get('content-type') ?? '').includes('application/json') && text) data = JSON.parse(text);
    if (!response.ok) throw new ApiError(response.status, data);
    return schema ? z.parse(schema, data) : (data as T);
  }

  /**
   * The answer the server wrote into the page for this GET, parsed and taken out as `get` would take it; undefined
   * when there is none or it does not parse (the screen's own request then reports why). It lets a screen's first
   * render draw the data (react-query `initialData`) instead of a skeleton followed, a moment later, by the data.
   */
  function fromPage<T>(path: string, { query, schema }: Pick<RequestOptions<T>, 'query' | 'schema'> = {}): T | undefined {
    const key = apiRequestKey(path, query);
    const answers = answersOfPage();
    if (!answers.has(key)) return undefined;
    const inlined = answers.get(key);
    if (!schema) {
      answers.delete(key);
      return inlined as T;
    }
    const parsed = z.safeParse(schema, inlined);
    if (!parsed.success) return undefined;
    answers.delete(key);
    return parsed.data;
  }

  /**
   * The refusal the server got for this GET and wrote into the page, taken out as `get` would throw it; undefined when
   * there is none. A screen's first render then draws what the refusal means (an unknown product's "not found") as the
   * server drew it, instead of a skeleton.
   */
  function refusalFromPage(path: string, { query }: Pick<RequestOptions<unknown>, 'query'> = {}): ApiError | undefined {
    return takePageRefusal(apiRequestKey(path, query));
  }

  /**
   * Hands the client the answers (and refusals) of the page being drawn, in place of the ones read from the page: how
   * the shell's server renderer gives each page it renders what it fetched for it (and writes into the page it sends).
   */
  function setPageAnswers(answers: Map<string, unknown>, refusals: Map<string, PageRefusal> = new Map()): void {
    pageAnswers = answers;
    pageRefusals = refusals;
  }

  return {
    fromPage,
    refusalFromPage,
    setPageAnswers,
    get: <T>(path: string, options?: Omit<RequestOptions<T>, 'body'>) => request<T>('GET', path, options),
    post: <T>(path: string, body: unknown = {}, options?: Omit<RequestOptions<T>, 'body'>) => request<T>('POST', path, { ...options, body }),
    put: <T>(path: string, body: unknown = {}, options?: Omit<RequestOptions<T>, 'body'>) => request<T>('PUT', path, { ...options, body }),
    delete: <T>(path: string, options?: Omit<RequestOptions<T>, 'body'>) => request<T>('DELETE', path, options),
  };
}
export type ApiClient = ReturnType<typeof createApiClient>;

/**
 * The page's one API client, shared by every app through the runtime singleton: one XSRF token fetch, one set of
 * answers the server wrote into the page. The calls themselves belong to the app that makes them (shared/README.md).
 */
export const apiClient: ApiClient = createApiClient();
