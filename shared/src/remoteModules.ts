/** Shapes of the modules each remote exposes, so the shell and the remotes agree at compile time. */
import type { ComponentType } from 'react';
import type { ListingParams } from './contracts/listing';
import type { GlobalPanelEvent, RemoteName, ScreenOf } from './contracts/routes';
import type { Brand, Category, Popup } from './contracts/schemas';
import type { EventPayload } from './state/eventBus';

/** Which build of an app is running: its package, version and build id (`STOREFRONT_BUILD_ID` at build time). */
export interface BuildInfo {
  app: string;
  version: string;
  id: string;
}

declare global {
  /** This app's build, written in by the webpack configuration (shared/webpack/createAppConfig.js). */
  const STOREFRONT_BUILD: BuildInfo;
}

/** `{remote}/routes`: a component for every screen the route table gives this remote. */
export interface RemoteRoutesModule<R extends RemoteName = RemoteName> {
  screens: Record<ScreenOf<R>, ComponentType>;
  /** The remote's build, shown by the shell on its slot (absent from remotes built before it existed). */
  build?: BuildInfo;
}

/** What the shell gives a global panel: whether it is open, the payload of the event that opened it, and how to close. */
export interface GlobalPanelProps<E extends GlobalPanelEvent = GlobalPanelEvent> {
  open: boolean;
  /** The payload of the latest event that opened it (e.g. the product for the wishlist modal). */
  payload: EventPayload<E>;
  /** The panel asks to close (Esc, Close, after its action); the shell sets `open` false. */
  onClose: () => void;
}

/** `{remote}/CartPanel`, `/PincodeModal`, `/CategoryFilter`, `/WishlistModal` (see GLOBAL_PANELS). */
export interface GlobalPanelModule<E extends GlobalPanelEvent = GlobalPanelEvent> {
  Panel: ComponentType<GlobalPanelProps<E>>;
}

/** What the shell's federation fallback plugin answers in place of a module whose remote could not load. */
export interface RemoteUnavailableModule {
  remoteUnavailable: true;
  id: string;
  reason: string;
}

export function isRemoteUnavailable(module: unknown): module is RemoteUnavailableModule {
  return typeof module === 'object' && module !== null && (module as RemoteUnavailableModule).remoteUnavailable === true;
}

/** Which products a product carousel shows: the listing's filters (categories, brands, sort, search text). */
export type ProductCarouselQuery = Partial<Pick<ListingParams, 'c' | 'b' | 's' | 'q'>>;

export interface ProductCarouselProps {
  title: string;
  /** Default: the whole catalogue, in the API's default order. */
  params?: ProductCarouselQuery;
  /** A product id left out of the carousel (the product page's own product among its similar products). */
  exclude?: number;
}

export interface SupplierCarouselProps {
  title: string;
}

export interface CategoryCarouselProps {
  title: string;
  /** Default: the site's top-level categories. */
  categories?: readonly Pick<Category, 'name' | 'slug' | 'avatar'>[];
}

export interface BrandCarouselProps {
  title: string;
  /** Default: the site's brands. */
  brands?: readonly Brand[];
}

/** `catalog/Carousels`: the card carousels (mfe-catalog/src/carousels/) that dynamic pages place. */
export interface CatalogCarouselsModule {
  ProductCarousel: ComponentType<ProductCarouselProps>;
  SupplierCarousel: ComponentType<SupplierCarouselProps>;
  CategoryCarousel: ComponentType<CategoryCarouselProps>;
  BrandCarousel: ComponentType<BrandCarouselProps>;
}

export interface ProductGridProps {
  title: string;
  /** Default: the whole catalogue, in the API's default order. */
  params?: ProductCarouselQuery;
  /** How many products the grid shows (the first of the listing). */
  limit: number;
}

/** `catalog/ProductGrid`: a grid of product cards dynamic pages place, with a link to the whole listing. */
export interface CatalogProductGridModule {
  ProductGrid: ComponentType<ProductGridProps>;
}

export interface PromoPopupProps {
  popup: Popup;
  /** The popup has closed (by the shopper or after its duration): the shell unmounts it. */
  onClose: () => void;
}

/**
 * `pages/Popup`: the promotional popup of init `popup`. The shell decides when it is due (5 s after load, on '/' and
 * '/products', not already seen when `once`: `popupIsDue`) and loads this module only then.
 */
export interface PagesPopupModule {
  PromoPopup: ComponentType<PromoPopupProps>;
}
