/**
 * The thank-you dialog of a dynamic form: heading '{formtype} data submitted', text 'Thank You, Will
 * Contact You'. It closes by itself FORM_SUCCESS_CLOSE_MS (600 ms) after it is shown, and can be closed before.
 * Its own chunk (DynamicForm loads it lazily), so the overlays code does not weigh on a page before a submit.
 */
import { useEffect, useEffectEvent } from 'react';
import { FORM_SUCCESS_CLOSE_MS } from '@storefront/shared';
import { Modal } from '@storefront/shared/overlays';
import { DYNAMIC_FORM_TEXTS as TEXTS } from './texts';

export interface SubmittedModalProps {
  formtype: string;
  open: boolean;
  /** Asked to close: by itself after 600 ms, or by the shopper (close button, Esc, a click outside). */
  onClose: () => void;
  /** The close animation has ended. */
  onClosed: () => void;
}

export function SubmittedModal({ formtype, open, onClose, onClosed }: SubmittedModalProps) {
  const close = useEffectEvent(onClose);
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => close(), FORM_SUCCESS_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [open]);

  return (
    <Modal open={open} onClose={onClose} onClosed={onClosed} title={TEXTS.submittedHeading(formtype)} footer={null}>
      <p css={{ margin: 0 }}>{TEXTS.thankYou}</p>
    </Modal>
  );
}
