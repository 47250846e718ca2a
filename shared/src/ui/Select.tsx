import type { ChangeEvent, ComponentPropsWithRef } from 'react';
import { FieldLabel, FieldMessages, useFieldIds, type FieldBaseProps } from './Field';
import { controlCss, type ControlSize } from './styles';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends FieldBaseProps, Omit<ComponentPropsWithRef<'select'>, 'value' | 'onChange' | 'size' | 'multiple'> {
  options: readonly SelectOption[];
  value: string;
  onChange: (value: string, event: ChangeEvent<HTMLSelectElement>) => void;
  /** A first, unselectable option shown while nothing is chosen. */
  placeholder?: string;
  size?: ControlSize;
}

export function Select({
  label,
  hint,
  error,
  hideLabel,
  id: idProp,
  options,
  value,
  onChange,
  placeholder,
  size,
  required,
  className,
  ...rest
}: SelectProps) {
  const { id, hintId, errorId, aria } = useFieldIds(idProp, hint, error);
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} hidden={hideLabel} required={required}>
        {label}
      </FieldLabel>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value, event)}
        aria-required={required || undefined}
        css={controlCss(size, Boolean(error))}
        {...aria}
        {...rest}
      >
        {placeholder !== undefined && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
