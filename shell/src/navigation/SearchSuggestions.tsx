/**
 * What the search box does once focused (loaded on its first focus, so no first visit carries it): remembers its
 * searches, and makes the box an ARIA combobox whose grid suggests products, categories and brands as the shopper
 * types (recent and popular searches while it is empty), ending with "See all results for '{q}'". A product's row
 * has a second cell, the kit's cart control, so a shopper adds it without leaving the search: ↓/↑ move between rows,
 * →/← between a row's cells, Enter opens the row or presses its cart control. While a newer text's answer is on its
 * way, the older answer's rows stay in view but cannot be picked.
 */
import { useEffect, useId, useLayoutEffect, useRef, useState, type MouseEvent as ReactMouseEvent, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { cdnImageUrl, type Pack, type Product } from '@storefront/shared';
import { cartStore, cdnBase } from '@storefront/shared/runtime';
import { popularSearchesQuery, searchSuggestQuery } from '@storefront/shared/search';
import {
  CartPackControl,
  color,
  focusRing,
  font,
  initialPack,
  layout,
  Price,
  radius,
  shadow,
  space,
  visuallyHidden,
  zIndex,
} from '@storefront/shared/ui';
import { filterPath, recentSearches, rememberSearch, searchPath } from './searchPaths';

/** The pause in typing after which the shop is asked. */
export const SUGGEST_DEBOUNCE_MS = 120;
/** Popular searches change slowly: asked again after this long. */
const POPULAR_STALE_MS = 5 * 60_000;
const PICTURE_PX = 40;

interface Suggestion {
  id: string;
  group: string;
  to: string;
  /** A search the shopper makes (remembered on this device), rather than a place to open. */
  search?: string;
  content: ReactNode;
  /** A product's row: the pack its cart cell adds, and the product's name for that cell's label. */
  cart?: { pack: Pack; productName: string };
  /** A product, category or brand the shop suggested for the text (not a recent or popular search, nor See all). */
  found?: true;
}

/** The cells of a row: the suggestion itself, and a product's cart control. */
type Cell = 'open' | 'cart';

function useDebounced(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

function ProductRow({ product, pack }: { product: Product; pack: Pack | undefined }) {
  return (
    <>
      <img src={cdnImageUrl(product.image, cdnBase())} alt="" width={PICTURE_PX} height={PICTURE_PX} css={{ objectFit: 'contain', flexShrink: 0 }} />
      <span css={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
        <span css={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{product.product_name}</span>
        {pack && (
          <span
            css={{ display: 'flex', flexWrap: 'wrap', columnGap: space[2], alignItems: 'baseline', fontSize: font.size.sm, color: color.textMuted }}
          >
            <span css={{ whiteSpace: 'nowrap' }}>{pack.pack_name}</span>
            <Price price={pack.price} actPrice={pack.act_price} size="sm" />
          </span>
        )}
      </span>
    </>
  );
}

export default function SearchSuggestions({ form }: { form: HTMLFormElement }) {
  const input = form.elements.namedItem('q') as HTMLInputElement;
  const navigate = useNavigate();
  const location = useLocation();
  const gridId = useId();
  const grid = useRef<HTMLDivElement>(null);
  const { cart } = useSnapshot(cartStore);
  const [text, setText] = useState(input.value);
  const [open, setOpen] = useState(true);
  // The highlighted row, by its id: rows come and go as answers arrive, and a highlight follows its row, not a position.
  const [activeId, setActiveId] = useState<string>();
  const [activeCell, setActiveCell] = useState<Cell>('open');
  const q = useDebounced(text.trim(), SUGGEST_DEBOUNCE_MS);
  // Keyed by the text: an answer to an older text never shows for a newer one (the previous one shows until it comes).
  const { data, isPlaceholderData } = useQuery({
    ...searchSuggestQuery(q),
    enabled: q !== '',
    placeholderData: keepPreviousData,
  });

  // The answer shown is for an older text while the newer one is asked for: its rows stay in view, dimmed, so the list
  // does not jump, but cannot be picked, added from or moved to (a shopper would get what they no longer searched).
  const outdated = q !== '' && (text.trim() !== q || isPlaceholderData);
  const empty = text.trim() === '';
  const { data: popular } = useQuery({
    ...popularSearchesQuery(),
    staleTime: POPULAR_STALE_MS,
    enabled: empty,
  });

  const suggestions: Suggestion[] = [];
  if (empty) {
    const recent = recentSearches();
    for (const [index, search] of recent.entries())
      suggestions.push({ id: `recent-${index}`, group: 'Recent searches', to: searchPath(search, location), search, content: search });
    const searchedHere = new Set(recent.map((search) => search.toLowerCase()));
    for (const [index, search] of (popular?.searches ?? []).filter((term) => !searchedHere.has(term)).entries())
      suggestions.push({ id: `popular-${index}`, group: 'Popular searches', to: searchPath(search, location), search, content: search });
  } else if (q !== '') {
    for (const product of data?.products ?? []) {
      const pack = initialPack(product.packs, (packId) => Boolean(cart?.items.some((item) => item.pack_id === packId)));
      suggestions.push({
        id: `product-${product.product_id}`,
        group: 'Products',
        to: `/products/${product.slug}`,
        content: <ProductRow product={product} pack={pack} />,
        ...(pack && { cart: { pack, productName: product.product_name } }),
        found: true,
      });
    }
    for (const category of data?.categories ?? [])
      suggestions.push({
        id: `category-${category.slug}`,
        group: 'Categories',
        to: filterPath('c', category.slug, location),
        content: category.name,
        found: true,
      });
    for (const brand of data?.brands ?? [])
      suggestions.push({
        id: `brand-${brand.slug}`,
        group: 'Brands',
        to: filterPath('b', brand.slug, location),
        content: brand.name,
        found: true,
      });
  }
  const count = suggestions.length;
  if (text.trim() !== '') {
    const all = text.trim();
    suggestions.push({ id: 'all', group: '', to: searchPath(all, location), search: all, content: `See all results for '${all}'` });
  }
  const expanded = open && suggestions.length > 0;
  // The rows the keys move over and a click picks.
  const pickable = outdated ? suggestions.filter((suggestion) => !suggestion.found) : suggestions;
  const activeIndex = pickable.findIndex((suggestion) => suggestion.id === activeId);
  const active = expanded ? pickable[activeIndex] : undefined;
  // A row without a cart cell has only the one to open it.
  const cellOf = (suggestion: Suggestion | undefined): Cell => (suggestion?.cart ? activeCell : 'open');
  const cellId = (suggestion: Suggestion, cell: Cell) => `${gridId}-${suggestion.id}-${cell}`;
  const isActive = (suggestion: Suggestion, cell: Cell) => suggestion === active && cellOf(active) === cell;
  const cellProps = (suggestion: Suggestion, cell: Cell) => ({
    id: cellId(suggestion, cell),
    'aria-selected': isActive(suggestion, cell),
    onMouseDown: keepFocusInBox,
  });

  const go = (suggestion: Suggestion) => {
    if (suggestion.search) rememberSearch(suggestion.search);
    setOpen(false);
    navigate(suggestion.to);
  };

  // The box is the React tree of the first visit; its combobox state is kept here, with the rest of the behaviour.
  useLayoutEffect(() => {
    input.setAttribute('role', 'combobox');
    input.setAttribute('aria-haspopup', 'grid');
    input.setAttribute('aria-autocomplete', 'list');
    input.setAttribute('aria-controls', gridId);
    input.setAttribute('aria-expanded', String(expanded));
    if (active) input.setAttribute('aria-activedescendant', cellId(active, cellOf(active)));
    else input.removeAttribute('aria-activedescendant');
    // The grid's controls are reached with the arrow keys from the box, not with Tab: the kit's buttons take no tabIndex.
    for (const button of grid.current?.querySelectorAll('button') ?? []) button.tabIndex = -1;
  });

  useEffect(() => {
    const onInput = () => {
      setText(input.value);
      setActiveId(undefined);
      setActiveCell('open');
      setOpen(true);
    };
    const onFocus = () => setOpen(true);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        if (!expanded) return setOpen(true);
        const last = pickable.length - 1;
        setActiveId(pickable[event.key === 'ArrowDown' ? Math.min(activeIndex + 1, last) : Math.max(activeIndex - 1, -1)]?.id);
      } else if ((event.key === 'ArrowRight' || event.key === 'ArrowLeft') && active?.cart) {
        // Between a product's cells; without a highlighted product row, the keys move the caret in the text.
        event.preventDefault();
        setActiveCell(event.key === 'ArrowRight' ? 'cart' : 'open');
      } else if (event.key === 'Escape' && expanded) {
        // Closes the list only; the text stays (a search field would clear it).
        event.preventDefault();
        setOpen(false);
        setActiveId(undefined);
      } else if (event.key === 'Enter' && active) {
        event.preventDefault();
        if (cellOf(active) === 'open') go(active);
        // The cart cell's own control: 'Add to Cart', or + once the pack is in the cart.
        else document.getElementById(cellId(active, 'cart'))?.querySelector<HTMLButtonElement>('button:last-of-type')?.click();
      }
    };
    // The form's own handler searches.
    const onSubmit = () => setOpen(false);
    const onFocusOut = (event: FocusEvent) => {
      if (!form.contains(event.relatedTarget as Node | null)) setOpen(false);
    };
    input.addEventListener('input', onInput);
    input.addEventListener('focus', onFocus);
    input.addEventListener('keydown', onKeyDown);
    form.addEventListener('submit', onSubmit);
    form.addEventListener('focusout', onFocusOut);
    return () => {
      input.removeEventListener('input', onInput);
      input.removeEventListener('focus', onFocus);
      input.removeEventListener('keydown', onKeyDown);
      form.removeEventListener('submit', onSubmit);
      form.removeEventListener('focusout', onFocusOut);
    };
  });

  const groups = [...new Set(suggestions.map((suggestion) => suggestion.group))];
  return (
    <>
      <div role="status" css={visuallyHidden}>
        {expanded && text.trim() === q && (q === '' || !isPlaceholderData) ? `${count} ${count === 1 ? 'suggestion' : 'suggestions'}` : ''}
      </div>
      <div
        ref={grid}
        id={gridId}
        role="grid"
        aria-label="Search suggestions"
        aria-busy={outdated}
        hidden={!expanded}
        css={{
          position: 'absolute',
          top: '100%',
          left: 0,
          right: 0,
          minWidth: 'min(100vw - 2rem, 26rem)',
          marginTop: space[1],
          maxHeight: '70vh',
          overflowY: 'auto',
          background: color.surface,
          color: color.text,
          border: `${layout.borderWidth} solid ${color.border}`,
          borderRadius: radius.md,
          boxShadow: shadow.lg,
          zIndex: zIndex.popper,
          padding: `${space[1]} 0`,
        }}
      >
        {groups.map((group) => (
          <div key={group || 'all'} role="rowgroup" aria-label={group || undefined}>
            {group && (
              <div
                aria-hidden
                css={{ padding: `${space[1]} ${space[3]}`, fontSize: font.size.xs, fontWeight: font.weight.semibold, color: color.textMuted }}
              >
                {group}
              </div>
            )}
            {suggestions
              .filter((suggestion) => suggestion.group === group)
              .map((suggestion) => (
                <div
                  key={suggestion.id}
                  role="row"
                  {...(!pickable.includes(suggestion) && { inert: true, 'aria-hidden': true })}
                  css={[{ display: 'flex', alignItems: 'center' }, !pickable.includes(suggestion) && outdatedRowCss]}
                >
                  {/* Keys act on the search box (aria-activedescendant); the mouse acts on the cell. */}
                  {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events */}
                  <div
                    role="gridcell"
                    tabIndex={-1}
                    {...cellProps(suggestion, 'open')}
                    onClick={() => go(suggestion)}
                    css={[
                      cellCss,
                      {
                        flex: 1,
                        minWidth: 0,
                        gap: space[3],
                        cursor: 'pointer',
                        fontWeight: suggestion.group ? undefined : font.weight.semibold,
                        '&:hover': { background: color.primarySoft },
                      },
                      isActive(suggestion, 'open') && activeCellCss,
                    ]}
                  >
                    {suggestion.content}
                  </div>
                  {suggestion.cart && (
                    <div
                      role="gridcell"
                      tabIndex={-1}
                      {...cellProps(suggestion, 'cart')}
                      css={[
                        cellCss,
                        { flexShrink: 0 },
                        isActive(suggestion, 'cart') && [activeCellCss, { outline: focusRing.outline, outlineOffset: `-${layout.focusRingWidth}` }],
                      ]}
                    >
                      <CartPackControl {...suggestion.cart} />
                    </div>
                  )}
                </div>
              ))}
          </div>
        ))}
      </div>
    </>
  );
}

/** A press on the grid keeps the focus in the box, so the list stays open until a click picks or presses. */
const keepFocusInBox = (event: ReactMouseEvent) => event.preventDefault();
const cellCss = { display: 'flex', alignItems: 'center', alignSelf: 'stretch', minHeight: space[12], padding: `${space[1]} ${space[3]}` } as const;
const activeCellCss = { background: color.primarySoft } as const;
const outdatedRowCss = { opacity: 0.5, pointerEvents: 'none' } as const;
