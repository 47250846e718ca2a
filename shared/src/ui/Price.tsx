import { formatINR, unitSalePrice } from '@storefront/shared';
import { visuallyHidden } from './styles';
import { color, font, space } from './tokens';

export interface PriceProps {
  price: number;
  /** The original price (`act_price`): struck through when it differs from `price`. */
  actPrice?: number | null;
  /** The pack's name: its unit sale price (₹/kg, ₹/100 g, ₹/pc) shows on a line of its own when the name states one. */
  packName?: string;
  /** The product page's form: the MRP always shows, in words — "MRP ₹106 (incl. of all taxes)" — on a line of its own. */
  mrpInFull?: boolean;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

const PRICE_TEXTS = { mrp: 'MRP ', taxes: ' (incl. of all taxes)' } as const;

/** Whole-percent saving of `price` on `actPrice`; 0 when there is none. */
export function discountPercent(price: number, actPrice: number | null | undefined): number {
  return actPrice && actPrice > price ? Math.round(((actPrice - price) / actPrice) * 100) : 0;
}

const sizes = { sm: font.size.sm, md: font.size.md, lg: font.size.xl } as const;
const smallCss = { fontSize: font.size.sm, color: color.textMuted } as const;
const ownLineCss = { ...smallCss, flexBasis: '100%' } as const;

/** A price in ₹ (en-IN), the MRP struck through when different, the saving as 'N% off', and the pack's unit sale price. */
export function Price({ price, actPrice, packName, mrpInFull, size = 'md', className }: PriceProps) {
  const struck = actPrice !== null && actPrice !== undefined && actPrice !== price;
  const percent = discountPercent(price, actPrice);
  const unitPrice = packName === undefined ? null : unitSalePrice(packName, price);
  const mrp = actPrice ?? price;
  return (
    <span className={className} css={{ display: 'inline-flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: space[2] }}>
      <span css={{ fontSize: sizes[size], fontWeight: font.weight.bold, color: color.text }}>{formatINR(price)}</span>
      {struck && !mrpInFull && (
        <s css={smallCss}>
          <span css={visuallyHidden}>{PRICE_TEXTS.mrp}</span>
          {formatINR(mrp)}
        </s>
      )}
      {percent > 0 && <span css={{ fontSize: font.size.sm, fontWeight: font.weight.semibold, color: color.success }}>{percent}% off</span>}
      {mrpInFull && (
        <span css={ownLineCss}>
          {PRICE_TEXTS.mrp}
          {struck ? <s>{formatINR(mrp)}</s> : formatINR(mrp)}
          {PRICE_TEXTS.taxes}
        </span>
      )}
      {unitPrice && <span css={ownLineCss}>{unitPrice}</span>}
    </span>
  );
}
