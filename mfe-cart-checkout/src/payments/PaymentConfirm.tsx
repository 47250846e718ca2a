/**
 * /checkout/confirm/{id}: where Cashfree returns the shopper. The server asks Cashfree whether the order is paid;
 * paid goes on to the success page, anything else shows the server's message and a way back to the payment.
 */
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import { confirmCashfree } from './paymentsApi';
import { extractErrorMessage } from '@storefront/shared';
import { PAYMENT_SCREEN_TEXTS } from './messages';
import { PaymentPanel } from './PaymentPanel';

/** Orders a shopper can still pay for. */
const PAYABLE = new Set(['pending_payment', 'payment_failed']);

export function PaymentConfirm() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  // Confirming is idempotent on the server, so a query (deduplicated, retried by the button) fits.
  const confirm = useQuery({ queryKey: ['payment-confirm', id], queryFn: () => confirmCashfree(id), retry: false, gcTime: 0 });
  const result = confirm.data;

  useEffect(() => {
    if (result?.paid) navigate(`/order/success/${encodeURIComponent(result.order.order_number)}`, { replace: true });
  }, [result, navigate]);

  const busy = confirm.isPending || confirm.isFetching || result?.paid ? PAYMENT_SCREEN_TEXTS.verifying : null;
  const problem = busy ? null : confirm.isError ? extractErrorMessage(confirm.error) : (result?.message ?? null);
  const retry = confirm.isError
    ? () => void confirm.refetch()
    : result && PAYABLE.has(result.status)
      ? () => navigate(`/checkout/cashfree/${encodeURIComponent(id)}`)
      : undefined;

  return (
    <PaymentPanel title={PAYMENT_SCREEN_TEXTS.confirmTitle} order={result ? result.order : null} busy={busy} problem={problem} onRetry={retry} />
  );
}
