/**
 * `@storefront/shared/overlays`: the UI kit's layered pieces (modal, dialogs, panels, toasts, combo box, popper,
 * date picker). A separate entry from `./ui` because none of it is on a first screen: apps import it on demand
 * (the first time a panel or dialog opens), so it never weighs on the first visit. Stateless, non-singleton.
 */
export { Modal, type ModalProps } from './Modal';
export {
  AlertDialog,
  type AlertDialogProps,
  type AlertOptions,
  ConfirmDialog,
  type ConfirmDialogProps,
  type ConfirmOptions,
  useAlert,
  useConfirm,
} from './dialogs';
export { Drawer, type DrawerProps, SidePanel, type SidePanelProps } from './SidePanel';
export { Toaster } from './Toaster';
export { ComboBox, type ComboBoxOption, type ComboBoxProps } from './ComboBox';
export { Popper, type PopperProps, useFloatingPosition } from './Popper';
export { DATE_VALUE_FORMAT, DatePicker, type DatePickerProps, parseDateValue } from './DatePicker';
