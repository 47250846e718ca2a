import type { FakeAnswer } from '@storefront/shared/testing';

/** A page-data answer with these components and the defaults of the rest. */
export function pageAnswer(components: Array<Record<string, unknown>>, overrides: Record<string, unknown> = {}): FakeAnswer {
  return {
    body: {
      data: components.map((component, index) => ({ name: `Component ${index + 1}`, order: index, data: null, ...component })),
      css: '',
      show_footer: true,
      show_sub_navbar: true,
      show_navbar: true,
      seo_title: 'A page',
      seo_description: 'About a page.',
      schema_script: null,
      ...overrides,
    },
  };
}
