/**
 * `@storefront/shared/overlays`: the UI kit's layered pieces (modal, dialogs, panels, toasts, combo box, popper,
 * date picker). A separate entry from `./ui` because none of it is on a first screen: apps import it on demand
 * (the first time a panel or dialog opens), so it never weighs on the first visit. Stateless, non-singleton.
 */
export {};
