/**
 * `@storefront/shared/ui`: the design tokens and the UI kit every app builds its screens from. Stateless,
 * shared non-singleton: a remote built against a newer kit loads its own copy.
 */
export * from './tokens';
export { textLinkCss } from './styles';
export { Spinner, type SpinnerProps } from './Spinner';
export { Placeholder, type PlaceholderProps } from './Placeholder';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './Button';
export type { FieldBaseProps } from './Field';
export { TextField, type TextFieldProps, type TextFieldType } from './TextField';
export { Select, type SelectOption, type SelectProps } from './Select';
export { Checkbox, Radio, RadioGroup, type CheckboxProps, type RadioGroupProps, type RadioProps } from './Choice';
export { FileField, type FileFieldProps } from './FileField';
export {
  EMPTY_DATE_VALUE,
  FORM_EMAIL_PATTERN,
  PHONE_NUMBER_PATTERN,
  SIMPLE_EMAIL_PATTERN,
  isEmptyValue,
  isValidEmail,
  isValidPhone,
  isValidSimpleEmail,
  validateField,
  validateForm,
  type FieldRule,
  type FieldType,
  type FormErrors,
  type FormRules,
  type FormValues,
} from './validation';
export { useForm, type UseFormOptions, type UseFormResult } from './useForm';
export { Tag, type TagProps, type TagTone } from './Tag';
export { Price, discountPercent, type PriceProps } from './Price';
export { Stepper, type StepperProps } from './Stepper';
export { Skeleton, SkeletonText, type SkeletonProps, type SkeletonTextProps } from './Skeleton';
export { ProgressBar, type ProgressBarProps } from './ProgressBar';
export { Pagination, pageCount, pageWindow, type PaginationProps } from './Pagination';
