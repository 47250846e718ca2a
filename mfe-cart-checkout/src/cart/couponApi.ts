/** Coupons: each call the shop accepts answers the whole cart, which replaces the page's (as the kit's cart calls do). */
import { cartSchema } from '@storefront/shared';
import { apiClient, replaceCart } from '@storefront/shared/runtime';
import { applyCouponResultSchema, type CouponRefusal } from '@storefront/shared/shopping';

/** A coupon the shop refuses is an answer, not an error: it is returned for the screen to show, and the cart stays. */
export async function applyCoupon(code: string): Promise<CouponRefusal | undefined> {
  const result = await apiClient.post('/api/apply/coupon', { code }, { schema: applyCouponResultSchema });
  if (!result.success) return result;
  const { success: _applied, ...cart } = result;
  replaceCart(cart);
}

export const removeCoupon = async () => replaceCart(await apiClient.get('/api/remove/coupon', { schema: cartSchema }));
