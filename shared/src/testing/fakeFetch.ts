/** A request the fake answered: its URL (query included) and what it was sent with. */
export type FakeRequest = URL & { init?: RequestInit };

export interface FakeAnswer {
  status?: number;
  body: unknown;
}

/**
 * Answers every `fetch` of the page with `answer(url, init)` (JSON), as the API would; returns the requests made, in
 * order, to assert on.
 */
export function fakeFetch(answer: (url: URL, init?: RequestInit) => FakeAnswer | Promise<FakeAnswer>): FakeRequest[] {
  const requests: FakeRequest[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    requests.push(Object.assign(url, { init }));
    const { status = 200, body } = await answer(url, init);
    return {
      ok: status >= 200 && status < 300,
      status,
      headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
      text: async () => JSON.stringify(body),
    } as unknown as Response;
  }) as typeof fetch;
  return requests;
}
