/** The card every payment screen shows: title, order number and amount, then progress or a message with a retry. */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatINR } from '@storefront/shared';
import { Spinner } from '@storefront/shared/ui';
import { PAYMENT_SCREEN_TEXTS } from './messages';

export interface PaymentPanelProps {
  title: string;
  order?: { order_number: string; amount: number } | null;
  /** While set, a spinner with this text. */
  busy?: string | null;
  /** A stop in the flow (dismissed, failed, refused): shown as an alert with a retry. */
  problem?: string | null;
  onRetry?: () => void;
  sandbox?: boolean;
  children?: ReactNode;
}

export function PaymentPanel({ title, order, busy, problem, onRetry, sandbox, children }: PaymentPanelProps) {
  return (
    <section aria-labelledby="payment-title" aria-busy={Boolean(busy)} css={page}>
      <div css={card}>
        <h1 id="payment-title" css={{ fontSize: 22, margin: '0 0 16px' }}>
          {title}
        </h1>
        {order && (
          <dl css={summary}>
            <div>
              <dt>Order</dt>
              <dd data-testid="payment-order-number">{order.order_number}</dd>
            </div>
            <div>
              <dt>Amount</dt>
              <dd data-testid="payment-amount" css={{ fontSize: 22, fontWeight: 700 }}>
                {formatINR(order.amount)}
              </dd>
            </div>
          </dl>
        )}
        {busy && (
          <div css={{ display: 'flex', alignItems: 'center', gap: 8, marginTop: 16 }}>
            <Spinner size={24} label={busy} />
            <span>{busy}</span>
          </div>
        )}
        {problem && (
          <>
            <p role="alert" css={alert}>
              {problem}
            </p>
            <div css={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'center' }}>
              {onRetry && (
                <button type="button" onClick={onRetry} css={primaryButton}>
                  {PAYMENT_SCREEN_TEXTS.retry}
                </button>
              )}
              <Link to="/account/orders" css={{ color: 'var(--sf-primary, #0c831f)' }}>
                {PAYMENT_SCREEN_TEXTS.viewOrders}
              </Link>
            </div>
          </>
        )}
        {children}
        {sandbox && <p css={{ margin: '20px 0 0', fontSize: 13, color: '#6b5a00' }}>{PAYMENT_SCREEN_TEXTS.sandbox}</p>}
      </div>
    </section>
  );
}

const page = {
  display: 'flex',
  justifyContent: 'center',
  padding: '32px 16px 48px',
  background: 'var(--sf-surface, #f5f7f5)',
  minHeight: '60vh',
  boxSizing: 'border-box',
} as const;

const card = {
  width: '100%',
  maxWidth: 440,
  alignSelf: 'flex-start',
  background: 'var(--sf-background, #fff)',
  color: 'var(--sf-text, #1f2a1f)',
  borderRadius: 12,
  padding: 24,
  boxShadow: '0 1px 3px rgba(0,0,0,0.08)',
  boxSizing: 'border-box',
} as const;

const summary = {
  display: 'grid',
  gap: 8,
  margin: 0,
  '& > div': { display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 12 },
  '& dt': { color: '#5b6470' },
  '& dd': { margin: 0, fontWeight: 600 },
} as const;

const alert = {
  margin: '16px 0',
  padding: '10px 12px',
  borderRadius: 8,
  background: '#fdecea',
  color: '#8c1d18',
  lineHeight: 1.5,
} as const;

export const primaryButton = {
  padding: '10px 20px',
  borderRadius: 8,
  border: 0,
  background: 'var(--sf-primary, #0c831f)',
  color: '#fff',
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
} as const;
