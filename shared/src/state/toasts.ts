/** Toast messages shared by every app (one list on the page); the overlays' `Toaster` shows them. */
import { proxy } from 'valtio';
import { TOAST_DURATION_MS } from '../contracts/constants';
import { extractErrorMessage } from '../contracts/errors';

export type ToastKind = 'success' | 'error' | 'info';

export interface ToastOptions {
  message: string;
  kind?: ToastKind;
  /** How long the toast stays, in ms (default 5000); 0 or Infinity keeps it until dismissed. */
  durationMs?: number;
}

export interface Toast {
  id: number;
  message: string;
  kind: ToastKind;
  durationMs: number;
}

export const toastStore = proxy<{ toasts: Toast[] }>({ toasts: [] });

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

/** Shows a toast that hides itself after its duration (5000 ms unless another duration is given). */
export function showToast({ message, kind = 'info', durationMs = TOAST_DURATION_MS }: ToastOptions): number {
  const id = nextId++;
  toastStore.toasts.push({ id, message, kind, durationMs });
  if (Number.isFinite(durationMs) && durationMs > 0)
    timers.set(
      id,
      setTimeout(() => dismissToast(id), durationMs),
    );
  return id;
}

/** An error as an error toast, with the message of the shared error-message extraction. */
export function showErrorToast(error: unknown, durationMs?: number): number {
  return showToast({ message: extractErrorMessage(error), kind: 'error', durationMs });
}

export function dismissToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  const index = toastStore.toasts.findIndex((toast) => toast.id === id);
  if (index >= 0) toastStore.toasts.splice(index, 1);
}
