/**
 * `@storefront/shared/testing`: the apps' jest helpers (a screen rendered in the router with a faked API, jsdom's
 * missing browser parts, catalogue answers). Test code only: ESLint keeps it out of every app's `src`.
 */
export * from './renderScreen';
export * from './fakeApi';
export * from './fakeBrowser';
export * from './emotionCss';
export * from './catalogue';
