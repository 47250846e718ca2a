/** `/categories` opened directly: the Category Filter as a page, with the modal's checkboxes and buttons. */
import { useRouteHead } from '@storefront/shared/route-head';
import { font, space } from '@storefront/shared/ui';
import { CategoryChoice, CategoryFilterButtons, useCategoryFilter } from './CategoryFilter';
import { CATEGORY_FILTER_TEXTS as TEXTS } from './texts';

export default function CategoryFilterPage() {
  const { categories, selected, toggle, showListing } = useCategoryFilter();
  // No head of its own: the site's, as the server sends it.
  useRouteHead({ kind: 'screen', remote: 'catalog' });
  return (
    <section aria-labelledby="category-filter-title" css={{ display: 'grid', gap: space[4], maxWidth: '40rem' }}>
      <h1 id="category-filter-title" css={{ margin: 0, fontSize: font.size['2xl'] }}>
        {TEXTS.title}
      </h1>
      <CategoryChoice categories={categories} selected={selected} toggle={toggle} />
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: space[3] }}>
        <CategoryFilterButtons showListing={showListing} />
      </div>
    </section>
  );
}
