/**
 * The component registry of dynamic pages: each page-data component type and what draws it. A component's data is
 * read with its type's contract (shared/src/contracts/pageComponents.ts) before anything is drawn; a type this
 * storefront does not know, data its type cannot read, or a component that fails shows UnavailableComponent and is
 * logged, and the rest of the page is drawn as usual. What is not on a page's first screen loads on demand.
 */
import { Component, lazy, Suspense, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import type * as z from 'zod/mini';
import {
  type Brand,
  brandCarouselDataSchema,
  type Category,
  categoryCarouselDataSchema,
  dynamicFormDataSchema,
  heroSettingsSchema,
  heroSlidesSchema,
  htmlBlockDataSchema,
  imageBannerDataSchema,
  type PageComponent,
  type PageComponentType,
  productCarouselDataSchema,
  productGridDataSchema,
  type ProductSelection,
  supplierCarouselDataSchema,
} from '@storefront/shared';
import { errorReporter, siteStore } from '@storefront/shared/runtime';
import { layout, space } from '@storefront/shared/ui';
import { HtmlBlock } from '../banners/HtmlBlock';
import { ImageBanner } from '../banners/ImageBanner';
import { CatalogSection } from '../catalog/CatalogSection';
import { PAGE_LOGS } from './texts';
import { UnavailableComponent } from './UnavailableComponent';

// Seldom used: in its own chunk.
const DynamicForm = lazy(() => import('../forms/DynamicForm').then((module) => ({ default: module.DynamicForm })));
// The heroes (and their carousel parts) in one chunk of their own: a text page or a form has none, and so does not
// download them. A page with a hero waits for that chunk (`drawnWithPage`), which it asks for as it starts.
const HeroBanner = lazy(() => import(/* webpackChunkName: "Heroes" */ '../hero/HeroBanner').then((module) => ({ default: module.HeroBanner })));
const HeroCards = lazy(() => import(/* webpackChunkName: "Heroes" */ '../hero/HeroCards').then((module) => ({ default: module.HeroCards })));

/** The page's content column, which every component but a full-width hero sits in. */
const contentColumnCss = { maxWidth: layout.contentMaxWidth, margin: '0 auto', padding: `0 ${space[4]}`, boxSizing: 'border-box' } as const;

/** Where a component sits: `first` is the page's first component, whose picture is the page's largest paint. */
export interface Placement {
  first: boolean;
}

interface Entry<T> {
  schema: z.ZodMiniType<T>;
  render: (data: T, component: PageComponent, placement: Placement) => ReactNode;
  /** Sets its own width (a hero edge to edge); every other component sits in the page's content column. */
  ownWidth?: boolean;
  /**
   * Its code loads on demand, and the page waits for it rather than drawing without it: a hero drawn late would push
   * everything below it down. Drawn in the browser, the screen appears with it (a navigation keeps the last screen
   * meanwhile); hydrating, the server's HTML stays as drawn until it arrives. Other components hold their place alone.
   */
  drawnWithPage?: boolean;
}

const entry = <T,>(
  schema: z.ZodMiniType<T>,
  render: Entry<T>['render'],
  options: Pick<Entry<T>, 'ownWidth' | 'drawnWithPage'> = {},
): Entry<unknown> => ({ schema, render, ...options }) as Entry<unknown>;

/** A carousel's or grid's heading: the data's title, else the component's name. */
const titleOf = (data: { title?: string }, component: PageComponent) => data.title?.trim() || component.name;
const listingQuery = ({ c, b, s, q }: ProductSelection) => ({ ...(c && { c }), ...(b && { b }), ...(s && { s }), ...(q?.trim() && { q: q.trim() }) });

/** Categories of every level, by slug. */
function flattenCategories(categories: readonly Category[]): Category[] {
  return categories.flatMap((category) => [category, ...flattenCategories(category.children)]);
}

function CategoryCarouselSection({ title, slugs }: { title: string; slugs?: string[] }) {
  const site = useSnapshot(siteStore).data;
  const bySlug = new Map(flattenCategories((site?.categories ?? []) as Category[]).map((category) => [category.slug, category]));
  const categories = site && slugs ? slugs.flatMap((slug) => bySlug.get(slug) ?? []) : undefined;
  return (
    <CatalogSection
      module="./Carousels"
      render={({ CategoryCarousel }) => CategoryCarousel && <CategoryCarousel title={title} categories={categories} />}
    />
  );
}

function BrandCarouselSection({ title, slugs }: { title: string; slugs?: string[] }) {
  const site = useSnapshot(siteStore).data;
  const bySlug = new Map(((site?.brands ?? []) as Brand[]).map((brand) => [brand.slug, brand]));
  const brands = site && slugs ? slugs.flatMap((slug) => bySlug.get(slug) ?? []) : undefined;
  return <CatalogSection module="./Carousels" render={({ BrandCarousel }) => BrandCarousel && <BrandCarousel title={title} brands={brands} />} />;
}

const heroSettings = (component: PageComponent) => {
  const parsed = heroSettingsSchema.safeParse(component.settings ?? {});
  return parsed.success ? parsed.data : heroSettingsSchema.parse({});
};

export const PAGE_COMPONENTS: Record<PageComponentType, Entry<unknown>> = {
  html: entry(htmlBlockDataSchema, (html) => <HtmlBlock html={html} />),
  hero_banner: entry(
    heroSlidesSchema,
    (slides, component, { first }) => <HeroBanner slides={slides} settings={heroSettings(component)} priority={first} />,
    { ownWidth: true, drawnWithPage: true },
  ),
  hero_cards: entry(
    heroSlidesSchema,
    (slides, component) => <HeroCards title={component.name || undefined} slides={slides} settings={heroSettings(component)} />,
    { drawnWithPage: true },
  ),
  image_banner: entry(imageBannerDataSchema, (banner, _component, { first }) => <ImageBanner banner={banner} priority={first} />),
  product_carousel: entry(productCarouselDataSchema, (data, component) => (
    <CatalogSection
      module="./Carousels"
      render={({ ProductCarousel }) => ProductCarousel && <ProductCarousel title={titleOf(data, component)} params={listingQuery(data)} />}
    />
  )),
  product_grid: entry(productGridDataSchema, (data, component) => (
    <CatalogSection
      module="./ProductGrid"
      render={({ ProductGrid }) => ProductGrid && <ProductGrid title={titleOf(data, component)} params={listingQuery(data)} limit={data.limit} />}
    />
  )),
  category_carousel: entry(categoryCarouselDataSchema, (data, component) => (
    <CategoryCarouselSection title={titleOf(data, component)} slugs={data.categories} />
  )),
  brand_carousel: entry(brandCarouselDataSchema, (data, component) => <BrandCarouselSection title={titleOf(data, component)} slugs={data.brands} />),
  supplier_carousel: entry(supplierCarouselDataSchema, (data, component) => (
    <CatalogSection
      module="./Carousels"
      render={({ SupplierCarousel }) => SupplierCarousel && <SupplierCarousel title={titleOf(data, component)} />}
    />
  )),
  form: entry(dynamicFormDataSchema, (form) => <DynamicForm form={form} />),
};

const isKnownType = (type: string): type is PageComponentType => Object.hasOwn(PAGE_COMPONENTS, type);

function reportUnavailable(message: string, component: PageComponent, cause?: unknown) {
  console.warn(message, cause ?? '');
  errorReporter.captureException(cause ?? new Error(message), { pageComponent: component.name, type: component.type });
}

/** One component that throws while drawing is replaced by UnavailableComponent; its siblings are not touched. */
class ComponentBoundary extends Component<{ component: PageComponent; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    const { component } = this.props;
    reportUnavailable(PAGE_LOGS.failed(component.type, component.name), component, error);
  }

  override render() {
    return this.state.failed ? <UnavailableComponent /> : this.props.children;
  }
}

