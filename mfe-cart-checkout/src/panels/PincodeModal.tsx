/**
 * The global 'Change Location' modal: checks a pincode with the server and, when it delivers there, reloads the page
 * (and, when it was opened from the cart, the cart opens again after the reload); when it does not, or the check
 * failed, says why under the field.
 */
import { type FormEvent, type RefObject, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { extractErrorMessage, MESSAGES, PINCODE_MIN_LENGTH, type GlobalPanelModule, type GlobalPanelProps } from '@storefront/shared';
import { TextField } from '@storefront/shared/forms';
import { Modal } from '@storefront/shared/overlays';
import { siteStore } from '@storefront/shared/runtime';
import { checkPincode } from './pincodeApi';
import { PINCODE_PATTERN } from '@storefront/shared/shopping';
import { Button, space } from '@storefront/shared/ui';
import { reopenCartAfterReload } from './cartPanelOpen';
import { reloadPage } from './reloadPage';
import { PINCODE_MODAL_TEXTS } from './texts';

// The pattern (six digits) already implies the minimum length; both are named so each rule is visible.
const isValidPincode = (pincode: string) => pincode.length >= PINCODE_MIN_LENGTH && PINCODE_PATTERN.test(pincode);

export function PincodeModal({ open, onClose }: GlobalPanelProps<'ui:open-pincode'>) {
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <Modal open={open} onClose={onClose} title={PINCODE_MODAL_TEXTS.title} footer={null} initialFocus={inputRef}>
      {/* Mounted with the modal, so each opening starts from the current pincode. */}
      <PincodeForm inputRef={inputRef} onCancel={onClose} />
    </Modal>
  );
}

function PincodeForm({ inputRef, onCancel }: { inputRef: RefObject<HTMLInputElement | null>; onCancel: () => void }) {
  const { pincode: currentPincode } = useSnapshot(siteStore);
  const [pincode, setPincode] = useState(currentPincode ?? '');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const candidate = pincode.trim();
    if (!isValidPincode(candidate)) {
      setError(MESSAGES.invalidPincode);
      return;
    }
    setError(null);
    setChecking(true);
    try {
      const result = await checkPincode(candidate);
      // A pincode the shop does not deliver to is an answer: its message goes under the field, the page stays.
      if (!result.success) {
        setError(result.message);
        setChecking(false);
        return;
      }
      reopenCartAfterReload();
      reloadPage();
    } catch (failure) {
      setError(extractErrorMessage(failure));
      setChecking(false);
    }
  }

  return (
    <form noValidate onSubmit={submit}>
      <TextField
        ref={inputRef}
        label={PINCODE_MODAL_TEXTS.label}
        hint={PINCODE_MODAL_TEXTS.hint}
        value={pincode}
        onChange={(value) => setPincode(value)}
        error={error}
        inputMode="numeric"
        autoComplete="postal-code"
        minLength={PINCODE_MIN_LENGTH}
        required
      />
      <div css={{ display: 'flex', justifyContent: 'flex-end', gap: space[2], marginTop: space[4], paddingBottom: space[3] }}>
        <Button variant="secondary" onClick={onCancel}>
          {PINCODE_MODAL_TEXTS.cancel}
        </Button>
        <Button type="submit" loading={checking}>
          {PINCODE_MODAL_TEXTS.submit}
        </Button>
      </div>
    </form>
  );
}

export const Panel: GlobalPanelModule<'ui:open-pincode'>['Panel'] = PincodeModal;
