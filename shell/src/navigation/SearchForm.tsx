/** The search box of the top bar, the mobile drawer and a custom navbar's `#search-btn`. */
import { useState, type FormEvent, type Ref } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { DEFAULT_SEARCH_WIDTH_PERCENT } from '@storefront/shared';
import { color, focusRing, font, layout, radius, space } from '@storefront/shared/ui';

export const SEARCH_PLACEHOLDER = 'Search';
/** The listing's search parameter (`/products?q=`). */
const SEARCH_PARAM = 'q';

/** The search box: submits to the listing, and shows the listing's `?q=` while the listing is open. */
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
  const navigate = useNavigate();
  const { pathname, search: query } = useLocation();
  const listingQuery = pathname === '/products' ? (new URLSearchParams(query).get('q') ?? '') : null;
  const [search, setSearch] = useState(listingQuery ?? '');
  // The listing's search changed (back, forward, a link): show it.
  const [shownQuery, setShownQuery] = useState(listingQuery);
  if (listingQuery !== shownQuery) {
    setShownQuery(listingQuery);
    if (listingQuery !== null) setSearch(listingQuery);
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The field as it is: words typed on the server's page before the app took it over are in it, not in the state.
    const q = String(new FormData(event.currentTarget).get(SEARCH_PARAM) ?? '').trim();
    navigate(q ? `/products?q=${encodeURIComponent(q)}` : '/products');
  };
  return (
    // Without the app (no JavaScript yet or at all) the form itself asks the listing.
    <form role="search" id={id} action="/products" onSubmit={submit} className={className} css={{ display: 'flex', minWidth: 0 }}>
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
    </form>
  );
}
