/**
 * The API as `fetch` sees it: answers by `METHOD /s/api/...`, a list answering one call after another (the last one
 * repeats), or a function of the request. Every request is recorded with its query and body; an unlisted call
 * answers 404.
 */
export interface Answer {
  status?: number;
  body: unknown;
}

export interface SentRequest {
  method: string;
  path: string;
  /** The query string's parameters (left out when there are none). */
  query?: Record<string, string>;
  body: unknown;
}

type Answers = Record<string, Answer | Answer[] | ((request: SentRequest) => Answer)>;

const jsonResponse = ({ status = 200, body }: Answer) =>
  ({
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
    text: async () => JSON.stringify(body),
  }) as unknown as Response;

export function fakeApi(answers: Answers): SentRequest[] {
  const sent: SentRequest[] = [];
  const answered: Record<string, number> = {};
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const url = new URL(String(input), 'http://localhost');
    const request: SentRequest = { method, path: url.pathname, body: init.body ? JSON.parse(String(init.body)) : undefined };
    if (url.search) request.query = Object.fromEntries(url.searchParams);
    sent.push(request);
    const key = `${method} ${url.pathname}`;
    const listed = answers[key] ?? { status: 404, body: { message: `Not found: ${url.pathname}` } };
    if (typeof listed === 'function') return jsonResponse(listed(request));
    const queue = Array.isArray(listed) ? listed : [listed];
    const index = Math.min(answered[key] ?? 0, queue.length - 1);
    answered[key] = index + 1;
    return jsonResponse(queue[index]);
  }) as typeof fetch;
  // Non-GET calls echo the XSRF cookie; with it set, they send no GET /api/cookie first.
  document.cookie = 'XSRF-TOKEN=test-token';
  return sent;
}

/**
 * Holds every answer of the fake API until the returned function is called: the server takes its time, and a test
 * reads what the screen shows meanwhile (however long the screen's own module took to load).
 */
export function holdAnswers(): () => void {
  const answer = globalThis.fetch;
  let answerNow = () => undefined as void;
  const serverAnswers = new Promise<void>((resolve) => (answerNow = resolve));
  globalThis.fetch = ((...request: Parameters<typeof fetch>) => serverAnswers.then(() => answer(...request))) as typeof fetch;
  return answerNow;
}
