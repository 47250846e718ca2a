/**
 * What each component type of a dynamic page carries (page data `components[].data` and `.settings`), so the page
 * builder, the demo seed and the pages remote agree on one shape per type. A component whose data does not match
 * its type's schema is shown by the pages remote as unavailable (and logged), like a type it does not know.
 */
import * as z from 'zod/mini';
import { PRODUCT_SORTS } from './constants';
import { heroSettingsSchema, heroSlideSchema } from './schemas';

/** Component types the pages remote renders, by the `type` of a page component. */
export const PAGE_COMPONENT_TYPES = [
  'html',
  'hero_banner',
  'hero_cards',
  'image_banner',
  'product_carousel',
  'product_grid',
  'category_carousel',
  'brand_carousel',
  'supplier_carousel',
  'form',
] as const;
export type PageComponentType = (typeof PAGE_COMPONENT_TYPES)[number];

const slugList = z.array(z.string().check(z.minLength(1)));
/** A heading shown above the component; absent, the component's `name` is used. */
const title = z.optional(z.string());

/**
 * An aspect ratio as CSS writes it ('16/9', '3 / 1', '4:3'); anything else falls back to the component's default, so
 * page data can never write other CSS into the page.
 */
export const ASPECT_RATIO_PATTERN = /^\s*\d{1,4}(?:\.\d{1,3})?\s*[/:]\s*\d{1,4}(?:\.\d{1,3})?\s*$/;
/** An aspect ratio from page data in CSS form ('16 / 9'), or null when it is not one. */
export function cssAspectRatio(value: string | null | undefined): string | null {
  if (!value || !ASPECT_RATIO_PATTERN.test(value)) return null;
  const [width, height] = value.split(/[/:]/).map((part) => Number(part.trim()));
  return width > 0 && height > 0 ? `${width} / ${height}` : null;
}

/** Aspect ratio per screen size: phones (sm, below 768 px), tablets (md, 768–1023 px), desktops (lg). */
export const aspectBySizeSchema = z._default(z.object({ sm: z.optional(z.string()), md: z.optional(z.string()), lg: z.optional(z.string()) }), {});
export type AspectBySize = z.infer<typeof aspectBySizeSchema>;

/** A picture box's CSS aspect ratio per screen size. */
export interface AspectRatios {
  sm: string;
  md: string;
  lg: string;
}

/** The CSS aspect ratio per size: page data's where valid, else the default; md falls back to sm's data, lg to md's. */
export function aspectRatios(aspect: AspectBySize | undefined, defaults: AspectRatios): AspectRatios {
  const sm = cssAspectRatio(aspect?.sm) ?? defaults.sm;
  const md = cssAspectRatio(aspect?.md) ?? defaults.md;
  const lg = cssAspectRatio(aspect?.lg) ?? defaults.lg;
  return { sm, md, lg };
}

/** The hero banner's picture box: 4:3 on phones, 5:2 on tablets (768 px), 3:1 on desktops (1024 px). */
export const HERO_BANNER_ASPECT: AspectRatios = { sm: '4 / 3', md: '5 / 2', lg: '3 / 1' };

/** `html`: authored HTML, sanitised by the server where page data leaves it. */
export const htmlBlockDataSchema = z.string();

/** `hero_banner` and `hero_cards`: `data` is the slides, `settings` the hero settings (a JSON string or an object). */
export const heroSlidesSchema = z.array(heroSlideSchema).check(z.minLength(1));
export { heroSettingsSchema };

/**
 * `image_banner`: one picture (`image_sm` on phones), optionally a link (followed by mfe-pages/src/links/pageLink.ts's
 * rules).
 */
export const imageBannerDataSchema = z.object({
  image: z.string().check(z.minLength(1)),
  image_sm: z._default(z.nullable(z.string()), null),
  link: z._default(z.nullable(z.string()), null),
  /** What the picture says (its words and offer), for screen readers and when it does not load. */
  alt: z._default(z.string(), ''),
  aspect: aspectBySizeSchema,
});
export type ImageBannerData = z.infer<typeof imageBannerDataSchema>;

