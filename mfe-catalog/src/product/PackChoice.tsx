/** The packs of a product as a radio group: each with its size and price, a sold-out one still shown but not chosen. */
import { useId } from 'react';
import { formatINR, type Pack } from '@storefront/shared';
import { color, focusRing, font, layout, OUT_OF_STOCK_LABEL, radius, space, visuallyHidden } from '@storefront/shared/ui';

export interface PackChoiceProps {
  legend: string;
  packs: readonly Pack[];
  value: number | undefined;
  onChange: (packId: number) => void;
}

export function PackChoice({ legend, packs, value, onChange }: PackChoiceProps) {
  const name = useId();
  return (
    <fieldset css={{ margin: 0, padding: 0, border: 0, minWidth: 0 }}>
      <legend css={{ padding: 0, marginBottom: space[2], fontSize: font.size.sm, fontWeight: font.weight.semibold }}>{legend}</legend>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: space[2] }}>
        {packs.map((pack) => {
          const chosen = pack.pack_id === value;
          return (
            <label
              key={pack.pack_id}
              data-testid="pack"
              css={{
                display: 'grid',
                gap: space[1],
                minWidth: space[16],
                padding: `${space[2]} ${space[3]}`,
                border: `${layout.borderWidth} solid ${chosen ? color.primary : color.border}`,
                borderRadius: radius.md,
                background: chosen ? color.primarySoft : color.surfaceRaised,
                cursor: 'pointer',
                '&:has(input:focus-visible)': focusRing,
              }}
            >
              <input type="radio" name={name} checked={chosen} onChange={() => onChange(pack.pack_id)} css={visuallyHidden} />
              <span css={{ fontWeight: font.weight.semibold }}>{pack.pack_name}</span>
              <span css={{ fontSize: font.size.sm, color: pack.in_stock ? color.textMuted : color.danger }}>
                {pack.in_stock ? formatINR(pack.price) : `${formatINR(pack.price)} · ${OUT_OF_STOCK_LABEL}`}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
