/**
 * What the search box does once focused (loaded on its first focus, so no first visit carries it): remembers its
 * searches, and makes the box an ARIA combobox whose listbox suggests products, categories and brands as the
 * shopper types (recent searches while it is empty), ending with "See all results for '{q}'".
 */
import { useEffect, useId, useLayoutEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { cdnImageUrl, type Product } from '@storefront/shared';
import { apiClient, cdnBase } from '@storefront/shared/runtime';
import { searchSuggestResponseSchema } from '@storefront/shared/search';
import { color, font, layout, Price, radius, shadow, space, visuallyHidden, zIndex } from '@storefront/shared/ui';
import { filterPath, recentSearches, rememberSearch, searchPath } from './searchPaths';

/** The pause in typing after which the shop is asked. */
export const SUGGEST_DEBOUNCE_MS = 120;
const PICTURE_PX = 40;

interface Suggestion {
  id: string;
  group: string;
  to: string;
  /** A search the shopper makes (remembered on this device), rather than a place to open. */
  search?: string;
  content: ReactNode;
}

function useDebounced(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

function ProductRow({ product }: { product: Product }) {
  const pack = product.packs[0];
  return (
    <>
      <img src={cdnImageUrl(product.image, cdnBase())} alt="" width={PICTURE_PX} height={PICTURE_PX} css={{ objectFit: 'contain', flexShrink: 0 }} />
      <span css={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
        <span css={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{product.product_name}</span>
        {pack && (
          <span css={{ display: 'flex', gap: space[2], alignItems: 'baseline', fontSize: font.size.sm, color: color.textMuted }}>
            {pack.pack_name}
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
  const listId = useId();
  const [text, setText] = useState(input.value);
  const [open, setOpen] = useState(true);
  const [activeIndex, setActiveIndex] = useState(-1);
  const q = useDebounced(text.trim(), SUGGEST_DEBOUNCE_MS);
  // Keyed by the text: an answer to an older text never shows for a newer one (the previous one shows until it comes).
  const { data, isPlaceholderData } = useQuery({
    queryKey: ['search-suggest', q],
    queryFn: ({ signal }) => apiClient.get('/api/search/suggest', { schema: searchSuggestResponseSchema, query: { q }, signal }),
    enabled: q !== '',
    placeholderData: keepPreviousData,
  });

  const suggestions: Suggestion[] = [];
  if (text.trim() === '') {
    for (const [index, recent] of recentSearches().entries())
      suggestions.push({ id: `recent-${index}`, group: 'Recent searches', to: searchPath(recent, location), search: recent, content: recent });
  } else if (q !== '') {
    for (const product of data?.products ?? [])
      suggestions.push({
        id: `product-${product.product_id}`,
        group: 'Products',
        to: `/products/${product.slug}`,
        content: <ProductRow product={product} />,
      });
    for (const category of data?.categories ?? [])
      suggestions.push({
        id: `category-${category.slug}`,
        group: 'Categories',
        to: filterPath('c', category.slug, location),
        content: category.name,
      });
    for (const brand of data?.brands ?? [])
      suggestions.push({ id: `brand-${brand.slug}`, group: 'Brands', to: filterPath('b', brand.slug, location), content: brand.name });
  }
  const count = suggestions.length;
  if (text.trim() !== '') {
    const all = text.trim();
    suggestions.push({ id: 'all', group: '', to: searchPath(all, location), search: all, content: `See all results for '${all}'` });
  }
  const expanded = open && suggestions.length > 0;
  const active = expanded ? suggestions[activeIndex] : undefined;
  const optionId = (suggestion: Suggestion) => `${listId}-${suggestion.id}`;

  const go = (suggestion: Suggestion) => {
    if (suggestion.search) rememberSearch(suggestion.search);
    setOpen(false);
    navigate(suggestion.to);
  };

  // The box is the React tree of the first visit; its combobox state is kept here, with the rest of the behaviour.
  useLayoutEffect(() => {
    input.setAttribute('role', 'combobox');
    input.setAttribute('aria-autocomplete', 'list');
    input.setAttribute('aria-controls', listId);
    input.setAttribute('aria-expanded', String(expanded));
    if (active) input.setAttribute('aria-activedescendant', optionId(active));
    else input.removeAttribute('aria-activedescendant');
  });

  useEffect(() => {
    const onInput = () => {
      setText(input.value);
      setActiveIndex(-1);
      setOpen(true);
    };
    const onFocus = () => setOpen(true);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        if (!expanded) return setOpen(true);
        const last = suggestions.length - 1;
        setActiveIndex(event.key === 'ArrowDown' ? Math.min(activeIndex + 1, last) : Math.max(activeIndex - 1, -1));
      } else if (event.key === 'Escape' && expanded) {
        // Closes the list only; the text stays (a search field would clear it).
        event.preventDefault();
        setOpen(false);
        setActiveIndex(-1);
      } else if (event.key === 'Enter' && active) {
        event.preventDefault();
        go(active);
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
        id={listId}
        role="listbox"
        aria-label="Search suggestions"
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
          <div key={group || 'all'} role="group" aria-label={group || undefined}>
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
                // Keys act on the search box (aria-activedescendant); the mouse acts on the option.
                // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                <div
                  key={suggestion.id}
                  id={optionId(suggestion)}
                  role="option"
                  aria-selected={suggestion === active}
                  tabIndex={-1}
                  // Keeps the focus in the box, so the list stays open until the click picks.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => go(suggestion)}
                  css={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: space[3],
                    minHeight: space[12],
                    padding: `${space[1]} ${space[3]}`,
                    cursor: 'pointer',
                    background: suggestion === active ? color.primarySoft : undefined,
                    fontWeight: suggestion.group ? undefined : font.weight.semibold,
                    '&:hover': { background: color.primarySoft },
                  }}
                >
                  {suggestion.content}
                </div>
              ))}
          </div>
        ))}
      </div>
    </>
  );
}
