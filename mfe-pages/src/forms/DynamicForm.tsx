/**
 * A form the shop's editors define on a dynamic page (`form` component). Every field is checked by
 * the storefront's generic form rules (required, email, a 10-digit mobile number for `tel`, the field's pattern);
 * the form is sent only when every field is valid, and focus goes to the first field that is not.
 *
 * Binding: the form's submit handling is bound DYNAMIC_FORM_BIND_DELAY_MS (1000 ms) after it mounts: dynamic forms
 * are bound once the page has loaded. A submit before then is neither lost nor a native submission: it is held
 * (the button already says it is saving) and sent when the binding happens.
 *
 * Sending: `POST /api/webui/create` with emailactivation, formtype and the trimmed answers by field name. While it
 * saves, the button reads 'Wait Saving...' and is disabled. Saved, the form is reset and a thank-you dialog (its
 * own chunk) opens and closes by itself after 600 ms. Refused or failed, an error toast says the server's message.
 */
import { lazy, Suspense, useEffect, useEffectEvent, useId, useState, type ComponentType, type FormEvent } from 'react';
import {
  ApiError,
  apiErrorBodySchema,
  DYNAMIC_FORM_BIND_DELAY_MS,
  type DynamicFormData,
  type DynamicFormField,
  extractErrorMessage,
} from '@storefront/shared';
import { apiClient, errorReporter, showToast } from '@storefront/shared/runtime';
import {
  customFormResponseSchema,
  FORM_VALUE_MAX_LENGTH,
  TextField,
  useForm,
  validateForm,
  type CustomFormRequest,
  type FieldRule,
  type FormRules,
} from '@storefront/shared/forms';
import { Button, color, font, Select, space } from '@storefront/shared/ui';
import type { SubmittedModalProps } from './SubmittedModal';
import { TextAreaField } from './TextAreaField';
import { DYNAMIC_FORM_TEXTS as TEXTS } from './texts';

type Answers = Record<string, string>;

/** Where the answers go: the server keeps every submission and, with `emailactivation`, emails the shop. */
export const DYNAMIC_FORM_PATH = '/api/webui/create';

/**
 * Stands in for the thank-you dialog when its chunk cannot be loaded (a dropped connection): the answers were saved,
 * so the shopper is told by a toast, and the form stays on the page instead of failing with the chunk.
 */
function SubmittedNotice({ formtype, onClosed }: SubmittedModalProps) {
  const done = useEffectEvent(onClosed);
  useEffect(() => {
    showToast({ message: TEXTS.submittedNotice(formtype), kind: 'success' });
    done();
  }, [formtype]);
  return null;
}

const importSubmittedModal = (): Promise<{ default: ComponentType<SubmittedModalProps> }> =>
  import('./SubmittedModal').then(
    (module) => ({ default: module.SubmittedModal }),
    (error: unknown) => {
      errorReporter.captureException(error, { chunk: 'SubmittedModal' });
      return { default: SubmittedNotice };
    },
  );
const SubmittedModal = lazy(importSubmittedModal);

const ruleOf = ({ label, type, required, pattern, patternMessage }: DynamicFormField): FieldRule => ({
  label,
  type,
  required,
  pattern,
  patternMessage,
});

/** The field a server refusal names (`formdata.<name>` for an answer), if it is one of the form's fields. */
function refusedField(error: unknown, fields: readonly DynamicFormField[]): { name: string; message: string } | null {
  if (!(error instanceof ApiError)) return null;
  const body = apiErrorBodySchema.safeParse(error.response.data);
  if (!body.success || !body.data.field) return null;
  const { field, message } = body.data;
  const name = field.startsWith('formdata.') ? field.slice('formdata.'.length) : field;
  if (!fields.some((candidate) => candidate.name === name)) return null;
  // The server words a refusal '<path>: <reason>'; under its field, the reason says enough.
  return { name, message: message.startsWith(`${field}: `) ? message.slice(field.length + 2) : message };
}

/** The distinct, non-empty choices of a select (the empty choice is the form's own, first). */
const choicesOf = (options: readonly string[]) =>
  [...new Set(options)].filter((option) => option !== '').map((option) => ({ value: option, label: option }));

