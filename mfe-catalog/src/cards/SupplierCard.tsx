import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Supplier } from '@storefront/shared';
import { color, font, rowHeight, Skeleton } from '@storefront/shared/ui';
import { CardPicture, cardFrameCss, cardHoverCss, cardLinkCss } from './cardParts';

const DESCRIPTION_LINES = 3;
const ROW = {
  name: rowHeight(font.size.sm, font.lineHeight.normal),
  description: rowHeight(font.size.xs, font.lineHeight.normal, DESCRIPTION_LINES),
} as const;

const nameCss = {
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
  height: ROW.name,
  margin: 0,
  fontSize: font.size.sm,
  fontWeight: font.weight.semibold,
  lineHeight: font.lineHeight.normal,
} as const;

const descriptionCss = {
  display: '-webkit-box',
  WebkitLineClamp: DESCRIPTION_LINES,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  height: ROW.description,
  margin: 0,
  fontSize: font.size.xs,
  lineHeight: font.lineHeight.normal,
  color: color.textMuted,
} as const;

/** A supplier's `link`: a shop path goes through the router, an http(s) address is a plain link, anything else is no link. */
function SupplierLink({ link, children }: { link: string; children: ReactNode }) {
  if (link.startsWith('/') && !link.startsWith('//')) {
    return (
      <Link to={link} css={cardLinkCss}>
        {children}
      </Link>
    );
  }
  if (/^https?:\/\//i.test(link)) {
    return (
      <a href={link} css={cardLinkCss}>
        {children}
      </a>
    );
  }
  return <div css={cardLinkCss}>{children}</div>;
}

export interface SupplierCardProps {
  supplier: Supplier;
}

/** A supplier's logo (or initials), name and description; the logo and name link to the supplier's `link`. */
export function SupplierCard({ supplier }: SupplierCardProps) {
  return (
    <article css={[cardFrameCss, cardHoverCss]}>
      <SupplierLink link={supplier.link}>
        <CardPicture image={supplier.logo} name={supplier.name} />
        <h3 css={nameCss}>{supplier.name}</h3>
      </SupplierLink>
      <p css={descriptionCss}>{supplier.description}</p>
    </article>
  );
}

const skeletonRow = (height: string) => ({ display: 'flex', flexDirection: 'column', justifyContent: 'space-evenly', height }) as const;

/** A supplier card in waiting: the same frame and row heights as `SupplierCard`. */
export function SupplierCardSkeleton() {
  return (
    <div data-testid="supplier-card-skeleton" aria-hidden="true" css={cardFrameCss}>
      <Skeleton height="auto" radius="md" css={{ aspectRatio: '1 / 1' }} />
      <span css={skeletonRow(ROW.name)}>
        <Skeleton width="70%" height={font.size.sm} />
      </span>
      <span css={skeletonRow(ROW.description)}>
        <Skeleton height={font.size.xs} />
        <Skeleton height={font.size.xs} />
        <Skeleton width="50%" height={font.size.xs} />
      </span>
    </div>
  );
}
