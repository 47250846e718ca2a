import { useQuery } from '@tanstack/react-query';
import { api } from '@storefront/shared/runtime';

/** What the start screen of order `orderId` needs to open the provider's checkout. */
export function usePaymentStart(orderId: string) {
  return useQuery({
    queryKey: ['payment-start', orderId],
    queryFn: ({ signal }) => api.paymentStart(orderId, signal),
    // Refusals (already paid, cancelled, not found) do not change by asking again.
    retry: false,
    staleTime: 0,
  });
}
