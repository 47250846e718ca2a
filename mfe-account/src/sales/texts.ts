/**
 * What the sales dashboard (/account/dashboard) says, besides the contract's own messages (`MESSAGE_SALES_*`, which
 * the range fields show as the server would) and the order status titles (`ORDER_STATUS_TITLES`).
 */

export const SALES_TEXTS = {
  title: 'Sales dashboard',
  lead: 'Orders, revenue and best sellers of your customers for the dates you choose.',
  range: 'Date range',
  from: 'From',
  to: 'To',
  kpiOrders: 'Orders',
  kpiRevenue: 'Revenue',
  kpiAverageOrder: 'Average order',
  kpiCustomers: 'Customers',
  revenueTitle: 'Revenue per day',
  revenueCaption: (from: string, to: string) => `Revenue per day from ${from} to ${to}`,
  showTable: 'Show as table',
  hideTable: 'Hide table',
  day: 'Date',
  dayOrders: 'Orders',
  dayRevenue: 'Revenue',
  recentTitle: 'Recent orders',
  recentPages: 'Recent orders pages',
  orderNumber: 'Order',
  customer: 'Customer',
  status: 'Status',
  amount: 'Amount',
  placedAt: 'Placed on',
  topTitle: 'Top products',
  product: 'Product',
  quantity: 'Quantity',
  productRevenue: 'Revenue',
  noTopProducts: 'No paid orders in this range, so no products to rank yet.',
  emptyTitle: 'No orders in this range.',
  emptyHint: 'Your customers placed no orders between these dates. Choose other dates to see more.',
  loadFailedTitle: 'The sales dashboard could not be loaded',
  tryAgain: 'Try again',
} as const;
