/**
 * The promotional popup's rules: shown only on '/' and '/products', 5 s after load; with `once`,
 * only while its image differs from the one remembered under `popupShown`, which showing it then updates.
 */
import { POPUP_PATHS, POPUP_STORAGE_KEY } from './constants';
import type { Popup } from './schemas';

type PopupStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The page's local storage, or null where there is none or the browser refuses it (privacy modes, storage off). */
function localStorageOrNull(): PopupStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function readRemembered(storage: PopupStorage | null): string | null {
  try {
    return storage?.getItem(POPUP_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/** Whether the popup should show now, on this path (the 5 s delay is the caller's). */
export function popupIsDue(popup: Popup | null | undefined, pathname: string, storage = localStorageOrNull()): popup is Popup {
  if (!popup?.image) return false;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (!(POPUP_PATHS as readonly string[]).includes(path)) return false;
  return !popup.once || readRemembered(storage) !== popup.image;
}

/** Remembers the image just shown, so a `once` popup does not show it again. */
export function rememberPopupShown(popup: Popup, storage = localStorageOrNull()): void {
  try {
    storage?.setItem(POPUP_STORAGE_KEY, popup.image);
  } catch {
    // Storage refused: the popup may show again on a later visit, which is all that is lost.
  }
}
