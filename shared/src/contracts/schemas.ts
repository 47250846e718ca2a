/**
 * zod schemas for every entity the storefront knows and every response of the API.
 * The TypeScript types the apps and the server use are inferred from these, so a field exists in one place.
 * Written with zod/mini's functions, which the browser's bundle tree-shakes (classic zod's methods it cannot).
 */
import * as z from 'zod/mini';
import { DEFAULT_FONT_FAMILY, DEFAULT_THEME, POPUP_DEFAULT_DURATION_S, PRODUCT_SORTS } from './constants';
import { MAX_PAGE } from './ids';

/** Accepts an object or the JSON string of one (the API sends several settings as JSON strings). */
function jsonObject<T extends z.ZodMiniType>(schema: T) {
  return z.pipe(
    z.transform((value: unknown) => {
      if (typeof value !== 'string') return value;
      try {
        return JSON.parse(value);
      } catch {
        return value;
      }
    }),
    schema,
  );
}

export const userSchema = z.object({
  id: z.optional(z.number().check(z.int())),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  superadmin: z._default(z.boolean(), false),
  hasAdminAccess: z._default(z.boolean(), false),
  isSalesAgent: z._default(z.boolean(), false),
  permissions: z._default(z.array(z.string()), []),
});
export type User = z.infer<typeof userSchema>;

export const websiteSchema = z.object({
  id: z.nullable(z.number().check(z.int())),
  name: z.string(),
  logo: z._default(z.nullable(z.string()), null),
  description: z._default(z.string(), ''),
  theme: z._default(z.string(), DEFAULT_THEME),
  favicon: z._default(z.nullable(z.string()), null),
  show_supplier_page: z._default(z.boolean(), false),
  show_cart: z._default(z.boolean(), true),
  font_family: z._default(z.string(), DEFAULT_FONT_FAMILY),
  nav_alignment: z._default(z.string(), 'left'),
});
export type Website = z.infer<typeof websiteSchema>;

export const logoSettingsSchema = z.object({
  image_size: z.optional(z.number()),
  image_height: z.optional(z.number()),
  image_width: z.optional(z.number()),
});

export const navSettingSchema = z.object({
  nav_alignment: z._default(z.string(), 'left'),
  logo_settings: z._default(jsonObject(logoSettingsSchema), {}),
  search_setting: z._default(z.number().check(z.gte(1), z.lte(100)), 100),
  navbar_height: z._default(z.number(), 56),
  sub_navbar_height: z._default(z.number(), 40),
  navbar_template: z._default(z.number().check(z.int(), z.gte(1), z.lte(5)), 1),
  header_template: z._default(z.number().check(z.int(), z.gte(1), z.lte(4)), 1),
  footer_name: z._default(z.string(), ''),
  show_cart_icon: z._default(z.boolean(), true),
  show_pincode: z._default(z.boolean(), true),
  show_login: z._default(z.boolean(), true),
  show_account: z._default(z.boolean(), true),
  show_logo: z._default(z.boolean(), true),
  show_register: z._default(z.boolean(), true),
  show_search_bar: z._default(z.boolean(), true),
  /** Site setting: dynamic (custom HTML) navbar instead of the standard one. */
  dynamic_navbar: z._default(z.boolean(), false),
});
export type NavSetting = z.infer<typeof navSettingSchema>;

export const dynamicNavbarSchema = z.object({ data: z.string() });
export type DynamicNavbar = z.infer<typeof dynamicNavbarSchema>;

