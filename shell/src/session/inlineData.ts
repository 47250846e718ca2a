/**
 * Data the server writes into the page (JSON script elements) so the first render needs no API round trip:
 * the `GET /api/init` answer for this visitor and, on a dynamic page, that page's data (or the API's answer that the
 * path has no page). A page served by a plain static host has neither; the shell then fetches them as usual.
 */
import type { QueryClient } from '@tanstack/react-query';
import {
  ApiError,
  INIT_DATA_ELEMENT_ID,
  initDataSchema,
  PAGE_DATA_ELEMENT_ID,
  pageDataResponseSchema,
  pageQueryKey,
  type InitData,
  type PageDataResponse,
} from '@storefront/shared';

function readJson(id: string, doc: Document): unknown {
  const text = doc.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Whether the server wrote the init answer into the page (not whether it parses). */
export const hasInlinedInit = (doc: Document = document) => doc.getElementById(INIT_DATA_ELEMENT_ID) !== null;

/** The inlined init answer, or null when the page has none (or it does not parse: then the shell fetches it). */
export function readInlinedInit(doc: Document = document): InitData | null {
  const parsed = initDataSchema.safeParse(readJson(INIT_DATA_ELEMENT_ID, doc));
  return parsed.success ? parsed.data : null;
}

/** A dynamic page's answer: its data, or the API's answer that the path has no page (its 404 body). */
export type InlinedPage = { data: PageDataResponse } | { missing: unknown };

/** The inlined page answer when it was written for `pathname`. */
export function readInlinedPage(pathname: string, doc: Document = document): InlinedPage | null {
  const value = readJson(PAGE_DATA_ELEMENT_ID, doc) as { path?: unknown; data?: unknown; missing?: unknown } | undefined;
  if (!value || value.path !== pathname) return null;
  if ('missing' in value) return { missing: value.missing };
  const parsed = pageDataResponseSchema.safeParse(value.data);
  return parsed.success ? { data: parsed.data } : null;
}

/**
 * Puts a dynamic page's answer into the query cache as the pages remote's own call would: its data, or the 404 that
 * call would have failed with (the remote shows its not-found screen without asking again).
 */
export function seedPageQuery(queryClient: QueryClient, pathname: string, page: InlinedPage): void {
  const queryKey = pageQueryKey(pathname);
  if ('data' in page) {
    queryClient.setQueryData(queryKey, page.data);
    return;
  }
  queryClient
    .getQueryCache()
    .build(queryClient, { queryKey })
    .setState({ status: 'error', error: new ApiError(404, page.missing) });
}
