/**
 * Keeps the document's SEO head right on client-side navigation: the server wrote it for the path first requested
 * (server/src/web/firstPaint.ts, from the same `seoHead`), and each dynamic page shown later applies its own. When
 * the page goes, the site's own head (no page fields, no schema) is put back for the next screen to build on.
 */
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { BANNER_IMAGE_VARIANT, cdnImageUrl, PAGE_SCHEMA_ELEMENT_ID, type PageDataResponse, seoHead, type SeoHead } from '@storefront/shared';
import { cdnBase, siteStore } from '@storefront/shared/runtime';

function findMeta(attribute: 'name' | 'property', key: string): HTMLMetaElement | undefined {
  return [...document.head.querySelectorAll<HTMLMetaElement>(`meta[${attribute}]`)].find((meta) => meta.getAttribute(attribute) === key);
}

function createMeta(attribute: 'name' | 'property', key: string): HTMLMetaElement {
  const meta = document.createElement('meta');
  meta.setAttribute(attribute, key);
  document.head.append(meta);
  return meta;
}

/** The keys any head of ours may carry: a key the next head lacks is removed, not left with the old page's words. */
const SEO_KEYS = seoHead({
  page: { seo_title: 't', seo_description: 'd', seo_keyword: 'k' },
  webSeo: { og_image: 'i' },
}).meta.map(({ attribute, key }) => ({ attribute, key }));

export function applySeoHead(head: SeoHead): void {
  if (head.title) document.title = head.title;
  for (const { attribute, key } of SEO_KEYS) {
    const content = head.meta.find((meta) => meta.attribute === attribute && meta.key === key)?.content;
    const existing = findMeta(attribute, key);
    if (content) (existing ?? createMeta(attribute, key)).content = content;
    else existing?.remove();
  }
  document.getElementById(PAGE_SCHEMA_ELEMENT_ID)?.remove();
  if (head.schema) {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.id = PAGE_SCHEMA_ELEMENT_ID;
    script.textContent = head.schema;
    document.head.append(script);
  }
}

export function usePageSeo(page: PageDataResponse | undefined): void {
  const site = useSnapshot(siteStore).data;
  const webSeo = site?.webSeo;
  const web = site?.web;
  useEffect(() => {
    if (!page) return;
    const imageUrl = (image: string) => new URL(cdnImageUrl(image, cdnBase(), BANNER_IMAGE_VARIANT), window.location.href).href;
    applySeoHead(seoHead({ page, webSeo, site: web, imageUrl }));
    return () => applySeoHead(seoHead({ webSeo, site: web, imageUrl }));
  }, [page, webSeo, web]);
}
