/**
 * `@storefront/shared/ui`: the design tokens and the UI kit every app builds its screens from. Stateless,
 * shared non-singleton: a remote built against a newer kit loads its own copy. Form fields and the validation engine
 * are `@storefront/shared/forms`; pieces that open on demand are `@storefront/shared/overlays`; a carousel's autoplay
 * and focus rules are `@storefront/shared/carousel`, bundled by the remotes that have one.
 */
export * from './tokens';
export * from './listingLayout';
export {
  cardCss,
  cardPageCss,
  controlCss,
  focusVisible,
  iconButtonCss,
  labelCss,
  sectionHeaderCss,
  sectionTitleCss,
  tapTargetCss,
  textLinkCss,
  visuallyHidden,
  type ControlSize,
} from './styles';
export { Spinner, type SpinnerProps } from './Spinner';
export { ScreenMessage, type ScreenMessageProps } from './ScreenMessage';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './Button';
// The field frame and its parts: the form fields of `@storefront/shared/forms` are built on them, taking them from the
// page's kit rather than carrying a copy (with the kit's tokens and styles) into the forms chunk.
export { FieldFrame, FieldMessages, RequiredMark, useFieldIds, type FieldBaseProps } from './Field';
export { Select, type SelectOption, type SelectProps } from './Select';
export { Tag, type TagProps, type TagTone } from './Tag';
export { Price, discountPercent, type PriceProps } from './Price';
export { Stepper, type StepperProps } from './Stepper';
export {
  ADD_TO_CART_LABEL,
  CART_CONTROL_TEXTS,
  CartPackControl,
  CartQuantityControl,
  OUT_OF_STOCK_LABEL,
  type CartPackControlProps,
  type CartQuantityControlProps,
} from './CartQuantityControl';
export { initialPack } from './useCartPack';
export { addToCart, reloadCart, removeFromCart } from './cartCalls';
export { Skeleton, SkeletonText, type SkeletonProps, type SkeletonTextProps } from './Skeleton';
export { ProgressBar, type ProgressBarProps } from './ProgressBar';
export { pageTitle, usePageHead, type PageHead } from './usePageHead';
export { useNearViewport } from './useNearViewport';
export { useAfterHydration } from './useAfterHydration';
export { Icon, type IconName } from './Icon';