export interface NavItem {
  group: number;
  name: string;
  icon: string | null;
  show_icon: number;
  link: string | null;
  value: string | null;
  image: string | null;
  slug: string | null;
  open: boolean;
  children: NavItem[];
}
export const navItemSchema: z.ZodMiniType<NavItem> = z.lazy(() =>
  z.object({
    group: z.number(),
    name: z.string(),
    icon: z._default(z.nullable(z.string()), null),
    show_icon: z._default(z.number(), 0),
    link: z._default(z.nullable(z.string()), null),
    value: z._default(z.nullable(z.string()), null),
    image: z._default(z.nullable(z.string()), null),
    slug: z._default(z.nullable(z.string()), null),
    open: z._default(z.boolean(), false),
    children: z._default(z.array(navItemSchema), []),
  }),
) as z.ZodMiniType<NavItem>;

export const footerLinkSchema = z.object({
  name: z.string(),
  link: z.string(),
  icon: z._default(z.nullable(z.string()), null),
  show_icon: z._default(z.number(), 0),
});
export const footerGroupSchema = z.object({
  name: z.string(),
  children: z._default(z.array(footerLinkSchema), []),
});
export type FooterGroup = z.infer<typeof footerGroupSchema>;

export interface Category {
  name: string;
  slug: string;
  avatar: string | null;
  children: Category[];
}
export const categorySchema: z.ZodMiniType<Category> = z.lazy(() =>
  z.object({
    name: z.string(),
    slug: z.string(),
    avatar: z._default(z.nullable(z.string()), null),
    children: z._default(z.array(categorySchema), []),
  }),
) as z.ZodMiniType<Category>;

export const brandSchema = z.object({ name: z.string(), slug: z.string() });
export type Brand = z.infer<typeof brandSchema>;

export const packSchema = z.object({
  pack_id: z.number().check(z.int()),
  pack_name: z.string(),
  price: z.number(),
  act_price: z.number(),
  discount: z.number(),
  warehouse_id: z.number().check(z.int()),
  discount_type: z.nullable(z.string()),
  /** Units of this pack in the shopper's cart (0 when none); drives Add to Cart versus plus/minus. */
  quantity: z._default(z.number().check(z.int()), 0),
  in_stock: z._default(z.boolean(), true),
});
export type Pack = z.infer<typeof packSchema>;

/** A product as the API sends it (the documented response). */
export const productObjectSchema = z.object({
  product_id: z.number().check(z.int()),
  product_name: z.string(),
  product_description: z.optional(z.nullable(z.string())),
  product_info: z.optional(z.nullable(z.string())),
  brand_name: z.string(),
  slug: z.string(),
  brand_slug: z.string(),
  category_slug: z.optional(z.string()),
  wishlist: z._default(z.boolean(), false),
  medias: z._default(z.array(z.object({ src: z.string() })), []),
  image: z._default(z.string(), ''),
  packs: z.array(packSchema),
});

/** A product as the storefront reads it: `image` falls back to the first media. */
export const productSchema = z.pipe(
  productObjectSchema,
  z.transform((product: z.output<typeof productObjectSchema>) => ({ ...product, image: product.image || product.medias[0]?.src || '' })),
);
export type Product = z.infer<typeof productSchema>;

