import { useId, type ReactNode } from 'react';
import { color, space } from './tokens';
import { errorCss, hintCss, labelCss, visuallyHidden } from './styles';

/** What every labelled form control takes besides its value. */
export interface FieldBaseProps {
  label: ReactNode;
  /** Help text under the control, linked by `aria-describedby`. */
  hint?: ReactNode;
  /** The validation message: shown with `role="alert"` and marks the control `aria-invalid`. */
  error?: string | null;
  /** Keeps the label for assistive technology only. */
  hideLabel?: boolean;
}

/** Ids of a control and of its hint and error, and the `aria-*` props that tie them together. */
export function useFieldIds(idProp: string | undefined, hint: ReactNode, error: string | null | undefined) {
  const generated = useId();
  const id = idProp ?? generated;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { id, hintId, errorId, aria: { 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined } as const };
}

export function RequiredMark() {
  return (
    <span aria-hidden="true" css={{ color: color.danger, marginLeft: space[1] }}>
      *
    </span>
  );
}

export function FieldLabel({ htmlFor, hidden, required, children }: { htmlFor: string; hidden?: boolean; required?: boolean; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} css={hidden ? visuallyHidden : labelCss}>
      {children}
      {required && <RequiredMark />}
    </label>
  );
}

export function FieldMessages({ hint, hintId, error, errorId }: { hint?: ReactNode; hintId?: string; error?: string | null; errorId?: string }) {
  return (
    <>
      {hint && (
        <p id={hintId} css={hintCss}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" css={errorCss}>
          {error}
        </p>
      )}
    </>
  );
}

/** The props a framed control spreads onto its element: its id, and the `aria-*` tying it to label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-required': true | undefined;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

interface FieldFrameProps extends FieldBaseProps {
  id?: string;
  required?: boolean;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** Label, the control (rendered by `children` with its ids) and the hint and error under it: every field's frame. */
export function FieldFrame({ id: idProp, label, hint, error, hideLabel, required, className, children }: FieldFrameProps) {
  const { id, hintId, errorId, aria } = useFieldIds(idProp, hint, error);
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} hidden={hideLabel} required={required}>
        {label}
      </FieldLabel>
      {children({ id, 'aria-required': required || undefined, ...aria })}
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
