/**
 * One product of one wishlist: picture, name (to its product page), the pack to buy and its price, the cart control,
 * and the ways out of this list: move to another list, remove.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { cdnImageUrl } from '@storefront/shared';
import { cartStore, cdnBase } from '@storefront/shared/runtime';
import {
  Button,
  CartPackControl,
  color,
  font,
  initialPack,
  layout,
  Price,
  radius,
  Select,
  Skeleton,
  space,
  textLinkCss,
  visuallyHidden,
} from '@storefront/shared/ui';
import { WISHLIST_TEXTS as TEXTS } from './texts';
import type { WishlistEntry, WishlistList } from './wishlistApi';

/** The picture's intrinsic size in CSS pixels (the CDN's `medium` variant), so its box is kept before it arrives. */
const IMAGE_SIZE = 200;

const listValue = (list: Pick<WishlistList, 'id'>) => (list.id === null ? 'default' : String(list.id));

const cardCss = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)',
  alignContent: 'start',
  gap: space[3],
  height: '100%',
  boxSizing: 'border-box',
  padding: space[3],
  border: `${layout.borderWidth} solid ${color.border}`,
  borderRadius: radius.lg,
  background: color.surfaceRaised,
} as const;
const pictureCss = {
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '1 / 1',
  objectFit: 'contain',
  borderRadius: radius.md,
  background: color.surface,
} as const;
const detailsCss = { display: 'flex', flexDirection: 'column', gap: space[2], minWidth: 0 } as const;
const footerCss = {
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'flex-end',
  gap: space[2],
  paddingTop: space[3],
  borderTop: `${layout.borderWidth} solid ${color.border}`,
} as const;

export interface WishlistCardProps {
  entry: WishlistEntry;
  list: WishlistList;
  /** The lists it can move to: the others that do not hold it already. */
  targets: WishlistList[];
  onMove: (entry: WishlistEntry, from: WishlistList, to: WishlistList) => Promise<void>;
  onRemove: (entry: WishlistEntry, from: WishlistList) => void;
}

export function WishlistCard({ entry, list, targets, onMove, onRemove }: WishlistCardProps) {
  const { cart } = useSnapshot(cartStore);
  const name = entry.product_name;
  const [packId, setPackId] = useState(() => initialPack(entry.packs, (id) => Boolean(cart?.items.some((item) => item.pack_id === id)))?.pack_id);
  const pack = entry.packs.find((candidate) => candidate.pack_id === packId) ?? entry.packs[0];
  const [targetValue, setTargetValue] = useState('');
  const target = targets.find((candidate) => listValue(candidate) === targetValue) ?? targets[0];
  const [moving, setMoving] = useState(false);

  const move = async () => {
    if (!target || moving) return;
    setMoving(true);
    try {
      await onMove(entry, list, target);
    } finally {
      setMoving(false);
    }
  };

  return (
    <article aria-label={name} css={cardCss}>
      <img src={cdnImageUrl(entry.image, cdnBase())} alt="" width={IMAGE_SIZE} height={IMAGE_SIZE} loading="lazy" css={pictureCss} />
      <div css={detailsCss}>
        <h3 css={{ margin: 0, fontSize: font.size.md, lineHeight: font.lineHeight.tight, overflowWrap: 'anywhere' }}>
          <Link to={`/products/${entry.slug}`} css={[textLinkCss, { color: color.text }]}>
            {name}
          </Link>
        </h3>
        {entry.packs.length > 1 ? (
          <Select
            label={TEXTS.packOf(name)}
            hideLabel
            size="sm"
            value={String(pack.pack_id)}
            options={entry.packs.map((option) => ({
              value: String(option.pack_id),
              label: option.in_stock ? option.pack_name : TEXTS.soldOutPack(option.pack_name),
            }))}
            onChange={(value) => setPackId(Number(value))}
          />
        ) : (
          pack && <span css={{ fontSize: font.size.sm, color: color.textMuted }}>{pack.pack_name}</span>
        )}
        {pack && (
          <>
            <Price price={pack.price} actPrice={pack.act_price} packName={pack.pack_name} size="sm" />
            <CartPackControl pack={pack} productName={name} fullWidth />
          </>
        )}
      </div>
      <div css={footerCss}>
        {target && (
          <>
            <Select
              label={
                <>
                  {TEXTS.moveTo}
                  <span css={visuallyHidden}>{TEXTS.moveToContext(name, list.name)}</span>
                </>
              }
              size="sm"
              value={listValue(target)}
              options={targets.map((option) => ({ value: listValue(option), label: option.name }))}
              onChange={setTargetValue}
              css={{ flex: '1 1 0', minWidth: 0 }}
            />
            <Button
              variant="secondary"
              size="sm"
              loading={moving}
              aria-label={TEXTS.moveLabel(name, list.name, target.name)}
              onClick={() => void move()}
            >
              {TEXTS.move}
            </Button>
          </>
        )}
        <Button variant="ghost" size="sm" disabled={moving} aria-label={TEXTS.removeLabel(name, list.name)} onClick={() => onRemove(entry, list)}>
          {TEXTS.remove}
        </Button>
      </div>
    </article>
  );
}

/** A card in waiting: the same frame and rows as `WishlistCard`. */
export function WishlistCardSkeleton() {
  return (
    <div aria-hidden="true" css={cardCss}>
      <Skeleton height="auto" radius="md" css={{ aspectRatio: '1 / 1' }} />
      <div css={detailsCss}>
        <Skeleton width="80%" height={font.size.md} />
        <Skeleton width="40%" height={font.size.sm} />
        <Skeleton width="50%" height={font.size.sm} />
        <Skeleton height={layout.controlHeightSm} radius="md" />
      </div>
      <div css={footerCss}>
        <Skeleton height={layout.controlHeightSm} radius="md" />
      </div>
    </div>
  );
}