/** Reports once per mount (not on every render) and shows the stand-in. */
class Unavailable extends Component<{ component: PageComponent; message: string; cause?: unknown }> {
  override componentDidMount() {
    reportUnavailable(this.props.message, this.props.component, this.props.cause);
  }

  override render() {
    return <UnavailableComponent />;
  }
}

export function PageComponentView({ component, placement }: { component: PageComponent; placement: Placement }) {
  if (!isKnownType(component.type)) {
    return (
      <div css={contentColumnCss}>
        <Unavailable component={component} message={PAGE_LOGS.unknownType(component.type, component.name)} />
      </div>
    );
  }
  const { schema, render, ownWidth, drawnWithPage } = PAGE_COMPONENTS[component.type];
  const data = schema.safeParse(component.data);
  if (!data.success) {
    return (
      <div css={contentColumnCss}>
        <Unavailable component={component} message={PAGE_LOGS.invalidData(component.type, component.name)} cause={data.error} />
      </div>
    );
  }
  const drawn = render(data.data, component, placement);
  const view = <ComponentBoundary component={component}>{drawnWithPage ? drawn : <Suspense fallback={null}>{drawn}</Suspense>}</ComponentBoundary>;
  return ownWidth ? view : <div css={contentColumnCss}>{view}</div>;
}
