/** /checkout/razorpay/{id}: opens Razorpay Checkout for the order and verifies its success payload on the server. */
import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { loadScript } from './loadScript';
import { verifyRazorpay } from './paymentsApi';
import { extractErrorMessage } from '@storefront/shared';
import { PAYMENT_MESSAGES, type PaymentResult, type PaymentStart } from '@storefront/shared/signed-in';
import { space } from '@storefront/shared/ui';
import { PAYMENT_SCREEN_TEXTS } from './messages';
import { PaymentPanel } from './PaymentPanel';
import type { RazorpayCheckout, RazorpaySuccessPayload } from './providerSdk';
import { usePaymentStart } from './usePaymentStart';

type Phase = { kind: 'opening' } | { kind: 'open' } | { kind: 'stopped'; message: string };

export function RazorpayStart() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const start = usePaymentStart(id);
  const [phase, setPhase] = useState<Phase>({ kind: 'opening' });
  const [attempt, setAttempt] = useState(0);
  const data = start.data;

  const verify = useMutation({
    mutationFn: (payload: RazorpaySuccessPayload) => verifyRazorpay({ order_id: data!.order_id, ...payload }),
    onSuccess: (result: PaymentResult) => {
      if (result.paid) navigate(`/order/success/${encodeURIComponent(result.order.order_number)}`, { replace: true });
      else setPhase({ kind: 'stopped', message: result.message });
    },
    onError: (error) => setPhase({ kind: 'stopped', message: extractErrorMessage(error) }),
  });
  const verifyPayment = verify.mutate;

  useEffect(() => {
    if (!data || data.provider !== 'razorpay') return;
    let cancelled = false;
    let checkout: RazorpayCheckout | undefined;
    const stop = (message: string) => {
      if (!cancelled) setPhase({ kind: 'stopped', message });
    };
    loadScript(data.script_url)
      .then(() => {
        if (cancelled) return;
        checkout = openCheckout(data, {
          onPaid: (payload) => {
            if (!cancelled) verifyPayment(payload);
          },
          onDismiss: () => stop(PAYMENT_SCREEN_TEXTS.dismissed(data.order_number)),
          onFailed: () => stop(PAYMENT_MESSAGES.failed(data.order_number)),
        });
        setPhase({ kind: 'open' });
      })
      .catch((error: unknown) => stop(extractErrorMessage(error)));
    return () => {
      cancelled = true;
      checkout?.close();
    };
    // A new attempt reopens the checkout; `retry` has already put the screen back to 'opening'.
  }, [data, attempt, verifyPayment]);

  if (data && data.provider !== 'razorpay') return <Navigate to={`/checkout/${data.provider}/${id}`} replace />;

  const retry = () => {
    setPhase({ kind: 'opening' });
    if (start.isError) void start.refetch();
    else setAttempt((value) => value + 1);
  };
  const problem = start.isError ? extractErrorMessage(start.error) : phase.kind === 'stopped' && !verify.isPending ? phase.message : null;
  const busy = start.isPending
    ? PAYMENT_SCREEN_TEXTS.loading
    : verify.isPending
      ? PAYMENT_SCREEN_TEXTS.verifying
      : phase.kind === 'opening' && !problem
        ? PAYMENT_SCREEN_TEXTS.opening('razorpay')
        : null;

  return (
    <PaymentPanel
      title={PAYMENT_SCREEN_TEXTS.title('razorpay')}
      order={data ? { order_number: data.order_number, amount: data.amount } : null}
      busy={busy}
      problem={problem}
      onRetry={retry}
      sandbox={data?.mode === 'sandbox'}
    >
      {phase.kind === 'open' && !verify.isPending && <p css={{ margin: `${space[4]} 0 0` }}>{PAYMENT_SCREEN_TEXTS.inProgress('razorpay')}</p>}
    </PaymentPanel>
  );
}

function openCheckout(
  start: PaymentStart,
  on: { onPaid: (payload: RazorpaySuccessPayload) => void; onDismiss: () => void; onFailed: () => void },
): RazorpayCheckout {
  const Razorpay = window.Razorpay;
  if (!Razorpay || !start.key_id || !start.provider_order_id) throw new Error(PAYMENT_SCREEN_TEXTS.sdkMissing('razorpay'));
  const checkout = new Razorpay({
    key: start.key_id,
    amount: start.amount_paise,
    currency: start.currency,
    name: start.name,
    description: start.description,
    order_id: start.provider_order_id,
    prefill: start.prefill,
    handler: on.onPaid,
    modal: { ondismiss: on.onDismiss },
  });
  checkout.on('payment.failed', on.onFailed);
  checkout.open();
  return checkout;
}
