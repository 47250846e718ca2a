/**
 * The 'Brand' control of the toolbar. The first screen draws only a stand-in button that looks like the picker's
 * own; pointing at it or focusing it starts loading the picker, and pressing it shows the picker, open.
 */
import { lazy, Suspense, useState } from 'react';
import { color, controlCss, font, space } from '@storefront/shared/ui';
import type { BrandPickerProps } from './BrandPicker';
import { LISTING_TEXTS as TEXTS } from './texts';

const loadBrandPicker = () => import('./BrandPicker');
const BrandPicker = lazy(() => loadBrandPicker().then((module) => ({ default: module.BrandPicker })));
/** A head start only: if it fails, the press loads again and a failure there reaches the screen's error boundary. */
const preloadBrandPicker = () => {
  loadBrandPicker().catch(() => undefined);
};

export function BrandFilter(props: BrandPickerProps) {
  const [pickerWanted, setPickerWanted] = useState(false);
  return (
    <div css={{ width: `calc(${space[10]} * 4)`, maxWidth: '100%' }}>
      {pickerWanted ? (
        <Suspense fallback={<StandIn busy />}>
          <BrandPicker {...props} />
        </Suspense>
      ) : (
        <StandIn onPointerEnter={preloadBrandPicker} onFocus={preloadBrandPicker} onClick={() => setPickerWanted(true)} />
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
