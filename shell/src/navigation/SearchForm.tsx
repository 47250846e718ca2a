/** The search box of the top bar, the mobile drawer and a custom navbar's `#search-btn`. */
import { lazy, Suspense, useState, type Ref } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { DEFAULT_SEARCH_WIDTH_PERCENT } from '@storefront/shared';
import { color, focusRing, font, layout, radius, space } from '@storefront/shared/ui';

export const SEARCH_PLACEHOLDER = 'Search';
/** The listing's search parameter (`/products?q=`). */
const SEARCH_PARAM = 'q';
// The suggestions load on the box's first focus, so no first visit carries them.
const SearchSuggestions = lazy(() => import('./SearchSuggestions'));

/** The search box: shows the listing's `?q=` while the listing is open, submits in the app, and suggests once focused. */
export function SearchForm({
  widthPercent = DEFAULT_SEARCH_WIDTH_PERCENT,
  className,
  id,
  ref,
}: {
  widthPercent?: number;
  className?: string;
  id?: string;
  /** The search field, for a control that opens the search to focus it. */
  ref?: Ref<HTMLInputElement>;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const listingQuery = location.pathname === '/products' ? (new URLSearchParams(location.search).get('q')?.trim() ?? '') : null;
  const [search, setSearch] = useState(listingQuery ?? '');
  // The listing's search changed (back, forward, a link): show it.
  const [shownQuery, setShownQuery] = useState(listingQuery);
  if (listingQuery !== shownQuery) {
    setShownQuery(listingQuery);
    if (listingQuery !== null) setSearch(listingQuery);
  }
  const [focusedForm, setFocusedForm] = useState<HTMLFormElement | null>(null);
  return (
    // Without the app (no JavaScript yet or at all) the form itself asks the listing.
    <form
      role="search"
      id={id}
      action="/products"
      onSubmit={(event) => {
        // With the app a search is a client-side navigation, whether the suggestions have loaded or not. The
        // paths' code is loaded (with the suggestions, or here), not imported: no first visit carries it.
        event.preventDefault();
        const form = event.currentTarget;
        const typed = search.trim();
        import('./searchPaths')
          .then(({ rememberSearch, searchPath }) => {
            if (typed) rememberSearch(typed);
            navigate(searchPath(typed, location));
          })
          // That code could not load (the network dropped): the server's listing answers the plain form.
          .catch(() => form.submit());
      }}
      onFocus={(event) => setFocusedForm(event.currentTarget)}
      className={className}
      css={{ display: 'flex', minWidth: 0, position: 'relative' }}
    >
      <input
        ref={ref}
        name={SEARCH_PARAM}
        type="search"
        aria-label="Search products"
        placeholder={SEARCH_PLACEHOLDER}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        css={{
          width: `${widthPercent}%`,
          minWidth: 0,
          height: layout.controlHeight,
          boxSizing: 'border-box',
          padding: `0 ${space[4]}`,
          borderRadius: radius.md,
          border: `${layout.borderWidth} solid ${color.border}`,
          background: color.surface,
          color: color.text,
          font: 'inherit',
          fontSize: font.size.md,
          '&:focus-visible': focusRing,
        }}
      />
      {focusedForm && (
        <Suspense fallback={null}>
          <SearchSuggestions form={focusedForm} />
        </Suspense>
      )}
    </form>
  );
}
