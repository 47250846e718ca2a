/**
 * A new delivery address, inline in the checkout: each field refuses with the contract's own words (name, a
 * 10-digit mobile number starting with 6–9, the address lines, city, state, a 6-digit pincode). Saved, it becomes
 * the address the order goes to; a refusal from the server is shown and the form keeps what was typed.
 */
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { extractErrorMessage } from '@storefront/shared';
import { Radio, RadioGroup, schemaRule, TextField, useForm, type FormRules } from '@storefront/shared/forms';
import { sessionStore } from '@storefront/shared/runtime';
import { ADDRESS_TYPES, addressCreateBodySchema, type Address, type AddressType } from '@storefront/shared/signed-in';
import { Button, color, font, mq, space } from '@storefront/shared/ui';
import { saveAddress } from './checkoutApi';
import { ADDRESS_FIELD_LABELS as LABELS, ADDRESS_TYPE_LABELS, CHECKOUT_TEXTS as TEXTS } from './texts';

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
  /** The saved address (the server's answer). */
  onSaved: (address: Address) => void;
  /** Absent when there is nothing to go back to (no saved address yet). */
  onCancel?: () => void;
}

export function AddressForm({ onSaved, onCancel }: AddressFormProps) {
  const { user } = useSnapshot(sessionStore);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: {
      name: user?.name ?? '',
      phone: user?.phone ?? '',
      line1: '',
      line2: '',
      landmark: '',
      city: '',
      state: '',
      pincode: '',
      type: 'home',
    },
    rules: RULES,
    onSubmit: async (values) => {
      setRefusal(null);
      try {
        const saved = await saveAddress(addressCreateBodySchema.parse(values));
        onSaved(saved.data);
      } catch (error) {
        setRefusal(extractErrorMessage(error));
      }
    },
  });

  return (
    <form noValidate aria-label={TEXTS.addAddress} onSubmit={form.handleSubmit} css={{ display: 'grid', gap: space[4] }}>
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
      {refusal && (
        <p role="alert" css={{ margin: 0, color: color.danger, fontSize: font.size.sm }}>
          {refusal}
        </p>
      )}
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: space[2] }}>
        <Button type="submit" loading={form.submitting}>
          {TEXTS.saveAddress}
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
