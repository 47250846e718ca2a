/** Style pieces the account area's screens share (tokens only). */
import { color, mq, space } from '@storefront/shared/ui';

/** A list without bullets, its items spaced apart (orders, addresses, wishlist cards, links). */
export const plainListCss = { display: 'grid', gap: space[3], margin: 0, padding: 0, listStyle: 'none' } as const;

/** The same, in two columns on desktops. */
export const twoColumnListCss = { ...plainListCss, [mq.lgUp]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } as const;

/** A line said in passing: an empty list, a limit. */
export const mutedTextCss = { margin: 0, color: color.textMuted } as const;
