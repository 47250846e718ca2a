/**
 * `@storefront/shared/contracts`: every contract, for the server (and Node tools). The browser's entries re-export
 * their own selections of these files and never load this one.
 */
import * as z from 'zod/mini';

// zod/mini loads no locale: without English, the API's 400 answers would name the field and say only 'Invalid
// input'. The browser goes without it, as the locale would weigh on every first visit (docs/performance.md): a
// response that fails its schema is a defect, and the ZodError's issues still carry the path and the expected type
// for whoever reads the log.
z.config(z.locales.en());

export * from './constants';
export * from './schemas';
export * from './ids';
export * from './errors';
export * from './format';
export * from './dates';
export * from './cdn';
export * from './cdnPictures';
export * from './routes';
export * from './listing';
export * from './pageComponents';
export * from './seo';
export * from './popup';
export * from './webApp';
export * from './api/catalogue';
export * from './api/brands';
export * from './api/delivery';
export * from './api/cart';
export * from './api/auth';
export * from './api/account';
export * from './api/orders';
export * from './api/site';
export * from './api/admin';
export * from './api/payments';
export * from './api/search';
