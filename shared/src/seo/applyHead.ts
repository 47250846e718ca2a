/**
 * A route's head written into the browser's document, element for element as the server writes it into the page
 * (server/src/web/pageSeo.ts `seoTags`): the title, the meta elements in the head's order, robots, the canonical link,
 * the page's own schema and the route's JSON-LD. Only what differs is touched, so applying the head the server wrote
 * for the same route changes nothing; an element a head of ours may carry and this one lacks is removed, not left
 * with another page's words. Other elements (theme colour, styles, scripts) are never touched.
 */
import { PAGE_SCHEMA_ELEMENT_ID, type SeoMeta } from '../contracts/seo';
import { ROUTE_SCHEMA_ELEMENT_ID, structuredDataJson, type RouteHead } from './head';

type MetaKey = Pick<SeoMeta, 'attribute' | 'key'>;

/** Every meta element the builders may write (head.ts, home.ts, listing.ts, product.ts): test/seoApplyHead.test.ts keeps this whole. */
export const SEO_META_KEYS: readonly MetaKey[] = [
  { attribute: 'name', key: 'description' },
  { attribute: 'name', key: 'keywords' },
  { attribute: 'property', key: 'og:type' },
  { attribute: 'property', key: 'og:title' },
  { attribute: 'property', key: 'og:description' },
  { attribute: 'property', key: 'og:url' },
  { attribute: 'property', key: 'og:image' },
  { attribute: 'property', key: 'og:image:width' },
  { attribute: 'property', key: 'og:image:height' },
  { attribute: 'property', key: 'og:image:type' },
  { attribute: 'property', key: 'og:image:alt' },
  { attribute: 'property', key: 'product:price:amount' },
  { attribute: 'property', key: 'product:price:currency' },
  { attribute: 'name', key: 'twitter:card' },
  { attribute: 'name', key: 'twitter:title' },
  { attribute: 'name', key: 'twitter:description' },
  { attribute: 'name', key: 'twitter:image' },
];

const ROBOTS: MetaKey = { attribute: 'name', key: 'robots' };
const CANONICAL = 'link canonical';

const metaId = ({ attribute, key }: MetaKey) => `meta ${attribute} ${key}`;

/** One element the head wants: what identifies it, whether an element already says it, and how to make one say it. */
interface Wanted {
  id: string;
  create: (doc: Document) => Element;
  same: (element: Element) => boolean;
  write: (element: Element) => void;
}

function wantedMeta(meta: SeoMeta): Wanted {
  return {
    id: metaId(meta),
    create: (doc) => {
      const element = doc.createElement('meta');
      element.setAttribute(meta.attribute, meta.key);
      element.setAttribute('content', meta.content);
      return element;
    },
    same: (element) => element.getAttribute('content') === meta.content,
    write: (element) => element.setAttribute('content', meta.content),
  };
}

function wantedScript(id: string, json: string): Wanted {
  return {
    id: `#${id}`,
    create: (doc) => {
      const script = doc.createElement('script');
      script.type = 'application/ld+json';
      script.id = id;
      script.textContent = json;
      return script;
    },
    same: (element) => element.textContent === json,
    write: (element) => {
      element.textContent = json;
    },
  };
}

/** The elements of the head, in the order the server writes them. */
function wantedElements(head: RouteHead): Wanted[] {
  const wanted = head.meta.map(wantedMeta);
  if (head.robots) wanted.push(wantedMeta({ ...ROBOTS, content: head.robots }));
  const canonical = head.canonical;
  if (canonical) {
    wanted.push({
      id: CANONICAL,
      create: (doc) => {
        const link = doc.createElement('link');
        link.setAttribute('rel', 'canonical');
        link.setAttribute('href', canonical);
        return link;
      },
      same: (element) => element.getAttribute('href') === canonical,
      write: (element) => element.setAttribute('href', canonical),
    });
  }
  if (head.schema) wanted.push(wantedScript(PAGE_SCHEMA_ELEMENT_ID, head.schema));
  const structuredData = structuredDataJson(head.structuredData);
  if (structuredData) wanted.push(wantedScript(ROUTE_SCHEMA_ELEMENT_ID, structuredData));
  return wanted;
}

/** The elements of the document's head that a head of ours speaks for, by what identifies them, in document order. */
function presentElements(doc: Document, head: RouteHead): Map<string, Element[]> {
  const metaIds = new Set([...SEO_META_KEYS, ...head.meta, ROBOTS].map(metaId));
  const present = new Map<string, Element[]>();
  const add = (id: string, element: Element) => present.set(id, [...(present.get(id) ?? []), element]);
  for (const element of doc.head.querySelectorAll('meta[name], meta[property], link[rel], script[id]')) {
    if (element.localName === 'meta') {
      const attribute = element.hasAttribute('name') ? 'name' : 'property';
      const id = metaId({ attribute, key: element.getAttribute(attribute) ?? '' });
      if (metaIds.has(id)) add(id, element);
    } else if (element.localName === 'link') {
      if (element.getAttribute('rel') === 'canonical') add(CANONICAL, element);
    } else if (element.localName === 'script' && (element.id === PAGE_SCHEMA_ELEMENT_ID || element.id === ROUTE_SCHEMA_ELEMENT_ID)) {
      add(`#${element.id}`, element);
    }
  }
  return present;
}

/**
 * Makes the document's head say `head`: its title when it has one ('' leaves the title to the screen, as the server
 * leaves the page template's), and every SEO element as the server would write it, in its order.
 */
export function applyRouteHead(head: RouteHead, doc: Document = document): void {
  if (head.title && doc.querySelector('title')?.textContent !== head.title) doc.title = head.title;
  const present = presentElements(doc, head);
  // Where the next element goes: after the one before it, or where the server writes them (after the title).
  let previous: Element | null = null;
  for (const wanted of wantedElements(head)) {
    const [element, ...doubles] = present.get(wanted.id) ?? [];
    present.delete(wanted.id);
    for (const double of doubles) double.remove();
    let placed = element;
    if (!placed) {
      placed = wanted.create(doc);
      const after = previous ?? doc.head.querySelector('title');
      if (after) after.after(placed);
      else doc.head.append(placed);
    } else {
      if (!wanted.same(placed)) wanted.write(placed);
      if (previous && !(previous.compareDocumentPosition(placed) & placed.DOCUMENT_POSITION_FOLLOWING)) previous.after(placed);
    }
    previous = placed;
  }
  for (const elements of present.values()) for (const element of elements) element.remove();
}
