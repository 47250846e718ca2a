/**
 * The one HTML policy of the server: authored HTML of page data (components of type `html`) is cleaned here,
 * where page data leaves the server (routes/pages.ts: the API answer, which the first paint inlines as it came),
 * so the browser renders it as given and downloads no sanitiser.
 *
 * What stays is the HTML an editor writes for content, as DOMPurify's HTML profile kept it in the browser:
 * headings, text, lists, tables, links, images (`picture`/`source`, `srcset`, sizes, lazy loading), figures,
 * video/audio with their controls, quotes, code, details, and the generic containers (`section`, `div`, `span`…),
 * with `class` (the page's own `css` styles them), `id` (anchors), `title`, `lang`, `dir`, `role`, `aria-*`
 * and `data-*`. Inline `style` is dropped: the seeded pages use none and the page's `css` is where styling
 * goes. Everything that runs code or embeds another document or form is removed with its content: script,
 * style, iframe, object, embed, svg, math, template, form controls; so are event handlers and any URL that is
 * not http(s) (links also mailto: and tel:, images also data:image/…). Ids the storefront reads from the page
 * (`root`, `storefront-…`) are dropped so content cannot stand in for them, and links opening another
 * window get `rel="noopener noreferrer"`.
 */
import sanitize, { type IOptions } from 'sanitize-html';

const WEB = ['http', 'https'];
const MEDIA = ['audio', 'video', 'source', 'track'];

