import { font, mq, space } from '@storefront/shared/ui';

/** The heading row of a titled section of cards (a carousel, a product grid): title, "View all", controls. */
export const sectionHeaderCss = { display: 'flex', alignItems: 'center', gap: space[3], marginBottom: space[1] } as const;
export const sectionTitleCss = {
  flex: 1,
  minWidth: 0,
  margin: 0,
  fontSize: font.size.lg,
  fontWeight: font.weight.bold,
  lineHeight: font.lineHeight.tight,
  [mq.smUp]: { fontSize: font.size.xl },
} as const;
