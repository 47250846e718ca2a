import { type ReactNode, useCallback, useRef, useState } from 'react';
import { Modal } from './Modal';

interface DialogBaseProps {
  open: boolean;
  title?: ReactNode;
  message: ReactNode;
  onClosed?: () => void;
  width?: number;
}

export interface ConfirmDialogProps extends DialogBaseProps {
  onConfirm: () => void;
  /** Cancel, Esc or an overlay click. */
  onCancel: () => void;
  confirmText?: string;
  cancelText?: string;
  /** Styles Confirm as a destructive action. */
  danger?: boolean;
}

/** Asks the shopper to confirm: 'Cancel' and 'Confirm'; focus starts on the safe choice. */
export function ConfirmDialog({
  open,
  title,
  message,
  onConfirm,
  onCancel,
  onClosed,
  width,
  confirmText = 'Confirm',
  cancelText = 'Cancel',
  danger,
}: ConfirmDialogProps) {
  return (
    <Modal
      role="alertdialog"
      open={open}
      title={title}
      onClose={onCancel}
      onClosed={onClosed}
      onOk={onConfirm}
      okText={confirmText}
      cancelText={cancelText}
      okVariant={danger ? 'danger' : 'primary'}
      width={width}
      showCloseButton={false}
      initialFocus="cancel"
    >
      {message}
    </Modal>
  );
}

export interface AlertDialogProps extends DialogBaseProps {
  /** OK, Esc or an overlay click. */
  onClose: () => void;
  okText?: string;
}

/** Tells the shopper something: one 'OK' button. */
export function AlertDialog({ open, title, message, onClose, onClosed, width, okText = 'OK' }: AlertDialogProps) {
  return (
    <Modal
      role="alertdialog"
      open={open}
      title={title}
      onClose={onClose}
      onClosed={onClosed}
      okText={okText}
      showCancel={false}
      width={width}
      showCloseButton={false}
      initialFocus="ok"
    >
      {message}
    </Modal>
  );
}

export type ConfirmOptions = Pick<ConfirmDialogProps, 'title' | 'confirmText' | 'cancelText' | 'danger'>;
export type AlertOptions = Pick<AlertDialogProps, 'title' | 'okText'>;

interface Pending<Options, Result> {
  message: ReactNode;
  options?: Options;
  resolve: (result: Result) => void;
}

function usePendingDialog<Options, Result>(dismissed: Result) {
  const [pending, setPending] = useState<Pending<Options, Result> | null>(null);
  const [open, setOpen] = useState(false);
  const current = useRef<Pending<Options, Result> | null>(null);

  const ask = useCallback(
    (message: ReactNode, options?: Options) =>
      new Promise<Result>((resolve) => {
        // A new question while one is open answers the old one as dismissed.
        current.current?.resolve(dismissed);
        current.current = { message, options, resolve };
        setPending(current.current);
        setOpen(true);
      }),
    [dismissed],
  );
  const settle = (result: Result) => {
    current.current?.resolve(result);
    current.current = null;
    setOpen(false);
  };
  return { pending, open, ask, settle, clear: () => setPending(null) };
}

/**
 * `const [confirm, confirmDialog] = useConfirm()`: render `confirmDialog` once, then
 * `await confirm('Remove this address?')` is true for Confirm and false for Cancel, Esc or an overlay click.
 */
export function useConfirm(): [(message: ReactNode, options?: ConfirmOptions) => Promise<boolean>, ReactNode] {
  const { pending, open, ask, settle, clear } = usePendingDialog<ConfirmOptions, boolean>(false);
  const dialog = pending && (
    <ConfirmDialog
      {...pending.options}
      open={open}
      message={pending.message}
      onConfirm={() => settle(true)}
      onCancel={() => settle(false)}
      onClosed={clear}
    />
  );
  return [ask, dialog];
}

/** `const [alert, alertDialog] = useAlert()`: render `alertDialog` once; `await alert('Saved')` resolves when it is closed. */
export function useAlert(): [(message: ReactNode, options?: AlertOptions) => Promise<void>, ReactNode] {
  const { pending, open, ask, settle, clear } = usePendingDialog<AlertOptions, void>(undefined);
  const dialog = pending && (
    <AlertDialog {...pending.options} open={open} message={pending.message} onClose={() => settle(undefined)} onClosed={clear} />
  );
  return [ask, dialog];
}
