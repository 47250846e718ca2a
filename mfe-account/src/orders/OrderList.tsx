/**
 * /account/orders: the shopper's orders, newest first, filtered by status and paged (5/10/20/50/100 a page). The
 * filter and the page live in the address bar (status, page, perPage), so reload and back keep them.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { PAGE_SIZE_OPTIONS } from '@storefront/shared';
import { siteStore } from '@storefront/shared/runtime';
import { ORDER_STATUS_TITLES, ORDER_STATUS_VALUES, type OrderStatusValue } from '@storefront/shared/signed-in';
import { Button, pageTitle, ScreenMessage, Select, SkeletonText, space, textLinkCss, usePageHead } from '@storefront/shared/ui';
import { Pagination } from '@storefront/shared/pagination';
import { AccountSection } from '../account/AccountSection';
import { mutedTextCss, plainListCss } from '../account/styles';
import { fetchOrders, orderListQuery, type OrderListParams } from './ordersApi';
import { OrderRow } from './OrderRow';
import { ORDER_LIST_TEXTS as TEXTS } from './texts';

const DEFAULT_PER_PAGE = 10;
const ALL = '';
const STATUS_OPTIONS = [
  { value: ALL, label: TEXTS.allStatuses },
  ...ORDER_STATUS_VALUES.map((status) => ({ value: status, label: ORDER_STATUS_TITLES[status] })),
];

/** The list's parameters as the address bar has them; anything unknown falls back to the default. */
function readParams(search: URLSearchParams): OrderListParams {
  const status = search.get('status');
  const page = Number(search.get('page'));
  const perPage = Number(search.get('perPage'));
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    perPage: (PAGE_SIZE_OPTIONS as readonly number[]).includes(perPage) ? perPage : DEFAULT_PER_PAGE,
    ...(ORDER_STATUS_VALUES.includes(status as OrderStatusValue) && { status: status as OrderStatusValue }),
  };
}

export function OrderList() {
  const site = useSnapshot(siteStore).data;
  usePageHead({ title: pageTitle(TEXTS.title, site?.web.name) });
  const [search, setSearch] = useSearchParams();
  const params = readParams(search);
  const orders = useQuery({
    queryKey: orderListQuery(params),
    queryFn: ({ signal }) => fetchOrders(params, signal),
    placeholderData: keepPreviousData,
  });

  const show = (next: Partial<OrderListParams>) => {
    const merged = { ...params, ...next };
    const query = new URLSearchParams();
    if (merged.status) query.set('status', merged.status);
    if (merged.page > 1) query.set('page', String(merged.page));
    if (merged.perPage !== DEFAULT_PER_PAGE) query.set('perPage', String(merged.perPage));
    setSearch(query);
  };

  return (
    <AccountSection title={TEXTS.title} lead={TEXTS.lead}>
      <div css={{ display: 'grid', gap: space[4] }}>
        <Select
          label={TEXTS.statusFilter}
          options={STATUS_OPTIONS}
          value={params.status ?? ALL}
          onChange={(value) => show({ status: (value || undefined) as OrderStatusValue | undefined, page: 1 })}
          css={{ justifySelf: 'start' }}
        />
        {orders.isPending ? (
          <SkeletonText lines={5} />
        ) : orders.isError ? (
          <ScreenMessage alert title={TEXTS.loadFailed} actions={<Button onClick={() => void orders.refetch()}>{TEXTS.tryAgain}</Button>} />
        ) : orders.data.data.length === 0 ? (
          <p css={mutedTextCss}>
            {params.status ? (
              TEXTS.emptyForStatus
            ) : (
              <>
                {TEXTS.empty}{' '}
                <Link to="/products" css={textLinkCss}>
                  {TEXTS.startShopping}
                </Link>
              </>
            )}
          </p>
        ) : (
          <>
            <ul css={[plainListCss, orders.isPlaceholderData && { opacity: 0.6 }]} aria-busy={orders.isPlaceholderData || undefined}>
              {orders.data.data.map((order) => (
                <OrderRow key={order.id} order={order} />
              ))}
            </ul>
            <Pagination
              label={TEXTS.title}
              total={orders.data.meta.total}
              page={params.page}
              perPage={params.perPage}
              onPageChange={(page) => show({ page })}
              onPerPageChange={(perPage) => show({ perPage, page: 1 })}
            />
          </>
        )}
      </div>
    </AccountSection>
  );
}
