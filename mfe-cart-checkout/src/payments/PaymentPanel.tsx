/** The card every payment screen shows: title, order number and amount, then progress or a message with a retry. */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatINR } from '@storefront/shared';
import { Button, cardCss, cardPageCss, color, font, radius, space, Spinner, Tag, textLinkCss } from '@storefront/shared/ui';
import { totalsListCss } from '../totalsStyles';
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
    <section aria-labelledby="payment-title" aria-busy={Boolean(busy)} css={cardPageCss}>
      <div css={cardCss}>
        <h1 id="payment-title" css={{ fontSize: font.size['2xl'], lineHeight: font.lineHeight.tight, margin: `0 0 ${space[4]}` }}>
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
              <dd data-testid="payment-amount" css={{ fontSize: font.size['2xl'], fontWeight: font.weight.bold }}>
                {formatINR(order.amount)}
              </dd>
            </div>
          </dl>
        )}
        {busy && (
          <div css={{ display: 'flex', alignItems: 'center', gap: space[2], marginTop: space[4] }}>
            <Spinner size={space[6]} label={busy} />
            <span>{busy}</span>
          </div>
        )}
        {problem && (
          <>
            <p role="alert" css={alert}>
              {problem}
            </p>
            <div css={{ display: 'flex', gap: space[4], flexWrap: 'wrap', alignItems: 'center' }}>
              {onRetry && <Button onClick={onRetry}>{PAYMENT_SCREEN_TEXTS.retry}</Button>}
              <Link to="/account/orders" css={textLinkCss}>
                {PAYMENT_SCREEN_TEXTS.viewOrders}
              </Link>
            </div>
          </>
        )}
        {children}
        {sandbox && (
          <p css={{ margin: `${space[5]} 0 0` }}>
            <Tag label={PAYMENT_SCREEN_TEXTS.sandbox} tone="warning" />
          </p>
        )}
      </div>
    </section>
  );
}

const summary = { ...totalsListCss, '& dd': { margin: 0, fontWeight: font.weight.semibold } } as const;

const alert = {
  margin: `${space[4]} 0`,
  padding: `${space[3]} ${space[3]}`,
  borderRadius: radius.md,
  background: color.dangerSoft,
  color: color.danger,
  lineHeight: font.lineHeight.normal,
} as const;
