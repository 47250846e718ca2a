import { formatINR } from '@storefront/shared';
import { visuallyHidden } from './styles';
import { color, font, space } from './tokens';

export interface PriceProps {
  price: number;
  /** The original price (`act_price`): struck through when it differs from `price`. */
  actPrice?: number | null;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/** Whole-percent saving of `price` on `actPrice`; 0 when there is none. */
export function discountPercent(price: number, actPrice: number | null | undefined): number {
  return actPrice && actPrice > price ? Math.round(((actPrice - price) / actPrice) * 100) : 0;
}

const sizes = { sm: font.size.sm, md: font.size.md, lg: font.size.xl } as const;

/** A price in ₹ (en-IN), the MRP struck through when different, and the saving as 'N% off'. */
export function Price({ price, actPrice, size = 'md', className }: PriceProps) {
  const struck = actPrice !== null && actPrice !== undefined && actPrice !== price;
  const percent = discountPercent(price, actPrice);
  return (
    <span className={className} css={{ display: 'inline-flex', alignItems: 'baseline', flexWrap: 'wrap', gap: space[2] }}>
      <span css={{ fontSize: sizes[size], fontWeight: font.weight.bold, color: color.text }}>{formatINR(price)}</span>
      {struck && (
        <s css={{ fontSize: font.size.sm, color: color.textMuted }}>
          <span css={visuallyHidden}>MRP </span>
          {formatINR(actPrice)}
        </s>
      )}
      {percent > 0 && <span css={{ fontSize: font.size.sm, fontWeight: font.weight.semibold, color: color.success }}>{percent}% off</span>}
    </span>
  );
}
