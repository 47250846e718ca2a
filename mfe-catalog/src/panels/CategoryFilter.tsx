/**
 * The global 'Category Filter' modal (ui:open-category-filter): a checkbox for every category and subcategory,
 * 'Reset All' and 'Apply Filters', which open the listing filtered by the chosen categories. The same filter is
 * the page at `/categories` opened directly (CategoryFilterPage).
 */
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { readListingParams, type GlobalPanelModule, type GlobalPanelProps } from '@storefront/shared';
import { Checkbox } from '@storefront/shared/forms';
import { Modal } from '@storefront/shared/overlays';
import { siteStore } from '@storefront/shared/runtime';
import { Button, color, font, space } from '@storefront/shared/ui';
import { CATEGORY_FILTER_TEXTS as TEXTS } from './texts';

const LISTING_PATH = '/products';

interface CategoryNode {
  readonly name: string;
  readonly slug: string;
  readonly children: readonly CategoryNode[];
}

type CheckState = 'checked' | 'mixed' | 'unchecked';

/**
 * The selection holds only categories without subcategories: a parent is checked when all of its subcategories
 * are, partly checked when some are, so checking or unchecking a parent does the same to all of them.
 */
const leavesOf = (node: CategoryNode): string[] => (node.children.length ? node.children.flatMap(leavesOf) : [node.slug]);

function checkStateOf(node: CategoryNode, selected: ReadonlySet<string>): CheckState {
  const leaves = leavesOf(node);
  const checked = leaves.filter((slug) => selected.has(slug)).length;
  if (checked === 0) return 'unchecked';
  return checked === leaves.length ? 'checked' : 'mixed';
}

/** The selection a listing's `c` stands for: each category named there with all of its subcategories. */
function selectionOf(categories: readonly CategoryNode[], slugs: readonly string[]): Set<string> {
  const named = new Set(slugs);
  const selected = new Set<string>();
  const visit = (node: CategoryNode) => {
    if (named.has(node.slug)) leavesOf(node).forEach((slug) => selected.add(slug));
    else node.children.forEach(visit);
  };
  categories.forEach(visit);
  return selected;
}

/** The listing's `c` for a selection: a whole category by its own slug (the listing includes its subcategories). */
function filterSlugsOf(categories: readonly CategoryNode[], selected: ReadonlySet<string>): string[] {
  return categories.flatMap((node) => {
    const state = checkStateOf(node, selected);
    if (state === 'checked') return [node.slug];
    return state === 'mixed' ? filterSlugsOf(node.children, selected) : [];
  });
}

/** The listing parameters a category choice made on the listing keeps: its search, brand filter and sort (the page starts over). */
const KEPT_LISTING_PARAMS = ['q', 'b', 's'];

/** The listing of `slugs` (every product for none); from the listing, with its kept parameters. */
function listingUrl(slugs: string[], from: { pathname: string; search: string }): string {
  const kept = from.pathname === LISTING_PATH ? new URLSearchParams(from.search) : new URLSearchParams();
  const params = [
    ...(slugs.length ? [`c=${slugs.map(encodeURIComponent).join(',')}`] : []),
    ...KEPT_LISTING_PARAMS.flatMap((key) => kept.getAll(key).map((value) => `${key}=${encodeURIComponent(value)}`)),
  ];
  return params.length ? `${LISTING_PATH}?${params.join('&')}` : LISTING_PATH;
}

/**
 * The site's categories and a selection of them: `toggle` a category (with its subcategories), `showListing` of
 * the chosen ones or of all products (after `done`).
 */
export function useCategoryFilter(done: () => void = () => undefined) {
  const categories: readonly CategoryNode[] = useSnapshot(siteStore).data?.categories ?? [];
  const navigate = useNavigate();
  const location = useLocation();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const toggle = (node: CategoryNode, checked: boolean) => {
    const next = new Set(selected);
    for (const slug of leavesOf(node)) {
      if (checked) next.add(slug);
      else next.delete(slug);
    }
    setSelected(next);
  };
  const showListing = (all: boolean) => {
    // Reset All clears the search and the brand filter too.
    navigate(all ? LISTING_PATH : listingUrl(filterSlugsOf(categories, selected), location));
    done();
  };
  return { categories, selected, setSelected, toggle, showListing };
}

/** 'Reset All' and 'Apply Filters'. */
export function CategoryFilterButtons({ showListing }: { showListing: (all: boolean) => void }) {
  return (
    <>
      <Button variant="secondary" onClick={() => showListing(true)}>
        {TEXTS.reset}
      </Button>
      <Button onClick={() => showListing(false)}>{TEXTS.apply}</Button>
    </>
  );
}

/** The checkboxes, or a word that there are no categories yet. */
export function CategoryChoice({ categories, selected, toggle }: Pick<ReturnType<typeof useCategoryFilter>, 'categories' | 'selected' | 'toggle'>) {
  return categories.length > 0 ? (
    <CategoryTree nodes={categories} selected={selected} onToggle={toggle} />
  ) : (
    <p css={{ margin: 0, color: color.textMuted }}>{TEXTS.noCategories}</p>
  );
}

function CategoryFilterPanel({ open, onClose }: GlobalPanelProps<'ui:open-category-filter'>) {
  const location = useLocation();
  const { categories, selected, setSelected, toggle, showListing } = useCategoryFilter(onClose);
  const [wasOpen, setWasOpen] = useState(false);
  // The panel stays mounted: each opening starts from the filter of the listing on screen.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      const onListing = location.pathname === LISTING_PATH;
      setSelected(selectionOf(categories, onListing ? readListingParams(new URLSearchParams(location.search)).c : []));
    }
  }

  return (
    <Modal open={open} onClose={onClose} title={TEXTS.title} footer={<CategoryFilterButtons showListing={showListing} />}>
      <CategoryChoice categories={categories} selected={selected} toggle={toggle} />
    </Modal>
  );
}

interface CategoryTreeProps {
  nodes: readonly CategoryNode[];
  selected: ReadonlySet<string>;
  onToggle: (node: CategoryNode, checked: boolean) => void;
  /** A list of subcategories, inside the item of its category. */
  nested?: boolean;
}

function CategoryTree({ nodes, selected, onToggle, nested = false }: CategoryTreeProps) {
  return (
    <ul
      aria-label={nested ? undefined : TEXTS.categories}
      css={{
        display: 'flex',
        flexDirection: 'column',
        gap: space[2],
        margin: 0,
        padding: nested ? `${space[2]} 0 0 ${space[6]}` : 0,
        listStyle: 'none',
      }}
    >
      {nodes.map((node) => {
        const state = checkStateOf(node, selected);
        return (
          <li key={node.slug}>
            <Checkbox
              label={<span css={!nested && { fontWeight: font.weight.semibold }}>{node.name}</span>}
              checked={state === 'checked'}
              // `indeterminate` exists only as a DOM property; assistive technology announces it as "mixed".
              ref={(input: HTMLInputElement | null) => {
                if (input) input.indeterminate = state === 'mixed';
              }}
              onChange={(checked) => onToggle(node, checked)}
            />
            {node.children.length > 0 && <CategoryTree nodes={node.children} selected={selected} onToggle={onToggle} nested />}
          </li>
        );
      })}
    </ul>
  );
}

export const Panel: GlobalPanelModule<'ui:open-category-filter'>['Panel'] = CategoryFilterPanel;
