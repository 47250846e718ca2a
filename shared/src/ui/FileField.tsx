import { useEffect, useRef, type ChangeEvent, type ComponentPropsWithoutRef } from 'react';
import { FieldLabel, FieldMessages, useFieldIds, type FieldBaseProps } from './Field';
import { focusVisible } from './styles';
import { color, font, layout, radius, space } from './tokens';

export interface FileFieldProps extends FieldBaseProps, Omit<ComponentPropsWithoutRef<'input'>, 'type' | 'value' | 'onChange' | 'multiple'> {
  /** The chosen file; `null` clears the input. */
  value: File | null;
  onChange: (file: File | null, event: ChangeEvent<HTMLInputElement>) => void;
}

/** A single-file input: never `multiple`, and only the first file is ever reported. */
export function FileField({ label, hint, error, hideLabel, id: idProp, value, onChange, required, className, ...rest }: FileFieldProps) {
  const { id, hintId, errorId, aria } = useFieldIds(idProp, hint, error);
  const input = useRef<HTMLInputElement>(null);
  // A file input cannot be controlled through `value`: clear it by hand when the form drops the file.
  useEffect(() => {
    if (!value && input.current) input.current.value = '';
  }, [value]);
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} hidden={hideLabel} required={required}>
        {label}
      </FieldLabel>
      <input
        ref={input}
        id={id}
        type="file"
        onChange={(event) => onChange(event.target.files?.[0] ?? null, event)}
        aria-required={required || undefined}
        css={{
          display: 'block',
          width: '100%',
          fontFamily: font.family,
          fontSize: font.size.sm,
          color: color.text,
          borderRadius: radius.md,
          ...focusVisible,
          '&::file-selector-button': {
            marginRight: space[3],
            padding: `${space[2]} ${space[3]}`,
            font: 'inherit',
            color: color.primary,
            background: color.surfaceRaised,
            border: `${layout.borderWidth} solid ${error ? color.danger : color.primary}`,
            borderRadius: radius.md,
            cursor: 'pointer',
          },
        }}
        {...aria}
        {...rest}
      />
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
