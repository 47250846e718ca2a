/**
 * The 'Brand' control of the toolbar. The first screen draws only a stand-in button that looks like the picker's
 * own; pointing at it or focusing it starts loading the picker and the brands it offers (those of the products the
 * listing's category filter and search match, with their counts), and pressing it shows the picker, open, once both
 * are here.
 */
import { lazy, Suspense, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { brandListBodySchema, listingApiQuery, type ListingParams } from '@storefront/shared';
import { apiClient } from '@storefront/shared/runtime';
import { color, controlCss, font, space } from '@storefront/shared/ui';
import { LISTING_TEXTS as TEXTS } from './texts';

const loadBrandPicker = () => import('./BrandPicker');
const BrandPicker = lazy(() => loadBrandPicker().then((module) => ({ default: module.BrandPicker })));
/** A head start only: if it fails, the press loads again and a failure there reaches the screen's error boundary. */
const preloadBrandPicker = () => {
  loadBrandPicker().catch(() => undefined);
};

const brandsQuery = ({ c, q }: Pick<ListingParams, 'c' | 'q'>) => ({
  queryKey: ['listing-brands', c, q ?? null],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiClient.get('/api/brands', { schema: brandListBodySchema, query: listingApiQuery({ c, q }), signal }),
});

export interface BrandFilterProps {
  /** The listing's category filter and search, whose brands it offers. */
  scope: Pick<ListingParams, 'c' | 'q'>;
  /** The brands chosen already, not offered again. */
  chosen: readonly string[];
  onAdd: (slug: string) => void;
}

export function BrandFilter({ scope, chosen, onAdd }: BrandFilterProps) {
  const [pickerWanted, setPickerWanted] = useState(false);
  const queryClient = useQueryClient();
  // A failure reaches the screen's error boundary, as the picker's own loading does.
  const brands = useQuery({ ...brandsQuery(scope), enabled: pickerWanted, throwOnError: true }).data?.data;
  const preload = () => {
    preloadBrandPicker();
    void queryClient.prefetchQuery(brandsQuery(scope));
  };
  return (
    <div css={{ width: `calc(${space[10]} * 4)`, maxWidth: '100%' }}>
      {pickerWanted ? (
        <Suspense fallback={<StandIn busy />}>
          {brands ? <BrandPicker brands={brands.filter((brand) => !chosen.includes(brand.slug))} onAdd={onAdd} /> : <StandIn busy />}
        </Suspense>
      ) : (
        <StandIn onPointerEnter={preload} onFocus={preload} onClick={() => setPickerWanted(true)} />
      )}
    </div>
  );
}

interface StandInProps {
  busy?: boolean;
  onPointerEnter?: () => void;
  onFocus?: () => void;
  onClick?: () => void;
}

/** The picker's closed look (the kit's control: height, border, focus; placeholder and chevron) before its code is here. */
function StandIn({ busy = false, ...handlers }: StandInProps) {
  return (
    <button
      type="button"
      aria-haspopup="listbox"
      aria-expanded={false}
      aria-busy={busy || undefined}
      css={[controlCss(), { display: 'flex', alignItems: 'center', gap: space[2], textAlign: 'left', cursor: busy ? 'progress' : 'pointer' }]}
      {...handlers}
    >
      <span css={{ flex: 1, color: color.textMuted }}>{TEXTS.brand}</span>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" css={{ width: font.size.lg, height: font.size.lg }}>
        <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
