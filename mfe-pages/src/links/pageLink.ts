/**
 * Where a hero, banner or popup link goes: a path starting with '/' opens in the shop, in the same tab;
 * 'http(s)://' and 'www.' addresses open in a new tab ('www.' gets 'https://' in front). Anything else is logged as
 * 'Invalid link format' and the picture is shown without a link.
 */
import { MESSAGES } from '@storefront/shared';

export type PageLinkTarget = { kind: 'internal'; to: string } | { kind: 'external'; href: string } | { kind: 'none' } | { kind: 'invalid' };

export function resolvePageLink(link: string | null | undefined): PageLinkTarget {
  const value = link?.trim() ?? '';
  if (!value) return { kind: 'none' };
  // '//host/…' starts with '/' but leaves the shop: not a path of it.
  if (value.startsWith('/')) return value.startsWith('//') ? { kind: 'invalid' } : { kind: 'internal', to: value };
  if (/^https?:\/\/[^\s/]/i.test(value)) return { kind: 'external', href: value };
  if (/^www\.[^\s]/i.test(value)) return { kind: 'external', href: `https://${value}` };
  return { kind: 'invalid' };
}

/** Logs a link that is not one of the accepted forms, with the link itself, for the shop's editors. */
export function reportInvalidLink(link: string | null | undefined): void {
  console.warn(MESSAGES.invalidLink, link);
}