export function DynamicForm({ form }: { form: DynamicFormData }) {
  const { fields, formtype } = form;
  const baseId = useId();
  const idOf = (index: number) => `${baseId}-field-${index}`;
  const titleId = `${baseId}-title`;
  const initialValues: Answers = Object.fromEntries(fields.map((field) => [field.name, '']));
  const rules: FormRules<Answers> = Object.fromEntries(fields.map((field) => [field.name, ruleOf(field)]));

  const [bound, setBound] = useState(false);
  /** A submit made before the binding, to send when it happens. */
  const [held, setHeld] = useState(false);
  /** The server's refusals tied to a field, shown on it until it is edited. */
  const [refusals, setRefusals] = useState<Partial<Answers>>({});
  /** The thank-you dialog: absent until a success, then open, then closing. */
  const [thanks, setThanks] = useState<{ open: boolean } | null>(null);

  const answers = useForm<Answers>({
    initialValues,
    rules,
    onSubmit: async (values) => {
      setRefusals({});
      void importSubmittedModal(); // fetched while the answers travel, so the dialog opens at once
      const body: CustomFormRequest = {
        emailactivation: form.emailactivation,
        formtype,
        formdata: Object.fromEntries(fields.map((field) => [field.name, (values[field.name] ?? '').trim()])),
      };
      try {
        await apiClient.post(DYNAMIC_FORM_PATH, body, { schema: customFormResponseSchema });
      } catch (error) {
        // Only a success resets the form: after a refusal or a failure the
        // shopper's answers stay, to be corrected or sent again, instead of being lost.
        const refused = refusedField(error, fields);
        if (refused) {
          setRefusals({ [refused.name]: refused.message });
          focusField(refused.name);
        }
        showToast({ message: extractErrorMessage(error), kind: 'error' });
        if (!(error instanceof ApiError) || error.status >= 500) errorReporter.captureException(error, { formtype });
        return;
      }
      answers.reset();
      setThanks({ open: true });
    },
  });

  function focusField(name: string) {
    const index = fields.findIndex((field) => field.name === name);
    if (index >= 0) document.getElementById(idOf(index))?.focus();
  }

  /** Sends the answers if every field is valid; otherwise shows every error and focuses the first invalid field. */
  function attempt() {
    const { errors } = validateForm(answers.values, rules);
    const invalid = fields.find((field) => errors[field.name]);
    void answers.handleSubmit();
    if (invalid) focusField(invalid.name);
  }

  const bind = useEffectEvent(() => {
    setBound(true);
    if (held) {
      setHeld(false);
      attempt();
    }
  });
  useEffect(() => {
    const timer = setTimeout(() => bind(), DYNAMIC_FORM_BIND_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const busy = held || answers.submitting;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault(); // never a native submission, bound or not
    if (busy) return;
    if (bound) return attempt();
    // Not bound yet: the errors show now, and a valid form waits for the binding.
    const { valid } = validateForm(answers.values, rules);
    if (valid) setHeld(true);
    else attempt();
  };

  const change = (name: string, value: string) => {
    answers.setValue(name, value);
    setRefusals((current) => (current[name] ? { ...current, [name]: undefined } : current));
  };

  return (
    <>
      <form
        // A name the page's own CSS can place the form by, as `page-html` names an HTML block.
        className="page-form"
        noValidate
        onSubmit={submit}
        aria-labelledby={form.title ? titleId : undefined}
        aria-label={form.title ? undefined : formtype}
        aria-busy={busy || undefined}
        css={{ display: 'grid', gap: space[4], maxWidth: '40rem', margin: `${space[6]} 0` }}
      >
        {(form.title || form.intro) && (
          <div css={{ display: 'grid', gap: space[2] }}>
            {form.title && (
              <h2
                id={titleId}
                css={{ margin: 0, fontSize: font.size.xl, fontWeight: font.weight.bold, lineHeight: font.lineHeight.tight, color: color.text }}
              >
                {form.title}
              </h2>
            )}
            {form.intro && (
              <p css={{ margin: 0, fontSize: font.size.md, lineHeight: font.lineHeight.normal, color: color.textMuted }}>{form.intro}</p>
            )}
          </div>
        )}
        {fields.map((field, index) => {
          const common = {
            id: idOf(index),
            label: field.label,
            required: field.required,
            value: answers.values[field.name] ?? '',
            onChange: (value: string) => change(field.name, value),
            onBlur: () => answers.touch(field.name),
            error: answers.errors[field.name] ?? refusals[field.name],
            autoComplete: field.autocomplete,
          };
          if (field.type === 'select')
            return (
              <Select
                key={`${index}-${field.name}`}
                {...common}
                options={[{ value: '', label: field.placeholder || TEXTS.chooseOption }, ...choicesOf(field.options)]}
              />
            );
          if (field.type === 'textarea')
            return <TextAreaField key={`${index}-${field.name}`} {...common} placeholder={field.placeholder} maxLength={FORM_VALUE_MAX_LENGTH} />;
          return (
            <TextField
              key={`${index}-${field.name}`}
              {...common}
              type={field.type}
              placeholder={field.placeholder}
              maxLength={FORM_VALUE_MAX_LENGTH}
            />
          );
        })}
        <div>
          <Button type="submit" loading={busy}>
            {busy ? TEXTS.saving : form.submitLabel}
          </Button>
        </div>
      </form>
      {thanks && (
        <Suspense fallback={null}>
          <SubmittedModal formtype={formtype} open={thanks.open} onClose={() => setThanks({ open: false })} onClosed={() => setThanks(null)} />
        </Suspense>
      )}
    </>
  );
}
