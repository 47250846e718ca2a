/** A checkout read that failed (the addresses, the delivery slots): what failed and why, and a button to read it again. */
import { extractErrorMessage } from '@storefront/shared';
import { Button, color, space } from '@storefront/shared/ui';

export interface LoadFailedProps {
  /** e.g. 'We could not load your addresses' */
  what: string;
  error: unknown;
  retryLabel: string;
  onRetry: () => void;
}

export function LoadFailed({ what, error, retryLabel, onRetry }: LoadFailedProps) {
  return (
    <div role="alert" css={{ display: 'grid', gap: space[2], justifyItems: 'start', color: color.danger }}>
      <p css={{ margin: 0 }}>
        {what}: {extractErrorMessage(error)}
      </p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}
