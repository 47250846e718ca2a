import {
  cssAspectRatio,
  dynamicFormDataSchema,
  imageBannerDataSchema,
  PRODUCT_GRID_DEFAULT_SIZE,
  productGridDataSchema,
} from '../src/contracts/pageComponents';

it('reads aspect ratios written as CSS or with a colon, and nothing else', () => {
  expect(cssAspectRatio('16/9')).toBe('16 / 9');
  expect(cssAspectRatio(' 4 : 3 ')).toBe('4 / 3');
  expect(cssAspectRatio('2.35/1')).toBe('2.35 / 1');
  for (const bad of ['', '16', '0/9', '16/0', '1/1; background: red', 'calc(1)/2', undefined, null]) expect(cssAspectRatio(bad)).toBeNull();
});

it('gives an image banner its defaults and refuses one without an image', () => {
  expect(imageBannerDataSchema.parse({ image: 'banners/offer.svg' })).toEqual({
    image: 'banners/offer.svg',
    image_sm: null,
    link: null,
    alt: '',
    aspect: {},
  });
  expect(imageBannerDataSchema.safeParse({ image: '' }).success).toBe(false);
});

it('limits a product grid to 1–24 products, 8 by default', () => {
  expect(productGridDataSchema.parse({ s: 'newest' }).limit).toBe(PRODUCT_GRID_DEFAULT_SIZE);
  expect(productGridDataSchema.safeParse({ limit: 25 }).success).toBe(false);
  expect(productGridDataSchema.safeParse({ s: 'cheapest' }).success).toBe(false);
});

it('reads a dynamic form with field defaults, and refuses one without fields or a form type', () => {
  const form = dynamicFormDataSchema.parse({ formtype: ' Contact ', fields: [{ name: 'name', label: 'Name' }] });
  expect(form).toEqual({
    formtype: 'Contact',
    submitLabel: 'Submit',
    emailactivation: 1,
    fields: [{ name: 'name', label: 'Name', type: 'text', required: false, options: [] }],
  });
  expect(dynamicFormDataSchema.safeParse({ formtype: 'Contact', fields: [] }).success).toBe(false);
  expect(dynamicFormDataSchema.safeParse({ formtype: '', fields: [{ name: 'a', label: 'A' }] }).success).toBe(false);
  expect(dynamicFormDataSchema.safeParse({ formtype: 'Contact', fields: [{ name: 'a', label: 'A', type: 'colour' }] }).success).toBe(false);
});
