/** The signed-in shopper's account under /api: profile, address book and wishlist. */
import type { FastifyInstance } from 'fastify';
import { userRoutes } from './profileRoutes';
import { addressRoutes } from './addressRoutes';
import { wishlistRoutes } from './wishlistRoutes';

export async function accountPlugin(app: FastifyInstance) {
  await app.register(userRoutes);
  await app.register(addressRoutes);
  await app.register(wishlistRoutes);
}
