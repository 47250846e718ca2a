import type { ReactNode } from 'react';
import type { CSSObject } from '@emotion/react';
import { MESSAGES, PAGE_SIZE_OPTIONS, VISIBLE_PAGE_BUTTONS } from '@storefront/shared';
import { color, focusRing, font, layout, radius, Select, space } from '@storefront/shared/ui';

export interface PaginationProps {
  total: number;
  /** The current page, from 1. */
  page: number;
  perPage: number;
  onPageChange: (page: number) => void;
  /**
   * Each page's address: the controls are then links (a crawler, or a browser without JavaScript, follows them),
   * and a plain click still goes through `onPageChange`.
   */
  pageHref?: (page: number) => string;
  /** Shows the page-size select ('N per page'); the parent usually goes back to page 1. */
  onPerPageChange?: (perPage: number) => void;
  perPageOptions?: readonly number[];
  /** The nav landmark's name; default 'Pagination'. */
  label?: string;
  className?: string;
}

export const pageCount = (total: number, perPage: number) => Math.max(1, Math.ceil(total / Math.max(1, perPage)));

/** At most `visible` consecutive page numbers, centred on `page` where the ends allow. */
export function pageWindow(page: number, pages: number, visible: number = VISIBLE_PAGE_BUTTONS): number[] {
  const length = Math.min(visible, pages);
  const start = Math.min(Math.max(1, page - Math.floor(visible / 2)), pages - length + 1);
  return Array.from({ length }, (_, index) => start + index);
}

/** The page sizes offered, with the current one added when it is not among them (products come 24 a page). */
const sizeOptions = (sizes: readonly number[], perPage: number) =>
  [...new Set([...sizes, perPage])].sort((a, b) => a - b).map((size) => ({ value: String(size), label: MESSAGES.paginationPerPage(size) }));

const buttonCss: CSSObject = {
  minWidth: layout.controlHeightSm,
  height: layout.controlHeightSm,
  padding: `0 ${space[2]}`,
  border: `${layout.borderWidth} solid ${color.border}`,
  borderRadius: radius.md,
  background: color.surfaceRaised,
  color: color.text,
  fontFamily: font.family,
  fontSize: font.size.sm,
  cursor: 'pointer',
  '&:focus-visible': focusRing,
  '&[aria-current="page"]': { background: color.primary, borderColor: color.primary, color: color.onPrimary, fontWeight: font.weight.bold },
  '&[aria-disabled="true"]': { opacity: 0.5, cursor: 'not-allowed' },
  // A link drawn as the button: its text centred in the same box.
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'border-box',
  textDecoration: 'none',
};

interface PageControlProps {
  target: number;
  /** A page that is there to go to (not beyond either end). */
  enabled: boolean;
  go: (target: number) => void;
  href?: (page: number) => string;
  label: string;
  current?: boolean;
  children: ReactNode;
}

/** One of the pagination's controls: a link when pages have addresses (and the page exists), else a button. */
function PageControl({ target, enabled, go, href, label, current, children }: PageControlProps) {
  const shared = { 'aria-label': label, 'aria-current': current ? ('page' as const) : undefined, css: buttonCss };
  if (href && enabled)
    return (
      <a
        {...shared}
        href={href(target)}
        onClick={(event) => {
          // A click that opens a new tab or window keeps its meaning.
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          go(target);
        }}
      >
        {children}
      </a>
    );
  return (
    <button type="button" {...shared} aria-disabled={!enabled || undefined} onClick={() => go(target)}>
      {children}
    </button>
  );
}

/**
 * 'Total: N', at most 5 page buttons around the current page, previous/next, and 'N per page'.
 * Previous/Next are `aria-disabled` at either end, where `disabled` would drop keyboard focus.
 */
export function Pagination({
  total,
  page,
  perPage,
  onPageChange,
  pageHref,
  onPerPageChange,
  perPageOptions = PAGE_SIZE_OPTIONS,
  label = 'Pagination',
  className,
}: PaginationProps) {
  const pages = pageCount(total, perPage);
  const current = Math.min(Math.max(1, page), pages);
  const go = (target: number) => target !== current && target >= 1 && target <= pages && onPageChange(target);
  return (
    <nav
      aria-label={label}
      className={className}
      css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space[3], fontSize: font.size.sm, color: color.text }}
    >
      <span>{MESSAGES.paginationTotal(total)}</span>
      <ul css={{ display: 'flex', gap: space[1], margin: 0, padding: 0, listStyle: 'none' }}>
        <li>
          <PageControl target={current - 1} enabled={current > 1} go={go} href={pageHref} label="Previous page">
            <span aria-hidden="true">‹</span>
          </PageControl>
        </li>
        {pageWindow(current, pages).map((number) => (
          <li key={number}>
            <PageControl target={number} enabled go={go} href={pageHref} label={`Page ${number}`} current={number === current}>
              {number}
            </PageControl>
          </li>
        ))}
        <li>
          <PageControl target={current + 1} enabled={current < pages} go={go} href={pageHref} label="Next page">
            <span aria-hidden="true">›</span>
          </PageControl>
        </li>
      </ul>
      {onPerPageChange && (
        <Select
          label="Page size"
          hideLabel
          size="sm"
          value={String(perPage)}
          options={sizeOptions(perPageOptions, perPage)}
          onChange={(value) => onPerPageChange(Number(value))}
        />
      )}
    </nav>
  );
}
