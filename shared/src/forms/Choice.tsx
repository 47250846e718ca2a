import { createContext, useContext, type ChangeEvent, type ComponentPropsWithRef, type ReactNode } from 'react';
import { color, FieldMessages, focusVisible, font, labelCss, RequiredMark, space, useFieldIds } from '@storefront/shared/ui';

const choiceLabelCss = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: space[2],
  fontSize: font.size.md,
  color: color.text,
  cursor: 'pointer',
} as const;
const choiceInputCss = { width: font.size.lg, height: font.size.lg, margin: 0, accentColor: color.primary, ...focusVisible };

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'checked' | 'onChange'> {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean, event: ChangeEvent<HTMLInputElement>) => void;
  hint?: ReactNode;
  error?: string | null;
}

export function Checkbox({ label, checked, onChange, hint, error, id: idProp, required, className, ...rest }: CheckboxProps) {
  const { id, hintId, errorId, aria } = useFieldIds(idProp, hint, error);
  return (
    <div className={className}>
      <label htmlFor={id} css={choiceLabelCss}>
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked, event)}
          aria-required={required || undefined}
          css={choiceInputCss}
          {...aria}
          {...rest}
        />
        {label}
        {required && <RequiredMark />}
      </label>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}

interface RadioGroupState {
  name: string;
  value: string | null;
  onChange: (value: string) => void;
  disabled?: boolean;
}

const RadioGroupContext = createContext<RadioGroupState | null>(null);

export interface RadioProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'value' | 'onChange'> {
  label: ReactNode;
  value: string;
  /** Only outside a RadioGroup (inside, the group decides). */
  onChange?: (value: string, event: ChangeEvent<HTMLInputElement>) => void;
}

/** One option; inside a RadioGroup it takes its name, checked state and change handler from the group. */
export function Radio({ label, value, onChange, checked, name, disabled, className, ...rest }: RadioProps) {
  const group = useContext(RadioGroupContext);
  return (
    <label className={className} css={choiceLabelCss}>
      <input
        type="radio"
        name={group?.name ?? name}
        value={value}
        checked={group ? group.value === value : checked}
        disabled={disabled || group?.disabled}
        onChange={(event) => (group ? group.onChange(value) : onChange?.(value, event))}
        css={choiceInputCss}
        {...rest}
      />
      {label}
    </label>
  );
}

export interface RadioGroupProps extends RadioGroupState {
  legend: ReactNode;
  children: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  required?: boolean;
  /** Options side by side instead of stacked. */
  inline?: boolean;
  id?: string;
  className?: string;
}

/** A fieldset whose legend names the group; the error is announced and marks the group invalid. */
export function RadioGroup({ legend, children, hint, error, required, inline, id: idProp, className, ...state }: RadioGroupProps) {
  const { id, hintId, errorId, aria } = useFieldIds(idProp, hint, error);
  return (
    <fieldset
      id={id}
      role="radiogroup"
      aria-required={required || undefined}
      {...aria}
      className={className}
      css={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}
    >
      <legend css={{ ...labelCss, padding: 0 }}>
        {legend}
        {required && <RequiredMark />}
      </legend>
      <div css={{ display: 'flex', flexDirection: inline ? 'row' : 'column', flexWrap: 'wrap', gap: inline ? space[4] : space[2] }}>
        <RadioGroupContext.Provider value={state}>{children}</RadioGroupContext.Provider>
      </div>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </fieldset>
  );
}
