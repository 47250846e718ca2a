import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { productQuerySchema } from '@storefront/shared/contracts';
import { findProduct, listProducts } from '../catalogue/products';
import { warehouseFor } from '../catalogue/warehouses';
import type { AppContext } from '../context';
import { notFound } from '../http/errors';
import { parseInput } from '../http/validate';

const productParams = z.object({ slugOrId: z.string().trim().min(1).max(200) });

export async function productRoutes(app: FastifyInstance, { db }: AppContext) {
  app.get('/products', async (request) => {
    const query = parseInput(productQuerySchema, request.query);
    const warehouseId = await warehouseFor(db, request.website.id, request.session?.pincode ?? null);
    return listProducts(db, request.website.id, query, warehouseId);
  });

  app.get('/products/:slugOrId', async (request) => {
    const { slugOrId } = parseInput(productParams, request.params);
    const warehouseId = await warehouseFor(db, request.website.id, request.session?.pincode ?? null);
    const product = await findProduct(db, request.website.id, slugOrId, warehouseId);
    if (!product) throw notFound(`No product called '${slugOrId}'`);
    return product;
  });
}
