/**
 * `@storefront/shared/forms`: text, checkbox, radio and file fields and the validation engine of the storefront's
 * forms (Select stays in the UI kit: the listing's pagination uses it). Apart from the kit because no first visit
 * shows a form. Stateless, shared non-singleton like the kit.
 */
export { TextField, type TextFieldProps, type TextFieldType } from './TextField';
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
export { schemaRule } from './schemaRule';
// What a server-defined form (mfe-pages) sends and is answered: here, so a page with a form needs no other entry.
export { customFormResponseSchema, FORM_VALUE_MAX_LENGTH, formSubmittedMessage } from '../contracts/api/customForms';
export type { CustomFormRequest } from '../contracts/api/site';
