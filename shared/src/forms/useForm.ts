import { useState, type FormEvent } from 'react';
import { validateForm, type FormErrors, type FormRules, type FormValues } from './validation';

export interface UseFormOptions<V extends FormValues> {
  initialValues: V;
  rules: FormRules<V>;
  /** Called only when every field is valid. */
  onSubmit: (values: V) => unknown;
}

export interface UseFormResult<V extends FormValues> {
  values: V;
  /** Errors of the fields the user has left (or of all fields after a submit attempt). */
  errors: FormErrors<V>;
  valid: boolean;
  /** True while an async onSubmit is pending. */
  submitting: boolean;
  setValue: <K extends keyof V & string>(name: K, value: V[K]) => void;
  /** Marks a field as visited (call on blur) so its error shows. */
  touch: (name: keyof V & string) => void;
  handleSubmit: (event?: FormEvent) => Promise<void>;
  reset: (values?: V) => void;
}

/** Form state on top of validateForm: errors show once a field is touched; submit touches every field first. */
export function useForm<V extends FormValues>({ initialValues, rules, onSubmit }: UseFormOptions<V>): UseFormResult<V> {
  const [values, setValues] = useState(initialValues);
  const [touched, setTouched] = useState<Partial<Record<string, boolean>>>({});
  const [submitting, setSubmitting] = useState(false);
  const { errors: allErrors, valid } = validateForm(values, rules);
  const errors = Object.fromEntries(Object.entries(allErrors).filter(([name]) => touched[name])) as FormErrors<V>;

  return {
    values,
    errors,
    valid,
    submitting,
    setValue: (name, value) => setValues((current) => ({ ...current, [name]: value })),
    touch: (name) => setTouched((current) => ({ ...current, [name]: true })),
    handleSubmit: async (event) => {
      event?.preventDefault();
      setTouched(Object.fromEntries([...Object.keys(rules), ...Object.keys(values)].map((name) => [name, true])));
      if (!valid || submitting) return;
      setSubmitting(true);
      try {
        await onSubmit(values);
      } finally {
        setSubmitting(false);
      }
    },
    reset: (next = initialValues) => {
      setValues(next);
      setTouched({});
    },
  };
}
