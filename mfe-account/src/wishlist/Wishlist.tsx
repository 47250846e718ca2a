/**
 * /account/wishlist: the shopper's products under each of their wishlists (the default one first), each one ready to
 * buy, to move to another list or to remove. A removal shows at once and comes back with an error toast when the
 * server refuses; a move is one call that moves the product or changes nothing, and answers the lists as they are
 * after it (a refused move reads them again).
 * Every change is announced on the bus (`wishlist:changed`) so the catalogue's hearts follow.
 */
import { useId } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { extractErrorMessage } from '@storefront/shared';
import { eventBus, sessionStore, showToast, siteStore } from '@storefront/shared/runtime';
import { Button, font, pageTitle, ScreenMessage, Skeleton, space, textLinkCss, usePageHead, visuallyHidden } from '@storefront/shared/ui';
import { AccountSection } from '../account/AccountSection';
import { WISHLIST_TEXTS as TEXTS } from './texts';
import { WishlistCard, WishlistCardSkeleton } from './WishlistCard';
import {
  fetchWishlists,
  moveToList,
  takeOutOfList,
  wishlistItemsKey,
  withoutProduct,
  withProduct,
  type WishlistEntry,
  type WishlistList,
} from './wishlistApi';
import { mutedTextCss as mutedCss, twoColumnListCss as cardGridCss } from '../account/styles';

const listsCss = { display: 'grid', gap: space[8] } as const;
const listHeaderCss = { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: space[2], marginBottom: space[3] } as const;
const listTitleCss = { margin: 0, fontSize: font.size.xl, lineHeight: font.lineHeight.tight, overflowWrap: 'anywhere' } as const;

const holds = (list: WishlistList, productId: number) => list.products.some((entry) => entry.product_id === productId);

export function Wishlist() {
  const { user } = useSnapshot(sessionStore);
  const site = useSnapshot(siteStore).data;
  usePageHead({ title: pageTitle(TEXTS.title, site?.web.name) });
  const queryClient = useQueryClient();
  const key = wishlistItemsKey(user);
  const lists = useQuery({ queryKey: key, queryFn: ({ signal }) => fetchWishlists(signal) });
  const baseId = useId();
  const headingId = (list: Pick<WishlistList, 'id'>) => `${baseId}-list-${list.id ?? 'default'}`;
  // A card that leaves takes the focus with it: it goes to its list's heading instead.
  const focusList = (list: WishlistList) => document.getElementById(headingId(list))?.focus();

  const remove = async (entry: WishlistEntry, from: WishlistList) => {
    await queryClient.cancelQueries({ queryKey: key });
    const before = queryClient.getQueryData<WishlistList[]>(key) ?? [];
    const index = before.find((list) => list.id === from.id)?.products.findIndex((candidate) => candidate.product_id === entry.product_id) ?? 0;
    queryClient.setQueryData<WishlistList[]>(key, (current) => current && withoutProduct(current, from.id, entry.product_id));
    focusList(from);
    try {
      await takeOutOfList(entry.product_id, from.id);
      const elsewhere = before.some((list) => list.id !== from.id && holds(list, entry.product_id));
      eventBus.emit('wishlist:changed', { product_id: entry.product_id, wishlist: elsewhere });
      showToast({ kind: 'success', message: TEXTS.removed(entry.product_name, from.name) });
    } catch (error) {
      queryClient.setQueryData<WishlistList[]>(key, (current) => current && withProduct(current, from.id, entry, Math.max(index, 0)));
      showToast({ kind: 'error', message: TEXTS.removeFailed(entry.product_name, from.name, extractErrorMessage(error)) });
    }
  };

  const move = async (entry: WishlistEntry, from: WishlistList, to: WishlistList) => {
    try {
      const after = await moveToList(entry.product_id, from.id, to.id);
      // A read started before the move would answer the lists as they were.
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<WishlistList[]>(key, after);
      focusList(from);
      eventBus.emit('wishlist:changed', { product_id: entry.product_id, wishlist: true });
      showToast({ kind: 'success', message: TEXTS.moved(entry.product_name, to.name) });
    } catch (error) {
      showToast({ kind: 'error', message: TEXTS.moveFailed(entry.product_name, to.name, extractErrorMessage(error)) });
      // Nothing moved, but the refusal may have found a list gone or the product moved elsewhere.
      await queryClient.invalidateQueries({ queryKey: key });
    }
  };

  const data = lists.data;
  const total = data?.reduce((sum, list) => sum + list.products.length, 0) ?? 0;

  return (
    <AccountSection title={TEXTS.title} lead={TEXTS.lead}>
      {data === undefined ? (
        lists.isError ? (
          <ScreenMessage
            alert
            title={TEXTS.loadFailed}
            message={extractErrorMessage(lists.error)}
            actions={
              <Button onClick={() => void lists.refetch()} loading={lists.isFetching}>
                {TEXTS.tryAgain}
              </Button>
            }
          />
        ) : (
          <WishlistSkeleton />
        )
      ) : total === 0 ? (
        <div css={{ display: 'grid', justifyItems: 'start', gap: space[2] }}>
          <p css={{ margin: 0, fontWeight: font.weight.semibold }}>{TEXTS.emptyTitle}</p>
          <p css={mutedCss}>{TEXTS.emptyMessage}</p>
          <Link to="/products" css={textLinkCss}>
            {TEXTS.browse}
          </Link>
        </div>
      ) : (
        <div css={listsCss}>
          {data.map((list) => (
            <section key={list.id ?? 'default'} aria-labelledby={headingId(list)}>
              <div css={listHeaderCss}>
                <h2 id={headingId(list)} tabIndex={-1} css={[listTitleCss, { '&:focus': { outline: 'none' } }]}>
                  {list.name}
                </h2>
                <span css={[mutedCss, { fontSize: font.size.sm }]}>{TEXTS.productCount(list.products.length)}</span>
              </div>
              {list.products.length === 0 ? (
                <p css={mutedCss}>{TEXTS.emptyList}</p>
              ) : (
                <ul css={cardGridCss}>
                  {list.products.map((entry) => (
                    <li key={entry.product_id} css={{ minWidth: 0 }}>
                      <WishlistCard
                        entry={entry}
                        list={list}
                        targets={data.filter((other) => other.id !== list.id && !holds(other, entry.product_id))}
                        onMove={move}
                        onRemove={(item, from) => void remove(item, from)}
                      />
                    </li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </div>
      )}
    </AccountSection>
  );
}

function WishlistSkeleton() {
  return (
    <div aria-busy="true" css={listsCss}>
      <span css={visuallyHidden}>{TEXTS.loading}</span>
      <div aria-hidden="true">
        <Skeleton width="30%" height={font.size.xl} css={{ marginBottom: space[3] }} />
        <div css={cardGridCss}>
          <WishlistCardSkeleton />
          <WishlistCardSkeleton />
        </div>
      </div>
    </div>
  );
}