/** Tags dropped together with everything inside them (their content is code, another document or a form's). */
const DROPPED_WITH_CONTENT = [
  ...['script', 'style', 'noscript', 'template', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet'],
  ...['svg', 'math', 'xmp', 'plaintext', 'noembed', 'noframes', 'title', 'head', 'textarea', 'select', 'option'],
];

/** Elements the storefront looks up by id (shell root, inlined JSON data, runtime configuration). */
const isReservedId = (id: string) => /^(root$|storefront-)/i.test(id.trim());

function withSafeAttributes(tagName: string, attribs: sanitize.Attributes): sanitize.Tag {
  const next = { ...attribs };
  if (next.id !== undefined && isReservedId(next.id)) delete next.id;
  if (tagName === 'a' && next.target !== undefined && next.target.trim().toLowerCase() !== '_self') {
    const rel = (next.rel ?? '').split(/\s+/).filter((token) => token && token.toLowerCase() !== 'opener');
    next.rel = [...new Set([...rel, 'noopener', 'noreferrer'])].join(' ');
  }
  if (tagName === 'img' && next.src !== undefined) {
    // data: only for images (an image, SVG too, runs no script); blanks are skipped as browsers skip them.
    // eslint-disable-next-line no-control-regex
    const src = next.src.replace(/[\x00-\x20]+/g, '');
    if (/^data:/i.test(src) && !/^data:image\//i.test(src)) delete next.src;
  }
  return { tagName, attribs: next };
}

const PAGE_HTML_POLICY: IOptions = {
  allowedTags: [
    ...['address', 'article', 'aside', 'footer', 'header', 'hgroup', 'nav', 'section', 'div', 'span', 'p', 'br', 'hr', 'wbr'],
    ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'figure', 'figcaption', 'pre', 'code', 'ol', 'ul', 'li', 'dl', 'dt', 'dd'],
    ...['a', 'abbr', 'b', 'bdi', 'bdo', 'cite', 'data', 'dfn', 'em', 'i', 'kbd', 'mark', 'q', 's', 'samp', 'small', 'strong'],
    ...['sub', 'sup', 'time', 'u', 'var', 'del', 'ins', 'ruby', 'rp', 'rt', 'details', 'summary'],
    ...['table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'],
    ...['img', 'picture', 'source', 'video', 'audio', 'track'],
  ],
  allowedAttributes: {
    '*': ['class', 'id', 'title', 'lang', 'dir', 'role', 'aria-*', 'data-*'],
    a: ['href', 'target', 'rel', 'hreflang'],
    img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading', 'decoding'],
    source: ['src', 'srcset', 'sizes', 'type', 'media', 'width', 'height'],
    video: ['src', 'poster', 'controls', 'width', 'height', 'muted', 'loop', 'playsinline', 'preload', 'autoplay'],
    audio: ['src', 'controls', 'muted', 'loop', 'preload'],
    track: ['src', 'kind', 'srclang', 'label', 'default'],
    blockquote: ['cite'],
    q: ['cite'],
    del: ['cite', 'datetime'],
    ins: ['cite', 'datetime'],
    time: ['datetime'],
    data: ['value'],
    ol: ['start', 'reversed', 'type'],
    li: ['value'],
    details: ['open'],
    col: ['span'],
    colgroup: ['span'],
    td: ['colspan', 'rowspan', 'headers'],
    th: ['colspan', 'rowspan', 'headers', 'scope', 'abbr'],
  },
  allowedSchemes: [...WEB, 'mailto', 'tel'],
  allowedSchemesByTag: { img: [...WEB, 'data'], ...Object.fromEntries(MEDIA.map((tag) => [tag, WEB])), blockquote: WEB, q: WEB, del: WEB, ins: WEB },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite', 'poster'],
  allowProtocolRelative: true,
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED_WITH_CONTENT,
  selfClosing: ['img', 'br', 'hr', 'wbr', 'source', 'track', 'col'],
  transformTags: { '*': withSafeAttributes },
};

/** Authored HTML as it may go to a browser. */
export function sanitizeHtml(html: string): string {
  return sanitize(html, PAGE_HTML_POLICY);
}

/**
 * A website's custom navbar (init `dynamicNavbar`, when its nav setting says dynamic): the page policy plus what a
 * header needs and page content does not. Buttons, which the shell wires by their `cart-btn` / `pincode-btn`
 * classes (they submit nothing: there are no forms), and the header's own `<style>`, which has no page `css` to
 * live in. CSS runs no script, but it applies to the whole page and can load URLs: attribute selectors with
 * `url()` would send what a shopper types (the sign-in code) elsewhere. So a stylesheet that loads anything
 * (`url(`, `@import`, `image-set`) or uses escapes (which could spell those) is removed whole; everything that
 * runs script is removed as on pages.
 */
const UNSAFE_CSS = /url\s*\(|@import|image-set|expression|-moz-binding|behavior|\\/i;

/**
 * A page's own CSS (page data `css`), by the navbar's rule: it is scoped to the page, but the page can hold a form,
 * and attribute selectors with a URL could send what is typed into it elsewhere. CSS that could load anything is
 * left out whole (pictures belong in the page's image components); '' then.
 */
export const safePageCss = (css: string): string => (UNSAFE_CSS.test(css) ? '' : css);

const NAVBAR_HTML_POLICY: IOptions = {
  ...PAGE_HTML_POLICY,
  allowedTags: [...(PAGE_HTML_POLICY.allowedTags as string[]), 'button', 'style'],
  allowedAttributes: { ...PAGE_HTML_POLICY.allowedAttributes, button: ['type', 'disabled'] },
  nonTextTags: DROPPED_WITH_CONTENT.filter((tag) => tag !== 'style'),
  allowVulnerableTags: true,
  exclusiveFilter: (frame) => frame.tag === 'style' && UNSAFE_CSS.test(frame.text),
};

export function sanitizeNavbarHtml(html: string): string {
  return sanitize(html, NAVBAR_HTML_POLICY);
}

/**
 * Cleaned HTML by its source, so a page's blocks are cleaned once per process rather than per request. Keyed by
 * the text itself, an entry can never be stale (an edited block is another key); bounded by total length, least
 * recently used first out.
 */
const MAX_CACHED_CHARS = 4_000_000;
const MAX_CACHED_ENTRY_CHARS = MAX_CACHED_CHARS / 8;
const cleaned = new Map<string, string>();
let cachedChars = 0;

export function sanitizedHtml(html: string): string {
  const hit = cleaned.get(html);
  if (hit !== undefined) {
    cleaned.delete(html);
    cleaned.set(html, hit);
    return hit;
  }
  const clean = sanitizeHtml(html);
  const size = html.length + clean.length;
  if (size <= MAX_CACHED_ENTRY_CHARS) {
    cleaned.set(html, clean);
    cachedChars += size;
    for (const [source, value] of cleaned) {
      if (cachedChars <= MAX_CACHED_CHARS) break;
      cleaned.delete(source);
      cachedChars -= source.length + value.length;
    }
  }
  return clean;
}
