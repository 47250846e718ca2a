/**
 * /account/dashboard, for sales agents (the shell's guard sends anyone else away): the figures of the agent's
 * customers for a date range — KPIs, revenue per day, recent orders (paginated) and top products — and their orders
 * per delivery window for the coming days.
 *
 * The range and the page live in the address bar; no range there is the server's default (the last 30 days), which
 * the answer names and the fields then show. A range the server would refuse (reversed, too long) is said next to
 * the fields in the contract's words and never sent: the address bar, and the figures, stay on the last good range.
 *
 * An order number among the recent orders opens that order, read-only, in place of the figures: `?order={id}` beside
 * the range and page, so Back (and the view's own way back) returns to the same figures.
 */
import { useEffect, useId, useState } from 'react';
import type { CSSObject } from '@emotion/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { extractErrorMessage } from '@storefront/shared';
import { siteStore } from '@storefront/shared/runtime';
import { Button, color, font, pageTitle, ScreenMessage, Skeleton, SkeletonText, space, usePageHead, visuallyHidden } from '@storefront/shared/ui';
import { pageCount } from '@storefront/shared/pagination';
import type { SalesDashboardResponse } from '@storefront/shared/signed-in';
import { AccountSection } from '../account/AccountSection';
import { DateFields } from './DateFields';
import { Kpis, KpisSkeleton } from './Kpis';
import { RecentOrders } from './RecentOrders';
import { ChartSkeleton, RevenuePerDay } from './RevenuePerDay';
import {
  fetchSalesDashboard,
  ORDER_PARAM,
  rangeProblem,
  readDashboardParams,
  SALES_DASHBOARD_QUERY,
  writeDashboardParams,
  type DateRange,
} from './salesApi';
import { SalesOrder } from './SalesOrder';
import { SlotOrders } from './SlotOrders';
import { mutedTextCss, panelCss, panelHeadingCss } from './styles';
import { SALES_TEXTS as TEXTS } from './texts';
import { TopProducts } from './TopProducts';

const pageCss: CSSObject = { display: 'grid', gap: space[5], minWidth: 0 };

const fieldsetCss: CSSObject = { minWidth: 0, margin: 0, padding: 0, border: 0 };

const fieldsCss: CSSObject = { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: space[3], maxWidth: '28rem' };

const errorCss: CSSObject = { margin: `${space[2]} 0 0`, fontSize: font.size.sm, color: color.danger };

/** The whole dashboard in waiting, shaped like it. */
function DashboardSkeleton() {
  return (
    <div data-testid="sales-dashboard-skeleton" css={pageCss}>
      <KpisSkeleton />
      <div css={panelCss} aria-hidden="true">
        <Skeleton height={`calc(${font.size.lg} * ${font.lineHeight.tight})`} width="40%" />
        <ChartSkeleton />
      </div>
      <div css={panelCss} aria-hidden="true">
        <Skeleton height={`calc(${font.size.lg} * ${font.lineHeight.tight})`} width="40%" />
        <SkeletonText lines={5} />
      </div>
    </div>
  );
}

/** Nothing at all in the range (recent orders list every status, so no order of any kind). */
const isEmpty = (data: SalesDashboardResponse) => data.recent_orders.meta.total === 0;

export function SalesDashboard() {
  const [search] = useSearchParams();
  const order = search.get(ORDER_PARAM);
  if (!order) return <Dashboard />;
  const dashboard = new URLSearchParams(search);
  dashboard.delete(ORDER_PARAM);
  return <SalesOrder id={order} backTo={dashboard.toString()} />;
}

