/**
 * What the supplier, category and brand cards are built from: the product card's look (border, radius, raised
 * surface, shadow on hover, focus ring inside the frame), a square picture or the name's initials in its place, the
 * picture-and-name tile of categories and brands, and the listing address they link to.
 */
import { Link } from 'react-router-dom';
import { cdnBase } from '@storefront/shared/runtime';
import { cdnImageUrl, writeListingParams, type ListingParams } from '@storefront/shared';
import { color, font, rowHeight, Skeleton } from '@storefront/shared/ui';
import { CARD_IMAGE_SIZE, containedPictureCss, pictureFrameCss } from '../images';
import { cardFrameCss, cardHoverCss, cardLinkCss } from './cardStyles';

export { cardFrameCss, cardHoverCss, cardLinkCss } from './cardStyles';

const pictureBoxCss = [pictureFrameCss, { display: 'flex', alignItems: 'center', justifyContent: 'center' }] as const;

/** Up to two initials: the first letter of the first two words ('Fruits & Vegetables' → 'FV'). */
export function initialsOf(name: string): string {
  const words = name.match(/[\p{L}\p{N}]+/gu) ?? [];
  return words
    .slice(0, 2)
    .map((word) => Array.from(word)[0])
    .join('')
    .toUpperCase();
}

interface CardPictureProps {
  /** A CDN path; none: the name's initials stand in. */
  image: string | null;
  name: string;
}

/** The square picture of a card. The name is written beside it, so the picture is decorative (empty alt). */
export function CardPicture({ image, name }: CardPictureProps) {
  if (!image) {
    return (
      <span
        aria-hidden="true"
        css={[
          ...pictureBoxCss,
          {
            background: color.primarySoft,
            color: color.primary,
            fontSize: font.size['3xl'],
            fontWeight: font.weight.extrabold,
            letterSpacing: '0.05em',
          },
        ]}
      >
        {initialsOf(name)}
      </span>
    );
  }
  return (
    <span css={pictureBoxCss}>
      <img src={cdnImageUrl(image, cdnBase())} alt="" width={CARD_IMAGE_SIZE} height={CARD_IMAGE_SIZE} loading="lazy" css={containedPictureCss} />
    </span>
  );
}

/** `/products?…` for a listing filter: the address the listing itself writes (e.g. `/products?c=dairy`). */
export function listingHref(params: Partial<ListingParams>): string {
  const search = writeListingParams({ c: [], b: [], page: 1, ...params }).toString();
  return search ? `/products?${search}` : '/products';
}

const NAME_ROW = rowHeight(font.size.sm, font.lineHeight.tight, 2);
const tileNameCss = {
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  height: NAME_ROW,
  fontSize: font.size.sm,
  fontWeight: font.weight.semibold,
  lineHeight: font.lineHeight.tight,
  textAlign: 'center',
} as const;

interface TileCardProps {
  name: string;
  image: string | null;
  /** Where the card goes (inside the shop). */
  to: string;
}

/** A picture and a name that link to a listing: the category and brand cards. */
export function TileCard({ name, image, to }: TileCardProps) {
  return (
    <div css={[cardFrameCss, cardHoverCss]}>
      <Link to={to} css={cardLinkCss}>
        <CardPicture image={image} name={name} />
        <span css={tileNameCss}>{name}</span>
      </Link>
    </div>
  );
}

/** A category or brand card in waiting (before the site's data is in): the same frame and rows as `TileCard`. */
export function TileCardSkeleton() {
  return (
    <div data-testid="tile-card-skeleton" aria-hidden="true" css={cardFrameCss}>
      <Skeleton height="auto" radius="md" css={{ aspectRatio: '1 / 1' }} />
      <span css={{ display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', height: NAME_ROW }}>
        <Skeleton width="70%" height={font.size.sm} />
      </span>
    </div>
  );
}