/** Which products a product carousel or grid shows: the listing's filters. */
export const productSelectionSchema = z.object({
  title,
  c: z.optional(slugList),
  b: z.optional(slugList),
  s: z.optional(z.enum(PRODUCT_SORTS)),
  q: z.optional(z.string()),
});
export type ProductSelection = z.infer<typeof productSelectionSchema>;

/** `product_carousel`. */
export const productCarouselDataSchema = productSelectionSchema;

export const PRODUCT_GRID_DEFAULT_SIZE = 8;
export const PRODUCT_GRID_MAX_SIZE = 24;
/** `product_grid`: the first `limit` products of the selection, with a link to the whole listing. */
export const productGridDataSchema = z.extend(productSelectionSchema, {
  limit: z._default(z.number().check(z.int(), z.gte(1), z.lte(PRODUCT_GRID_MAX_SIZE)), PRODUCT_GRID_DEFAULT_SIZE),
});
export type ProductGridData = z.infer<typeof productGridDataSchema>;

/** `category_carousel`: the site's categories with these slugs (any level), in this order; absent: the top level. */
export const categoryCarouselDataSchema = z.object({ title, categories: z.optional(slugList) });
/** `brand_carousel`: the site's brands with these slugs, in this order; absent: every brand. */
export const brandCarouselDataSchema = z.object({ title, brands: z.optional(slugList) });
/** `supplier_carousel`. */
export const supplierCarouselDataSchema = z.object({ title });

/**
 * The field types a dynamic form offers, each checked by the storefront's generic form rules
 * (@storefront/shared/forms).
 */
export const DYNAMIC_FORM_FIELD_TYPES = ['text', 'email', 'tel', 'number', 'textarea', 'select'] as const;
export type DynamicFormFieldType = (typeof DYNAMIC_FORM_FIELD_TYPES)[number];

export const dynamicFormFieldSchema = z.object({
  /** The key of the answer in `formdata`. */
  name: z.string().check(z.minLength(1), z.maxLength(100)),
  label: z.string().check(z.minLength(1)),
  type: z._default(z.enum(DYNAMIC_FORM_FIELD_TYPES), 'text'),
  required: z._default(z.boolean(), false),
  /** Matched against the whole answer, as the HTML `pattern` attribute is. */
  pattern: z.optional(z.string()),
  /** Said when the pattern does not match; default '{label} is not in valid format'. */
  patternMessage: z.optional(z.string()),
  placeholder: z.optional(z.string()),
  /** The HTML autocomplete token ('name', 'email', 'tel'…), so browsers can fill the field. */
  autocomplete: z.optional(z.string()),
  /** The choices of a `select`. */
  options: z._default(z.array(z.string()), []),
});
export type DynamicFormField = z.infer<typeof dynamicFormFieldSchema>;

export const DYNAMIC_FORM_DEFAULT_SUBMIT_LABEL = 'Submit';
/** `form`: a form the shop's editors define; answers go to `POST /api/webui/create`. */
export const dynamicFormDataSchema = z.object({
  /** Names the form in the thank-you heading ('{formtype} data submitted') and in the shop's email. */
  formtype: z.string().check(z.trim(), z.minLength(1), z.maxLength(60)),
  title,
  /** A line under the heading. */
  intro: z.optional(z.string()),
  submitLabel: z._default(z.string(), DYNAMIC_FORM_DEFAULT_SUBMIT_LABEL),
  /** 1: the shop's address is emailed the answers. */
  emailactivation: z._default(z.union([z.literal(0), z.literal(1)]), 1),
  fields: z.array(dynamicFormFieldSchema).check(z.minLength(1), z.maxLength(50)),
});
export type DynamicFormData = z.infer<typeof dynamicFormDataSchema>;
