import { act } from '@testing-library/react';
import type * as z from 'zod/mini';

/** What the fake server answers a call with: a status (200 unless given) and a JSON body. */
export interface FakeAnswer {
  status?: number;
  body: unknown;
}

/** A call the page made, as a test asserts it: what a shopper's action sent to the API. */
export interface ApiRequest {
  method: string;
  /** e.g. '/s/api/cart' */
  path: string;
  /** The query string's parameters; left out when there are none. */
  query?: Record<string, string>;
  /** The JSON body sent, parsed. */
  body: unknown;
  /** The headers sent; not enumerable, so a request compares equal to `{ method, path, query, body }`. */
  readonly headers: Readonly<Record<string, string>>;
}

/** Answers one call. */
export type Answering = (request: ApiRequest) => FakeAnswer | Promise<FakeAnswer>;

/**
 * The answers by call, keyed `METHOD /s/api/...`: an answer, a list answering one call after another (its last
 * answer repeats), or a function of the request. A call not listed answers 404.
 */
export type ApiAnswers = Record<string, FakeAnswer | FakeAnswer[] | Answering>;

/**
 * An answer the contract accepts: `body` is typed by the schema the app parses this call's answer with, and parsed by
 * it, so a test cannot feed a screen an answer the server could not send.
 */
export function contractAnswer<Schema extends z.ZodMiniType>(schema: Schema, body: z.input<Schema>, status = 200): FakeAnswer {
  return { status, body: schema.parse(body) };
}

const notFound = (path: string): FakeAnswer => ({ status: 404, body: { message: `Not found: ${path}` } });

const jsonResponse = ({ status = 200, body }: FakeAnswer) =>
  ({
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
    text: async () => JSON.stringify(body),
  }) as unknown as Response;

function answererOf(answers: ApiAnswers): Answering {
  const answered = new Map<string, number>();
  return (request) => {
    const key = `${request.method} ${request.path}`;
    const listed = answers[key] ?? notFound(request.path);
    if (typeof listed === 'function') return listed(request);
    if (!Array.isArray(listed)) return listed;
    const index = Math.min(answered.get(key) ?? 0, listed.length - 1);
    answered.set(key, index + 1);
    return listed[index];
  };
}

/**
 * Stands in for the server behind every `fetch` of the page: `answers` is a table by call (`ApiAnswers`) or one
 * function answering every call. Returns the requests the page made, in order, to assert on.
 */
export function fakeApi(answers: ApiAnswers | Answering = {}): ApiRequest[] {
  const requests: ApiRequest[] = [];
  const answer = typeof answers === 'function' ? answers : answererOf(answers);
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const request = { method: init.method ?? 'GET', path: url.pathname, body: init.body ? JSON.parse(String(init.body)) : undefined } as ApiRequest;
    if (url.search) request.query = Object.fromEntries(url.searchParams);
    Object.defineProperty(request, 'headers', { value: Object.fromEntries(new Headers(init.headers)), enumerable: false });
    requests.push(request);
    return jsonResponse(await answer(request));
  }) as typeof fetch;
  // Calls other than GET echo the XSRF cookie; with it set, they do not ask for one first.
  document.cookie = 'XSRF-TOKEN=test-token';
  return requests;
}

/**
 * Holds the fake API's answers (every call's, or only those of `method`) until the returned function is awaited: the
 * requests are made (and recorded) at once, the server takes its time, and the test reads what the screen shows
 * meanwhile, however fast the rest of the page is. The answers then land inside `act`, as React wants state updates
 * in tests to.
 */
export function holdAnswers({ method }: { method?: string } = {}): () => Promise<void> {
  const answer = globalThis.fetch;
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const response = answer(input, init);
    if (method === undefined || (init?.method ?? 'GET') === method) await released;
    return response;
  }) as typeof fetch;
  return () => act(async () => release());
}
