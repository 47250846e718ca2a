/**
 * A labelled, controlled multi-line text field in the look of the form kit's TextField (which has no multi-line
 * variant): the label with its required mark, the control, and the error under it (`role="alert"`, tied to the
 * control by `aria-describedby` and marking it `aria-invalid`).
 */
import type { ChangeEvent, ComponentPropsWithRef } from 'react';
import { color, controlCss, font, layout, space } from '@storefront/shared/ui';

export interface TextAreaFieldProps extends Omit<ComponentPropsWithRef<'textarea'>, 'value' | 'onChange' | 'id'> {
  id: string;
  label: string;
  value: string;
  onChange: (value: string, event: ChangeEvent<HTMLTextAreaElement>) => void;
  error?: string | null;
  required?: boolean;
}

const labelCss = { display: 'block', marginBottom: space[1], fontSize: font.size.sm, fontWeight: font.weight.medium, color: color.text } as const;
const errorCss = { margin: `${space[1]} 0 0`, fontSize: font.size.xs, color: color.danger } as const;

export function TextAreaField({ id, label, value, onChange, error, required, className, ...rest }: TextAreaFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} css={labelCss}>
        {label}
        {required && (
          <span aria-hidden="true" css={{ color: color.danger, marginLeft: space[1] }}>
            *
          </span>
        )}
      </label>
      <textarea
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value, event)}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        rows={4}
        css={[
          controlCss('md', Boolean(error)),
          {
            display: 'block',
            minHeight: `calc(${layout.controlHeight} * 3)`,
            padding: `${space[2]} ${space[3]}`,
            lineHeight: font.lineHeight.normal,
            resize: 'vertical',
          },
        ]}
        {...rest}
      />
      {error && (
        <p id={errorId} role="alert" css={errorCss}>
          {error}
        </p>
      )}
    </div>
  );
}
