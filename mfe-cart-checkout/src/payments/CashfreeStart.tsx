/** /checkout/cashfree/{id}: hands the shopper to Cashfree's checkout, which returns them to /checkout/confirm/{id}. */
import { useEffect, useState } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { extractErrorMessage } from '@storefront/shared';
import type { PaymentStart } from '@storefront/shared/signed-in';
import { loadScript } from './loadScript';
import { PAYMENT_SCREEN_TEXTS } from './messages';
import { PaymentPanel } from './PaymentPanel';
import { usePaymentStart } from './usePaymentStart';

export function CashfreeStart() {
  const { id = '' } = useParams();
  const start = usePaymentStart(id);
  const [problem, setProblem] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const data = start.data;

  useEffect(() => {
    if (!data || data.provider !== 'cashfree') return;
    let cancelled = false;
    loadScript(data.script_url)
      .then(() => (cancelled ? undefined : openCheckout(data)))
      .then((result) => {
        if (!cancelled && result?.error) setProblem(result.error.message || PAYMENT_SCREEN_TEXTS.sdkMissing('cashfree'));
      })
      .catch((error: unknown) => {
        if (!cancelled) setProblem(extractErrorMessage(error));
      });
    return () => {
      cancelled = true;
    };
  }, [data, attempt]);

  if (data && data.provider !== 'cashfree') return <Navigate to={`/checkout/${data.provider}/${id}`} replace />;

  const retry = () => {
    setProblem(null);
    if (start.isError) void start.refetch();
    else setAttempt((value) => value + 1);
  };
  const shown = start.isError ? extractErrorMessage(start.error) : problem;
  return (
    <PaymentPanel
      title={PAYMENT_SCREEN_TEXTS.title('cashfree')}
      order={data ? { order_number: data.order_number, amount: data.amount } : null}
      busy={start.isPending ? PAYMENT_SCREEN_TEXTS.loading : shown ? null : PAYMENT_SCREEN_TEXTS.opening('cashfree')}
      problem={shown}
      onRetry={retry}
      sandbox={data?.mode === 'sandbox'}
    />
  );
}

/** Cashfree's checkout leaves the page (redirectTarget _self); it answers only when it could not start. */
function openCheckout(start: PaymentStart) {
  const Cashfree = window.Cashfree;
  if (!Cashfree || !start.payment_session_id || !start.cashfree_mode) throw new Error(PAYMENT_SCREEN_TEXTS.sdkMissing('cashfree'));
  return Cashfree({ mode: start.cashfree_mode }).checkout({ paymentSessionId: start.payment_session_id, redirectTarget: '_self' });
}
