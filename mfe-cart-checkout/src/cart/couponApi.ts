/** Coupons: each call answers the whole cart, which replaces the page's (as the kit's cart calls do). */
import { cartSchema } from '@storefront/shared';
import { apiClient, replaceCart } from '@storefront/shared/runtime';

export const applyCoupon = async (code: string) => replaceCart(await apiClient.post('/api/apply/coupon', { code }, { schema: cartSchema }));
export const removeCoupon = async () => replaceCart(await apiClient.get('/api/remove/coupon', { schema: cartSchema }));
