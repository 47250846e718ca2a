/**
 * A new address, or an address being edited: each field refuses with the contract's own words (name, a 10-digit
 * mobile number starting with 6–9, the address lines, city, one of India's states and union territories, a 6-digit
 * pincode). A new address starts at the delivery pincode chosen in the navbar; a pincode fills the city and state
 * (until the shopper types their own). A refused Save takes the shopper to the first field in error; a refusal from
 * the server is shown and the form keeps what was typed.
 */
import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { extractErrorMessage } from '@storefront/shared';
import { Checkbox, Radio, RadioGroup, schemaRule, TextField, useForm, type FormRules } from '@storefront/shared/forms';
import { sessionStore, siteStore } from '@storefront/shared/runtime';
import {
  ADDRESS_TYPES,
  addressCreateBodySchema,
  addressUpdateBodySchema,
  INDIA_STATES,
  type Address,
  type AddressFields,
  type AddressType,
} from '@storefront/shared/signed-in';
import { Button, color, font, mq, Select, space } from '@storefront/shared/ui';
import { createAddress, updateAddress } from './addressApi';
import { findPincode, preloadPincodeDirectory } from './pincodeDirectory';
import { ADDRESS_FIELD_LABELS as LABELS, ADDRESS_FORM_TEXTS as TEXTS, ADDRESS_TYPE_LABELS } from './texts';

type TextName = Exclude<keyof AddressFields, 'type' | 'state'>;

const FIELDS: { name: TextName; autoComplete: string; required: boolean; inputMode?: 'numeric' | 'tel'; wide?: boolean }[] = [
  { name: 'name', autoComplete: 'name', required: true },
  { name: 'phone', autoComplete: 'tel-national', required: true, inputMode: 'tel' },
  { name: 'line1', autoComplete: 'address-line1', required: true, wide: true },
  { name: 'line2', autoComplete: 'address-line2', required: false, wide: true },
  { name: 'landmark', autoComplete: 'off', required: false },
  { name: 'pincode', autoComplete: 'postal-code', required: true, inputMode: 'numeric' },
  { name: 'city', autoComplete: 'address-level2', required: true },
];

const fieldSchemas = addressCreateBodySchema.shape;
const RULES: FormRules<AddressFields> = Object.fromEntries(
  [...FIELDS.map(({ name }) => name), 'state' as const].map((name) => [name, schemaRule(fieldSchemas[name])]),
);
const STATE_OPTIONS = INDIA_STATES.map((state) => ({ value: state, label: state }));

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
  const { pincode: deliveryPincode } = useSnapshot(siteStore);
  const [refusal, setRefusal] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // A refused Save takes the shopper to the first field in error, as soon as the errors are drawn.
  const focusFirstError = useRef(false);
  useEffect(() => {
    const first = focusFirstError.current ? formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]') : null;
    if (!first) return;
    focusFirstError.current = false;
    first.scrollIntoView?.({ block: 'center' });
    first.focus({ preventScroll: true });
  });
  const [makeDefault, setMakeDefault] = useState(false);
  const form = useForm<AddressFields>({
    initialValues: {
      name: address?.name ?? user?.name ?? '',
      phone: address?.phone ?? user?.phone ?? '',
      line1: address?.line1 ?? '',
      line2: address?.line2 ?? '',
      landmark: address?.landmark ?? '',
      city: address?.city ?? '',
      state: address?.state ?? '',
      pincode: address?.pincode ?? deliveryPincode ?? '',
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

  // City and state follow the pincode until the shopper changes them by hand.
  const edited = useRef({ city: false, state: false });
  const fillFrom = (pincode: string) =>
    findPincode(pincode.trim()).then(
      (place) => {
        for (const field of ['city', 'state'] as const) if (place && !edited.current[field]) form.setValue(field, place[field]);
      },
      () => undefined,
    );
  const change = (name: TextName | 'state', value: string) => {
    form.setValue(name, value);
    if (name === 'city' || name === 'state') edited.current[name] = true;
    if (name === 'pincode') void fillFrom(value);
  };
  useEffect(() => {
    preloadPincodeDirectory();
    // A new address at the navbar's pincode starts with its city and state too.
    if (!address && deliveryPincode) void fillFrom(deliveryPincode);
    // Once, when the form is shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <form
      ref={formRef}
      noValidate
      aria-label={address ? TEXTS.editTitle : TEXTS.addTitle}
      onSubmit={(event) => {
        if (!form.valid) focusFirstError.current = true;
        void form.handleSubmit(event);
      }}
      css={{ display: 'grid', gap: space[4] }}
    >
      <div css={{ display: 'grid', gap: space[3], [mq.smUp]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } }}>
        {FIELDS.map(({ name, autoComplete, required, inputMode, wide }) => (
          <TextField
            key={name}
            label={LABELS[name]}
            value={form.values[name]}
            onChange={(value) => change(name, value)}
            onBlur={() => form.touch(name)}
            error={form.errors[name]}
            autoComplete={autoComplete}
            inputMode={inputMode}
            required={required}
            css={wide ? { [mq.smUp]: { gridColumn: '1 / -1' } } : undefined}
          />
        ))}
        <Select
          label={LABELS.state}
          placeholder={TEXTS.chooseState}
          options={STATE_OPTIONS}
          value={form.values.state}
          onChange={(value) => change('state', value)}
          onBlur={() => form.touch('state')}
          error={form.errors.state}
          autoComplete="address-level1"
          required
        />
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
