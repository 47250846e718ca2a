import type { ChangeEvent, ComponentPropsWithRef } from 'react';
import { controlCss, FieldFrame, type ControlSize, type FieldBaseProps } from '@storefront/shared/ui';

export type TextFieldType = 'text' | 'email' | 'tel' | 'number' | 'password';

export interface TextFieldProps extends FieldBaseProps, Omit<ComponentPropsWithRef<'input'>, 'type' | 'value' | 'onChange' | 'size'> {
  type?: TextFieldType;
  value: string | number;
  onChange: (value: string, event: ChangeEvent<HTMLInputElement>) => void;
  size?: ControlSize;
}

/** A labelled, controlled text input; the error replaces nothing, it is added under the hint. */
export function TextField({
  label,
  hint,
  error,
  hideLabel,
  id: idProp,
  type = 'text',
  value,
  onChange,
  size,
  required,
  className,
  ...rest
}: TextFieldProps) {
  return (
    <FieldFrame id={idProp} label={label} hint={hint} error={error} hideLabel={hideLabel} required={required} className={className}>
      {(control) => (
        <input
          {...control}
          type={type}
          value={value}
          onChange={(event) => onChange(event.target.value, event)}
          css={controlCss(size, Boolean(error))}
          {...rest}
        />
      )}
    </FieldFrame>
  );
}
