import { color, font } from '@storefront/shared/ui';

/** What the shopper's last action came to: its message, and whether it failed. */
export interface Outcome {
  text: string;
  error: boolean;
}

/** The outcome under a screen's actions: a status line, or an alert when the action failed. */
export function OutcomeLine({ outcome }: { outcome: Outcome }) {
  return (
    <p
      role={outcome.error ? 'alert' : 'status'}
      css={{ margin: 0, color: outcome.error ? color.danger : color.success, fontWeight: font.weight.semibold, lineHeight: font.lineHeight.normal }}
    >
      {outcome.text}
    </p>
  );
}
