import { useEffect, useRef, type ChangeEvent, type ComponentPropsWithoutRef } from 'react';
import { color, FieldFrame, focusVisible, font, layout, radius, space, type FieldBaseProps } from '@storefront/shared/ui';

export interface FileFieldProps extends FieldBaseProps, Omit<ComponentPropsWithoutRef<'input'>, 'type' | 'value' | 'onChange' | 'multiple'> {
  /** The chosen file; `null` clears the input. */
  value: File | null;
  onChange: (file: File | null, event: ChangeEvent<HTMLInputElement>) => void;
}

/** A single-file input: never `multiple`, and only the first file is ever reported. */
export function FileField({ label, hint, error, hideLabel, id: idProp, value, onChange, required, className, ...rest }: FileFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  // A file input cannot be controlled through `value`: clear it by hand when the form drops the file.
  useEffect(() => {
    if (!value && input.current) input.current.value = '';
  }, [value]);
  return (
    <FieldFrame id={idProp} label={label} hint={hint} error={error} hideLabel={hideLabel} required={required} className={className}>
      {(control) => (
        <input
          ref={input}
          {...control}
          type="file"
          onChange={(event) => onChange(event.target.files?.[0] ?? null, event)}
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
          {...rest}
        />
      )}
    </FieldFrame>
  );
}
