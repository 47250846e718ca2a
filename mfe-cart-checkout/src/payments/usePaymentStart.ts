import { useQuery } from '@tanstack/react-query';
import { fetchPaymentStart } from './paymentsApi';

/** What the start screen of order `orderId` needs to open the provider's checkout. */
export function usePaymentStart(orderId: string) {
  return useQuery({
    queryKey: ['payment-start', orderId],
    queryFn: ({ signal }) => fetchPaymentStart(orderId, signal),
    // Refusals (already paid, cancelled, not found) do not change by asking again.
    retry: false,
    staleTime: 0,
  });
}
