import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** Custom HTML from page data, sanitised (HTML profile only: no SVG/MathML, no scripts or handlers). */
export function HtmlBlock({ html }: { html: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  return <div className="page-html" dangerouslySetInnerHTML={{ __html: clean }} />;
}
