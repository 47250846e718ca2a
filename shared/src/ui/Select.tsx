import type { ChangeEvent, ComponentPropsWithRef } from 'react';
import { FieldFrame, type FieldBaseProps } from './Field';
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
  return (
    <FieldFrame id={idProp} label={label} hint={hint} error={error} hideLabel={hideLabel} required={required} className={className}>
      {(control) => (
        <select {...control} value={value} onChange={(event) => onChange(event.target.value, event)} css={controlCss(size, Boolean(error))} {...rest}>
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
      )}
    </FieldFrame>
  );
}
