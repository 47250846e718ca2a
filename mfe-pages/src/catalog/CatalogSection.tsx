/**
 * A catalogue section of a dynamic page (product, category, brand or supplier carousel, product grid): the
 * catalogue remote's component, loaded and drawn as the section nears the screen (each section on its own: a page
 * of carousels drawn at once holds a phone's main thread too long; docs/performance.md). Until then the section keeps
 * the room a carousel takes, so nothing below moves; should the catalogue be down, the section says so and offers to
 * try again, and the rest of the page is untouched.
 */
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactElement } from 'react';
import { errorReporter } from '@storefront/shared/runtime';
import { Button, color, space, useNearViewport } from '@storefront/shared/ui';
import { PAGE_TEXTS } from '../page/texts';
import { UnavailableComponent } from '../page/UnavailableComponent';
import { loadCatalogModule, type CatalogModuleName, type CatalogModules } from './catalogModules';

/** The room a section takes while the catalogue remote loads: about a card carousel's height (title and a card). */
export const CATALOG_SECTION_RESERVED_HEIGHT = '22rem';

/** How far (CSS margin) before a section scrolls into view the catalogue's code for it starts to load. */
export const CATALOG_SECTION_LOAD_MARGIN = '300px';

export function useCatalogModule<M extends CatalogModuleName>(name: M, enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['catalog-module', name],
    queryFn: () =>
      loadCatalogModule(name).catch((error: unknown) => {
        errorReporter.captureException(error, { module: `catalog${name.slice(1)}` });
        throw error;
      }),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    // Modules hold components: keep the loaded object as it is.
    structuralSharing: false,
  });
}

interface CatalogSectionProps<M extends CatalogModuleName> {
  module: M;
  /** The section drawn with the loaded module; undefined when the module lacks its component. */
  render: (module: CatalogModules[M]) => ReactElement | undefined;
}

export function CatalogSection<M extends CatalogModuleName>({ module, render }: CatalogSectionProps<M>) {
  const [placeholder, setPlaceholder] = useState<HTMLDivElement | null>(null);
  const near = useNearViewport(placeholder, CATALOG_SECTION_LOAD_MARGIN);
  const loaded = useCatalogModule(module, near);
  if (near && loaded.data) {
    // Undefined: a catalogue deployed before this section existed.
    return render(loaded.data) ?? <UnavailableComponent />;
  }
  if (!near || loaded.isPending) {
    return (
      <div ref={setPlaceholder} aria-hidden="true" data-testid="catalog-section-placeholder" css={{ minHeight: CATALOG_SECTION_RESERVED_HEIGHT }} />
    );
  }
  return (
    <div
      role="alert"
      css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space[3], margin: `${space[6]} 0`, color: color.textMuted }}
    >
      <p css={{ margin: 0 }}>{PAGE_TEXTS.catalogUnavailable}</p>
      <Button variant="secondary" size="sm" loading={loaded.isFetching} onClick={() => void loaded.refetch()}>
        {PAGE_TEXTS.tryAgain}
      </Button>
    </div>
  );
}
