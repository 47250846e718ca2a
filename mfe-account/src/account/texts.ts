/** What the account area's screens say, besides the contracts' own messages (e.g. `PROFILE_MESSAGES`). */

export const ACCOUNT_MENU_TEXTS = {
  label: 'Account',
  dashboard: 'Dashboard',
  orders: 'Orders',
  addresses: 'Addresses',
  wishlist: 'Wishlist',
  details: 'Profile details',
  salesDashboard: 'Sales Dashboard',
  logout: 'Logout',
} as const;

export const DASHBOARD_TEXTS = {
  title: 'My account',
  greeting: (name: string) => `Hello, ${name}`,
  lead: 'Your orders, addresses, wishlist and details in one place.',
  recentOrders: 'Recent orders',
  allOrders: 'View all orders',
  noOrders: 'You have not placed an order yet.',
  startShopping: 'Start shopping',
  quickLinks: 'Quick links',
  ordersHint: 'Track, cancel or reorder',
  addressesHint: 'Where we deliver',
  wishlistHint: 'Products you saved',
  detailsHint: 'Name, email and mobile number',
  salesHint: 'Your customers’ orders and revenue',
} as const;

export const PROFILE_TEXTS = {
  title: 'Profile details',
  lead: 'Your name, email and mobile number. Sign-in codes go to the mobile number.',
  save: 'Save',
  code: 'Code',
} as const;
