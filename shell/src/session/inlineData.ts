/**
 * Data the server writes into the page (JSON script elements) so the first render needs no API round trip:
 * the `GET /api/init` answer for this visitor and, on a dynamic page, that page's data. A page served by a plain
 * static host has neither; the shell then fetches them as usual.
 */
import {
  INIT_DATA_ELEMENT_ID,
  initDataSchema,
  PAGE_DATA_ELEMENT_ID,
  pageDataResponseSchema,
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

/** The inlined page data when it was written for `pathname`. */
export function readInlinedPageData(pathname: string, doc: Document = document): PageDataResponse | null {
  const value = readJson(PAGE_DATA_ELEMENT_ID, doc) as { path?: unknown; data?: unknown } | undefined;
  if (!value || value.path !== pathname) return null;
  const parsed = pageDataResponseSchema.safeParse(value.data);
  return parsed.success ? parsed.data : null;
}
