/** The checkout's delivery address: the saved addresses to choose from, or a new one typed in place. */
import { useState } from 'react';
import { AddressForm, AddressLines } from '@storefront/shared/addresses';
import { Radio, RadioGroup } from '@storefront/shared/forms';
import type { Address } from '@storefront/shared/signed-in';
import { Button, color, space } from '@storefront/shared/ui';
import { CHECKOUT_TEXTS as TEXTS } from './texts';

export interface AddressBookProps {
  addresses: readonly Address[];
  chosenId: number | null;
  onChoose: (id: number) => void;
  /** A new address was saved (it becomes the chosen one). */
  onAdded: (address: Address) => void;
}

export function AddressBook({ addresses, chosenId, onChoose, onAdded }: AddressBookProps) {
  const [adding, setAdding] = useState(false);
  if (addresses.length === 0 || adding) {
    return (
      <div css={{ display: 'grid', gap: space[3] }}>
        {addresses.length === 0 && <p css={{ margin: 0, color: color.textMuted }}>{TEXTS.noAddresses}</p>}
        <AddressForm
          onSaved={(address) => {
            setAdding(false);
            onAdded(address);
          }}
          onCancel={addresses.length > 0 ? () => setAdding(false) : undefined}
        />
      </div>
    );
  }
  return (
    <div css={{ display: 'grid', gap: space[3], justifyItems: 'start' }}>
      <RadioGroup
        legend={TEXTS.chooseAddress}
        name="delivery-address"
        value={chosenId === null ? null : String(chosenId)}
        onChange={(id) => onChoose(Number(id))}
      >
        {addresses.map((address) => (
          <Radio key={address.id} value={String(address.id)} label={<AddressLines address={address} />} css={{ alignItems: 'flex-start' }} />
        ))}
      </RadioGroup>
      <Button variant="secondary" size="sm" onClick={() => setAdding(true)}>
        {TEXTS.addAddress}
      </Button>
    </div>
  );
}