export const cartItemSchema = z.object({
  pack_id: z.number().check(z.int()),
  warehouse_id: z.number().check(z.int()),
  delivery_charge_id: z.nullable(z.number().check(z.int())),
  image: z._default(z.string(), ''),
  name: z.string(),
  pack: z.string(),
  quantity: z.number().check(z.int()),
  price: z.number(),
  act_price: z.number(),
  amount: z.number(),
  valid: z._default(z.boolean(), true),
  message: z._default(z.nullable(z.string()), null),
  del_date: z._default(z.nullable(z.string()), null),
  del_start_time: z._default(z.nullable(z.string()), null),
  del_end_time: z._default(z.nullable(z.string()), null),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const deliveryInfoSchema = z.object({
  delivery_charge_id: z.nullable(z.number().check(z.int())),
  delivery_charge: z.number(),
  free_above: z._default(z.nullable(z.number()), null),
  amount: z.number(),
  message: z._default(z.nullable(z.string()), null),
});

export const cartSchema = z.object({
  quantity: z._default(z.number().check(z.int()), 0),
  total: z._default(z.number(), 0),
  amount: z._default(z.number(), 0),
  offercode: z._default(z.nullable(z.string()), null),
  serviceable: z._default(z.boolean(), true),
  notes: z._default(z.nullable(z.string()), null),
  message: z._default(z.nullable(z.string()), null),
  discount: z._default(z.number(), 0),
  delivery_charge: z._default(z.number(), 0),
  finalDelivery: z._default(z.number(), 0),
  deliveryMessage: z._default(z.nullable(z.string()), null),
  paymentMethods: z._default(z.array(z.string()), []),
  items: z._default(z.array(cartItemSchema), []),
  grouped_items: z._default(z.array(z.object({ delivery_charge_id: z.nullable(z.number().check(z.int())), items: z.array(cartItemSchema) })), []),
  del_date: z._default(z.nullable(z.string()), null),
  del_start_time: z._default(z.nullable(z.string()), null),
  del_end_time: z._default(z.nullable(z.string()), null),
  deliveryInfo: z._default(z.array(deliveryInfoSchema), []),
});
export type Cart = z.infer<typeof cartSchema>;

export const wishlistCategorySchema = z.object({ id: z.number().check(z.int()), name: z.string() });
export type WishlistCategory = z.infer<typeof wishlistCategorySchema>;

export const pageComponentSchema = z.object({
  name: z.string(),
  data: z._default(z.unknown(), null),
  type: z._default(z.string(), ''),
  logicdata: z._default(z.unknown(), null),
  response: z._default(z.unknown(), null),
  order: z._default(z.number(), 0),
  settings: z._default(z.unknown(), null),
});
export type PageComponent = z.infer<typeof pageComponentSchema>;

export const pageDataSchema = z.object({
  url: z.string(),
  css: z._default(z.string(), ''),
  components: z._default(z.array(pageComponentSchema), []),
  show_footer: z._default(z.boolean(), true),
  show_sub_navbar: z._default(z.boolean(), true),
  show_navbar: z._default(z.boolean(), true),
  seo_title: z._default(z.string(), ''),
  seo_description: z._default(z.string(), ''),
  seo_keyword: z.optional(z.string()),
  schema_script: z._default(z.nullable(z.string()), null),
});
export type PageData = z.infer<typeof pageDataSchema>;

export const popupSchema = z.object({
  image: z.string(),
  duration: z._default(z.number(), POPUP_DEFAULT_DURATION_S),
  link: z._default(z.nullable(z.string()), null),
  once: z._default(z.boolean(), false),
});
export type Popup = z.infer<typeof popupSchema>;

export const heroSlideSchema = z.object({
  image: z.string(),
  image_sm: z._default(z.nullable(z.string()), null),
  link: z._default(z.nullable(z.string()), null),
  /** What the slide's picture says, for screen readers and when it does not load. */
  alt: z._default(z.string(), ''),
});
export type HeroSlide = z.infer<typeof heroSlideSchema>;

export const heroSettingsSchema = jsonObject(
  z.object({
    autoplayInterval: z.optional(z.number()),
    aspect: z._default(z.object({ sm: z.optional(z.string()), md: z.optional(z.string()), lg: z.optional(z.string()) }), {}),
    bgcolor: z.optional(z.string()),
    fullpage: z.optional(z.boolean()),
    slidesconfig: z._default(
      z.object({
        sm: z.optional(z.number()),
        md: z.optional(z.number()),
        columns: z.optional(z.number()),
        autoplayInterval: z.optional(z.number()),
      }),
      {},
    ),
  }),
);
export type HeroSettings = z.infer<typeof heroSettingsSchema>;

export const customFormSubmissionSchema = z.object({
  emailactivation: z._default(z.number().check(z.int()), 1),
  formtype: z.string().check(z.minLength(1)),
  formdata: z.record(z.string(), z.unknown()),
});
export type CustomFormSubmission = z.infer<typeof customFormSubmissionSchema>;

export const webSeoSchema = z.object({
  og_title: z._default(z.string(), ''),
  og_description: z._default(z.string(), ''),
  meta_keywords: z._default(z.string(), ''),
  og_image: z._default(z.nullable(z.string()), null),
});
export type WebSeo = z.infer<typeof webSeoSchema>;

export const webAddressSchema = z.object({
  address: z._default(z.string(), ''),
  city: z._default(z.string(), ''),
  state: z._default(z.string(), ''),
  pincode: z._default(z.string(), ''),
  phone: z._default(z.string(), ''),
  email: z._default(z.string(), ''),
});

export const webPageScriptSchema = z.object({ name: z.string(), placement: z.enum(['head', 'body']), content: z.string() });

export const activeThemeSchema = z.object({
  theme: z._default(z.string(), DEFAULT_THEME),
  colors: z._default(z.record(z.string(), z.string()), {}),
});
export type ActiveTheme = z.infer<typeof activeThemeSchema>;

export const paginationSchema = z.object({ total: z.number().check(z.int()), perPage: z.number().check(z.int()), page: z.number().check(z.int()) });

export const initDataSchema = z.object({
  user: z.nullable(userSchema),
  web: websiteSchema,
  pincode: z.nullable(z.string()),
  categories: z.array(categorySchema),
  brands: z.array(brandSchema),
  webSeo: webSeoSchema,
  webAddress: webAddressSchema,
  popup: z.nullable(popupSchema),
  webPages: z.array(webPageScriptSchema),
  dynamicNavbar: z.nullable(dynamicNavbarSchema),
  navSetting: navSettingSchema,
  activetheme: activeThemeSchema,
  navs: z.array(navItemSchema),
  footers: z.array(footerGroupSchema),
  cart: cartSchema,
});
export type InitData = z.infer<typeof initDataSchema>;

/** `GET /api/products` as the server sends it (documented in OpenAPI). */
export const productListBodySchema = z.object({
  data: z.array(productObjectSchema),
  meta: z.object({ total: z.number().check(z.int()) }),
});
/** `GET /api/products` as the storefront reads it (image fallback applied). */
export const productListResponseSchema = z.extend(productListBodySchema, { data: z.array(productSchema) });
export type ProductListResponse = z.infer<typeof productListResponseSchema>;

const commaList = z.pipe(
  z.string().check(z.trim()),
  z.transform((value: string) =>
    value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  ),
);

/** Query of `GET /api/products` and of the `/products` address bar: c, b, page, s, q (trimmed), perPage. */
export const productQuerySchema = z.object({
  c: z.optional(commaList),
  b: z.optional(commaList),
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(MAX_PAGE, `page can be at most ${MAX_PAGE}`)), 1),
  s: z.optional(z.enum(PRODUCT_SORTS)),
  q: z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(100))),
    z.transform((value: string | undefined) => value || undefined),
  ),
  perPage: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(100))),
});
export type ProductQuery = z.infer<typeof productQuerySchema>;

export const pageDataResponseSchema = z.object({
  data: z.array(pageComponentSchema),
  css: z.string(),
  show_footer: z.boolean(),
  show_sub_navbar: z.boolean(),
  show_navbar: z.boolean(),
  seo_title: z.string(),
  seo_description: z.string(),
  seo_keyword: z.optional(z.string()),
  schema_script: z.nullable(z.string()),
});
export type PageDataResponse = z.infer<typeof pageDataResponseSchema>;

export const wishlistResponseSchema = z.array(wishlistCategorySchema);

/** Error body every API refusal uses. */
/** A refusal's body: the message, the field it is about, and for a 429 the seconds to wait (also in Retry-After). */
export const apiErrorBodySchema = z.object({
  message: z.string(),
  field: z.optional(z.string()),
  retry_after: z.optional(z.number().check(z.int())),
});
