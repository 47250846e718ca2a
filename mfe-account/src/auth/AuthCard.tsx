/** The frame of every sign-in screen: a card centred on the page, with the screen's title and an optional lead. */
import { useId, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button, cardCss, cardPageCss, color, font, radius, space, textLinkCss } from '@storefront/shared/ui';

interface AuthCardProps {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}

export function AuthCard({ title, lead, children }: AuthCardProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} css={cardPageCss}>
      <div css={cardCss}>
        <h1 id={titleId} css={{ fontSize: font.size['2xl'], lineHeight: font.lineHeight.tight, margin: `0 0 ${space[2]}` }}>
          {title}
        </h1>
        {lead && <p css={{ margin: `0 0 ${space[5]}`, color: color.textMuted, lineHeight: font.lineHeight.normal }}>{lead}</p>}
        {children}
      </div>
    </section>
  );
}

interface AuthFormProps {
  onSubmit: (event: FormEvent) => void;
  submitLabel: string;
  /** The submit button spins and is disabled while the form's request runs. */
  submitting: boolean;
  children: ReactNode;
}

/** The screen's form: its fields and alerts stacked on the spacing scale, then its full-width submit button. */
export function AuthForm({ onSubmit, submitLabel, submitting, children }: AuthFormProps) {
  return (
    <form noValidate onSubmit={onSubmit} css={{ display: 'flex', flexDirection: 'column', gap: space[4] }}>
      {children}
      <Button type="submit" fullWidth loading={submitting}>
        {submitLabel}
      </Button>
    </form>
  );
}

/** A refusal or failure under a form; children may hold a way out (e.g. a link to register). */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <p role="alert" css={alertCss}>
      {children}
    </p>
  );
}

/** A line under the form leading elsewhere: 'New here? Create an account'. */
export function CardFooterLink({ prompt, to, children }: { prompt?: string; to: string; children: ReactNode }) {
  return (
    <p css={{ margin: `${space[5]} 0 0`, textAlign: 'center', color: color.textMuted }}>
      {prompt && `${prompt} `}
      <Link to={to} css={textLinkCss}>
        {children}
      </Link>
    </p>
  );
}

const alertCss = {
  margin: 0,
  padding: space[3],
  borderRadius: radius.md,
  background: color.dangerSoft,
  color: color.danger,
  lineHeight: font.lineHeight.normal,
} as const;
