import type { ReactNode } from 'react';
import { color, font, space } from './tokens';

export interface ScreenMessageProps {
  title: string;
  message?: ReactNode;
  /** The ways on: 'Try again', a link back to the listing… */
  actions?: ReactNode;
  /** A failure: announced at once to screen readers. */
  alert?: boolean;
  className?: string;
}

/** A whole screen's empty or failed state: what happened, in words, and the ways on from here. */
export function ScreenMessage({ title, message, actions, alert = false, className }: ScreenMessageProps) {
  return (
    <section
      role={alert ? 'alert' : undefined}
      className={className}
      css={{ display: 'grid', justifyItems: 'center', gap: space[3], padding: `${space[12]} ${space[4]}`, textAlign: 'center' }}
    >
      <h1 css={{ margin: 0, fontSize: font.size['2xl'], fontWeight: font.weight.bold, lineHeight: font.lineHeight.tight }}>{title}</h1>
      {message && <p css={{ margin: 0, maxWidth: '60ch', color: color.textMuted, lineHeight: font.lineHeight.normal }}>{message}</p>}
      {actions && <div css={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: space[3] }}>{actions}</div>}
    </section>
  );
}