function Dashboard() {
  const site = useSnapshot(siteStore).data;
  usePageHead({ title: pageTitle(TEXTS.title, site?.web.name) });
  const errorId = useId();

  const [search, setSearch] = useSearchParams();
  const params = readDashboardParams(search);
  const searchKey = search.toString();
  // A refused range being picked: kept here, not in the address bar. Tied to the address it was picked on, so back
  // and forward (a new address) show that address's range instead.
  const [draft, setDraft] = useState<{ search: string; range: DateRange } | null>(null);
  const pending = draft?.search === searchKey ? draft.range : null;

  // An address written by hand may hold a refused range: said, and not sent.
  const addressProblem = rangeProblem(params.from, params.to);
  const query = useQuery({
    queryKey: [SALES_DASHBOARD_QUERY, params],
    queryFn: ({ signal }) => fetchSalesDashboard(params, signal),
    enabled: addressProblem === null,
    // A new range or page keeps the figures on screen (dimmed) until its answer comes.
    placeholderData: keepPreviousData,
  });
  const data = query.data;

  const range: Partial<DateRange> = pending ?? { from: params.from ?? data?.from, to: params.to ?? data?.to };
  const problem = pending ? rangeProblem(pending.from, pending.to) : addressProblem;

  const changeRange = (field: keyof DateRange, value: string) => {
    if (!range.from || !range.to) return;
    const next: DateRange = { from: range.from, to: range.to, [field]: value };
    if (rangeProblem(next.from, next.to)) {
      setDraft({ search: searchKey, range: next });
      return;
    }
    setDraft(null);
    // Each new range is a step in history (back returns to the previous one), from the first page of orders.
    if (next.from !== params.from || next.to !== params.to) setSearch(writeDashboardParams({ ...next, page: 1 }));
  };
  const goToPage = (page: number) => setSearch(writeDashboardParams({ from: params.from, to: params.to, page }));
  const orderLink = (id: number) => {
    const withOrder = new URLSearchParams(search);
    withOrder.set(ORDER_PARAM, String(id));
    return `?${withOrder}`;
  };

  // A page past the end (an old link, or fewer orders since) moves to the last page; replaced, so back does not
  // land on it again. Only on this address's own answer, not the previous one kept on screen.
  const meta = data?.recent_orders.meta;
  const lastPage = meta ? pageCount(meta.total, meta.perPage) : 1;
  const pastTheEnd = query.isSuccess && !query.isPlaceholderData && params.page > lastPage;
  const lastPageSearch = pastTheEnd ? writeDashboardParams({ ...params, page: lastPage }).toString() : null;
  useEffect(() => {
    if (lastPageSearch !== null) setSearch(lastPageSearch, { replace: true });
  }, [lastPageSearch, setSearch]);

  if (query.isError) {
    return (
      <ScreenMessage
        alert
        title={TEXTS.loadFailedTitle}
        message={extractErrorMessage(query.error)}
        actions={
          <Button loading={query.isFetching} onClick={() => void query.refetch()}>
            {TEXTS.tryAgain}
          </Button>
        }
      />
    );
  }

  // What the page shows: this address's answer, or the previous one dimmed while it loads (a previous empty answer
  // would say "no orders" of a range not answered yet: skeletons instead).
  const shown = pastTheEnd || (query.isPlaceholderData && data && isEmpty(data)) ? undefined : data;
  const dimmed = query.isPlaceholderData || problem !== null;

  return (
    <AccountSection title={TEXTS.title} lead={TEXTS.lead}>
      <div aria-busy={query.isFetching} css={pageCss}>
        <fieldset css={fieldsetCss} aria-describedby={problem ? errorId : undefined}>
          <legend css={visuallyHidden}>{TEXTS.range}</legend>
          <div css={fieldsCss}>
            <DateFields range={range} onChange={changeRange} />
          </div>
          {problem && (
            <p id={errorId} role="alert" css={errorCss}>
              {problem}
            </p>
          )}
        </fieldset>

        {!shown && addressProblem === null && <DashboardSkeleton />}
        {shown && isEmpty(shown) && (
          <div role="status" css={[panelCss, dimmed && { opacity: 0.6 }]}>
            <h2 css={panelHeadingCss}>{TEXTS.emptyTitle}</h2>
            <p css={mutedTextCss}>{TEXTS.emptyHint}</p>
          </div>
        )}
        {shown && !isEmpty(shown) && (
          <div css={[pageCss, dimmed && { opacity: 0.6 }]}>
            <Kpis kpis={shown.kpis} ordersInRange={shown.recent_orders.meta.total} />
            <RevenuePerDay data={shown} />
            <RecentOrders orders={shown.recent_orders} page={params.page} onPageChange={goToPage} orderLink={orderLink} />
            <TopProducts products={shown.top_products} />
          </div>
        )}
        {/* The coming days' windows, whatever the range. */}
        {shown && <SlotOrders slots={shown.slots} />}
      </div>
    </AccountSection>
  );
}
