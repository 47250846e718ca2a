import type { ChangeEvent, ComponentPropsWithRef } from 'react';
import { FieldLabel, FieldMessages, useFieldIds, type FieldBaseProps } from './Field';
import { controlCss, type ControlSize } from './styles';

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
  const { id, hintId, errorId, aria } = useFieldIds(idProp, hint, error);
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} hidden={hideLabel} required={required}>
        {label}
      </FieldLabel>
      <input
        id={id}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value, event)}
        aria-required={required || undefined}
        css={controlCss(size, Boolean(error))}
        {...aria}
        {...rest}
      />
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
