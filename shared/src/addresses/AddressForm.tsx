/**
 * A new address, or an address being edited: each field refuses with the contract's own words (name, a 10-digit
 * mobile number starting with 6–9, the address lines, city, state, a 6-digit pincode). A refusal from the server is
 * shown and the form keeps what was typed.
 */
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { extractErrorMessage } from '@storefront/shared';
import { Checkbox, Radio, RadioGroup, schemaRule, TextField, useForm, type FormRules } from '@storefront/shared/forms';
import { sessionStore } from '@storefront/shared/runtime';
import { ADDRESS_TYPES, addressCreateBodySchema, addressUpdateBodySchema, type Address, type AddressType } from '@storefront/shared/signed-in';
import { Button, color, font, mq, space } from '@storefront/shared/ui';
import { createAddress, updateAddress } from './addressApi';
import { ADDRESS_FIELD_LABELS as LABELS, ADDRESS_FORM_TEXTS as TEXTS, ADDRESS_TYPE_LABELS } from './texts';

type Values = {
  name: string;
  phone: string;
  line1: string;
  line2: string;
  landmark: string;
  city: string;
  state: string;
  pincode: string;
  type: string;
};
type TextName = Exclude<keyof Values, 'type'>;

const FIELDS: { name: TextName; autoComplete: string; required: boolean; inputMode?: 'numeric' | 'tel'; wide?: boolean }[] = [
  { name: 'name', autoComplete: 'name', required: true },
  { name: 'phone', autoComplete: 'tel-national', required: true, inputMode: 'tel' },
  { name: 'line1', autoComplete: 'address-line1', required: true, wide: true },
  { name: 'line2', autoComplete: 'address-line2', required: false, wide: true },
  { name: 'landmark', autoComplete: 'off', required: false },
  { name: 'city', autoComplete: 'address-level2', required: true },
  { name: 'state', autoComplete: 'address-level1', required: true },
  { name: 'pincode', autoComplete: 'postal-code', required: true, inputMode: 'numeric' },
];

const fieldSchemas = addressCreateBodySchema.shape;
const RULES: FormRules<Values> = Object.fromEntries(FIELDS.map(({ name }) => [name, schemaRule(fieldSchemas[name])]));

export interface AddressFormProps {
  /** The address to edit; absent, the form adds a new one (name and phone start as the user's). */
  address?: Address;
  /** Offer 'Make this my default address' (when the address is not the default already). */
  offerDefault?: boolean;
  /** The saved address and the server's message. */
  onSaved: (address: Address, message: string) => void;
  /** Absent when there is nothing to go back to (no saved address yet). */
  onCancel?: () => void;
}

export function AddressForm({ address, offerDefault = false, onSaved, onCancel }: AddressFormProps) {
  const { user } = useSnapshot(sessionStore);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [makeDefault, setMakeDefault] = useState(false);
  const form = useForm<Values>({
    initialValues: {
      name: address?.name ?? user?.name ?? '',
      phone: address?.phone ?? user?.phone ?? '',
      line1: address?.line1 ?? '',
      line2: address?.line2 ?? '',
      landmark: address?.landmark ?? '',
      city: address?.city ?? '',
      state: address?.state ?? '',
      pincode: address?.pincode ?? '',
      type: address?.type ?? 'home',
    },
    rules: RULES,
    onSubmit: async (values) => {
      setRefusal(null);
      try {
        const saved = address
          ? await updateAddress(address.id, addressUpdateBodySchema.parse({ ...values, ...(makeDefault && { is_default: true }) }))
          : await createAddress(addressCreateBodySchema.parse({ ...values, is_default: makeDefault }));
        onSaved(saved.data, saved.message);
      } catch (error) {
        setRefusal(extractErrorMessage(error));
      }
    },
  });

  return (
    <form noValidate aria-label={address ? TEXTS.editTitle : TEXTS.addTitle} onSubmit={form.handleSubmit} css={{ display: 'grid', gap: space[4] }}>
      <div css={{ display: 'grid', gap: space[3], [mq.smUp]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } }}>
        {FIELDS.map(({ name, autoComplete, required, inputMode, wide }) => (
          <TextField
            key={name}
            label={LABELS[name]}
            value={form.values[name]}
            onChange={(value) => form.setValue(name, value)}
            onBlur={() => form.touch(name)}
            error={form.errors[name]}
            autoComplete={autoComplete}
            inputMode={inputMode}
            required={required}
            css={wide ? { [mq.smUp]: { gridColumn: '1 / -1' } } : undefined}
          />
        ))}
      </div>
      <RadioGroup legend={LABELS.type} name="address-type" value={form.values.type} onChange={(type) => form.setValue('type', type)} inline>
        {ADDRESS_TYPES.map((type: AddressType) => (
          <Radio key={type} value={type} label={ADDRESS_TYPE_LABELS[type]} />
        ))}
      </RadioGroup>
      {offerDefault && !address?.is_default && <Checkbox label={LABELS.isDefault} checked={makeDefault} onChange={setMakeDefault} />}
      {refusal && (
        <p role="alert" css={{ margin: 0, color: color.danger, fontSize: font.size.sm }}>
          {refusal}
        </p>
      )}
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: space[2] }}>
        <Button type="submit" loading={form.submitting}>
          {TEXTS.save}
        </Button>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel}>
            {TEXTS.cancel}
          </Button>
        )}
      </div>
    </form>
  );
}
