/** Every fixed text, number and timing of the shop, in one place: apps, server and tests read them from here. */

export const API_BASE_PATH = '/s';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
export const WEB_URL_HEADER = 'x-web-url';
export const XSRF_POLL_MS = 300;
/** How long a non-GET waits for the XSRF cookie before giving up with a clear error. */
export const XSRF_WAIT_LIMIT_MS = 10_000;

export const CURRENCY = 'INR';
export const CURRENCY_SYMBOL = '₹';
export const LOCALE = 'en-IN';
export const DATE_FORMAT = 'MMM D, YYYY';
export const TIME_FORMAT = 'h:mm A';
export const DATE_TIME_FORMAT = `${DATE_FORMAT} ${TIME_FORMAT}`;

export const PRODUCTS_PER_PAGE = 24;
/** Sort keys of the listing (`s`). */
export const PRODUCT_SORTS = ['relevance', 'popularity', 'price_asc', 'price_desc', 'discount', 'newest', 'name'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
/** Products a product carousel asks for (the server inlines a product page's similar products with this size). */
export const PRODUCT_CAROUSEL_SIZE = 12;
/** A product page's picture: the CDN variant's size in CSS px, and the widest its frame grows (the server's first frame draws it too). */
export const DETAIL_IMAGE_SIZE = 480;
export const PAGE_SIZE_OPTIONS = [5, 10, 20, 50, 100] as const;
export const VISIBLE_PAGE_BUTTONS = 5;
export const PINCODE_MIN_LENGTH = 6;
/** The most units of one pack a cart line may hold. */
export const MAX_QUANTITY_PER_LINE = 10;

export const TOAST_DURATION_MS = 5000;
export const POPUP_DELAY_MS = 5000;
export const POPUP_DEFAULT_DURATION_S = 5;
export const POPUP_STORAGE_KEY = 'popupShown';
export const POPUP_PATHS = ['/', '/products'] as const;
export const POPPER_FADE_MS = 200;
export const MODAL_OPEN_DELAY_MS = 5;
export const MODAL_CLOSE_ANIMATION_MS = 300;
export const COMBOBOX_FOCUS_DELAY_MS = 100;
export const DYNAMIC_FORM_BIND_DELAY_MS = 1000;
export const FORM_SUCCESS_CLOSE_MS = 600;

export const CDN_DEFAULT_IMAGE = 'no-image.png';
export const CDN_SIZE_VARIANT = 'medium';
/** The CDN size variant of banner art: banners span the page, so the large one. */
export const BANNER_IMAGE_VARIANT = 'large';

export const MODAL_WIDTH_PX = 450;
export const CART_PANEL_WIDTH_PX = 500;
export const MOBILE_DRAWER_WIDTH_PX = 300;
export const NAVBAR_HEIGHT_PX = 56;
export const SUB_NAVBAR_HEIGHT_PX = 40;
export const DEFAULT_LOGO_SIZE_PX = 56;
export const DEFAULT_SEARCH_WIDTH_PERCENT = 100;

export const DATE_PICKER_MIN_YEAR = 1900;
export const DATE_PICKER_MAX_YEAR = 2099;

export const CARD_CAROUSEL_AUTOPLAY_MS = 2500;
export const HERO_CAROUSEL_AUTOPLAY_MS = 2000;
export const CAROUSEL_PLACEHOLDER_SLOTS = 7;

export const DEFAULT_FONT_FAMILY = 'Inter';
export const DEFAULT_THEME = 'light';
export const FONT_WEIGHTS = [400, 500, 600, 700, 800] as const;

/** Session storage key under which a guarded route remembers where the visitor wanted to go. */
export const REDIRECT_STORAGE_KEY = 'redirect';

export const ANALYTICS_PROXY_PATH = '/brgest';
export const ANALYTICS_GROUP = 'website';
/** @sentry/react's `tunnel`: error envelopes go to the shop's own origin, which forwards or stores them. */
export const ERROR_TUNNEL_PATH = '/tunnel';
export const ENVIRONMENT_META_NAME = 'environment';
export const DEFAULT_ENVIRONMENT = 'local';

export const MESSAGES = {
  defaultError: "There's been an error, please try again.",
  fallbackError: 'Something went wrong',
  websiteNotFound: 'Website data not found',
  invalidPincode: 'Please enter a valid pincode',
  pincodeRequired: 'Delivery Pincode Required: Please select your delivery pincode to proceed to checkout.',
  noMatchingData: 'No matching data',
  invalidLink: 'Invalid link format',
  emptyCartTitle: 'Empty Cart',
  emptyCartText: 'Your cart is empty',
  cartSummary: 'Cart Summary',
  wishlistAdded: 'Wishlist added successfully',
  formThankYou: 'Thank You, Will Contact You',
  savingButton: 'Wait Saving...',
  allRightsReserved: 'All Rights Reserved.',
  xsrfUnavailable: 'Could not start a secure session with the shop. Please reload the page and try again.',
  noConnection: 'This needs a connection to the shop. Check your internet and try again.',
  fieldDefaultLabel: 'This field',
  fieldRequired: (label: string) => `${label} is required`,
  fieldInvalidEmail: (label: string) => `${label} is not a valid email address`,
  fieldInvalidFormat: (label: string) => `${label} is not in valid format`,
  paginationTotal: (total: number) => `Total: ${total}`,
  paginationPerPage: (size: number) => `${size} per page`,
} as const;
