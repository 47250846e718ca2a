/**
 * The brand picker itself: the kit's ComboBox over the brands the listing offers, each with its count. Loaded on
 * demand (see BrandFilter), because the overlays entry it comes from is not needed to draw the listing.
 */
import { useEffect, useId, useRef } from 'react';
import type { BrandCount } from '@storefront/shared';
import { ComboBox } from '@storefront/shared/overlays';
import { LISTING_TEXTS as TEXTS } from './texts';

export interface BrandPickerProps {
  /** The brands the shopper can still add. */
  brands: readonly BrandCount[];
  onAdd: (slug: string) => void;
}

export function BrandPicker({ brands, onAdd }: BrandPickerProps) {
  const triggerId = useId();
  const openedOnArrival = useRef(false);
  // It arrives because the shopper pressed its stand-in: open the list at once, as the press asked.
  useEffect(() => {
    if (openedOnArrival.current) return;
    openedOnArrival.current = true;
    document.getElementById(triggerId)?.click();
  }, [triggerId]);

  return (
    <ComboBox
      id={triggerId}
      label={TEXTS.addBrand}
      hideLabel
      placeholder={TEXTS.brand}
      options={brands.map((brand) => ({ value: brand.slug, label: TEXTS.brandOption(brand.name, brand.count) }))}
      value={null}
      onChange={onAdd}
    />
  );
}
