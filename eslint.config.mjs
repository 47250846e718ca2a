// One lint configuration for every package: typescript-eslint's recommended rules, the rules of hooks, and
// jsx-a11y for the screens. `npm test` runs it with no warnings allowed.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const LITERAL_MESSAGE = 'The UI kit takes colours and lengths from tokens.ts (shared/src/ui/tokens.ts)';
const literal = (pattern) => [`Literal[value=${pattern}]`, `TemplateElement[value.raw=${pattern}]`];
export const KIT_LITERALS = [
  ...literal(String.raw`/#[0-9a-f]{3,8}\b/i`),
  ...literal(String.raw`/(rgb|hsl)a?\(/i`),
  ...literal(String.raw`/\b\d+px\b/`),
  'Property > Literal.value[value=/^(white|black|red|green|blue|gr[ae]y|silver|yellow|orange|purple|pink|brown)$/i]',
].map((selector) => ({ selector, message: LITERAL_MESSAGE }));

/** Swiper may be imported only by `module` (under `src`), and that module only through `import()`. */
function lazyOnly(src, module) {
  const message = `Swiper loads when a carousel needs it: import ${module} through import() only`;
  return [
    {
      files: [`${src}/**/*.{ts,tsx}`],
      ignores: [`${src}/${module}.ts`, '**/*.test.{ts,tsx}'],
      rules: {
        '@typescript-eslint/no-restricted-imports': [
          'error',
          { patterns: [{ group: ['swiper', 'swiper/*', `**/${module.split('/').pop()}`], allowTypeImports: true, message }] },
        ],
      },
    },
  ];
}

/**
 * The server's domains (server/src/<domain>/): each owns its routes, service and queries. Code outside a domain reaches
 * it only through its `service.ts`, and a route file imports no other route file (a domain's plugin.ts registers them).
 */
export const SERVER_DOMAINS = ['account', 'auth', 'cart', 'catalogue', 'delivery', 'orders', 'payments', 'sales', 'sites', 'sinks', 'web'];
/**
 * Which domain owns each table of server/src/db/schema.ts: only its own modules import it (others call its service).
 * app_settings (db/settings.ts) and outbox_messages (messaging/) belong to the plumbing, so to no domain.
 */
export const SERVER_TABLE_OWNERS = {
  account: ['addresses', 'wishlistCategories', 'wishlistItems'],
  auth: ['users', 'sessions', 'otpCodes', 'codeRequests', 'otpFailures'],
  cart: ['carts', 'cartItems', 'coupons'],
  catalogue: [
    'categories',
    'brands',
    'suppliers',
    'products',
    'searchWords',
    'searchSynonyms',
    'searchCounts',
    'packs',
    'packStock',
    'listingPacks',
    'warehouses',
    'warehousePincodes',
  ],
  delivery: ['deliveryCharges', 'deliverySlots', 'deliveryClosedDays', 'deliverySlotBookings'],
  orders: ['orders', 'orderItems', 'orderStatusHistory', 'orderDeliverySlots'],
  payments: ['payments', 'paymentEvents', 'sandboxProviderOrders'],
  sites: ['websites', 'websiteDomains', 'pages', 'formSubmissions'],
  sinks: ['analyticsEvents', 'errorReports'],
};
const SERVER_TABLES = [...Object.values(SERVER_TABLE_OWNERS).flat(), 'appSettings', 'outboxMessages'];

function serverBoundaries() {
  const foreignTables = (domain) => ({
    regex: String.raw`^(\.\./)+db/schema$`,
    importNames: SERVER_TABLES.filter((table) => !(SERVER_TABLE_OWNERS[domain] ?? []).includes(table)),
    message: "Only the table's own domain touches it: call that domain's service.ts",
  });
  const routeFiles = {
    regex: String.raw`(^|/)(routes|\w+Routes)$`,
    message: "A route file imports no other route file: share through the domain's service.ts",
  };
  const outsideDomain = (domains) => ({
    regex: String.raw`^(\.\./)+(${domains.join('|')})/(?!service$)`,
    message: 'Another domain is reached only through its service.ts, never its routes, plugin or queries',
  });
  return [
    ...SERVER_DOMAINS.map((domain) => ({
      files: [`server/src/${domain}/**/*.ts`],
      ignores: [`server/src/${domain}/plugin.ts`],
      rules: {
        'no-restricted-imports': [
          'error',
          { patterns: [routeFiles, outsideDomain(SERVER_DOMAINS.filter((other) => other !== domain)), foreignTables(domain)] },
        ],
      },
    })),
    ...SERVER_DOMAINS.map((domain) => ({
      files: [`server/src/${domain}/plugin.ts`],
      rules: { 'no-restricted-imports': ['error', { patterns: [foreignTables(domain)] }] },
    })),
    {
      // The shared plumbing (http, db, messaging, cdn, seed): a domain's service at most.
      files: ['server/src/{http,db,messaging,cdn,seed}/**/*.ts'],
      rules: { 'no-restricted-imports': ['error', { patterns: [outsideDomain(SERVER_DOMAINS)] }] },
    },
  ];
}

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/data/**', 'coverage/**', '**/test-results/**', '**/playwright-report/**', 'server/drizzle/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['shared/src/**/*.{ts,tsx}', 'shell/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}', '**/test/**/*.tsx', 'shared/jest/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
  },
  {
    files: ['**/test/**', '**/*.test.{ts,tsx}', 'shared/jest/**', 'e2e/**'],
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
  },
  // `@storefront/shared/testing` is for tests: no app code (and so no production bundle) may import it.
  {
    files: ['shell/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}', 'shared/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'shared/src/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['@storefront/shared/testing', '**/testing', '**/testing/*'], message: 'Test helpers belong in test files only.' }],
        },
      ],
    },
  },
  // The design system: the kit takes every colour and length from tokens.ts (the palettes behind its colour variables
  // are themes.ts), so a site's theme restyles it and spacing stays on the scale.
  {
    files: ['shared/src/{ui,forms,overlays}/**/*.{ts,tsx}'],
    ignores: ['**/tokens.ts', '**/themes.ts', '**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...KIT_LITERALS] },
  },
  // Swiper stays out of a remote's chunks until a carousel needs it: only the module loaded through import() imports it.
  ...lazyOnly('mfe-catalog/src', 'carousels/cardSwiper'),
  ...lazyOnly('mfe-pages/src', 'hero/heroSwiper'),
  // The server's domains meet only through their services.
  ...serverBoundaries(),
);
