import type { Address } from '@storefront/shared/signed-in';
import { color, font, space, Tag } from '@storefront/shared/ui';
import { ADDRESS_FORM_TEXTS, ADDRESS_TYPE_LABELS } from './texts';

/** An address as the shopper reads it: name (and a Default tag), the lines, city, state and pincode, phone. */
export function AddressLines({ address }: { address: Address }) {
  const place = [address.line1, address.line2, address.landmark].filter(Boolean).join(', ');
  return (
    <span css={{ display: 'grid', gap: space[1], fontSize: font.size.sm, minWidth: 0, overflowWrap: 'anywhere' }}>
      <span
        css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space[2], fontWeight: font.weight.semibold, fontSize: font.size.md }}
      >
        {address.name}
        <Tag label={ADDRESS_TYPE_LABELS[address.type]} />
        {address.is_default && <Tag label={ADDRESS_FORM_TEXTS.defaultTag} tone="primary" />}
      </span>
      <span>{place}</span>
      <span>
        {address.city}, {address.state} {address.pincode}
      </span>
      <span css={{ color: color.textMuted }}>{address.phone}</span>
    </span>
  );
}
