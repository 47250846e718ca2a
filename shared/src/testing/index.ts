/** `@storefront/shared/testing`: helpers of the apps' jest tests (jsdom's missing browser parts, a faked API, catalogue answers). */
export * from './fakeBrowser';
export * from './fakeFetch';
export * from './emotionCss';
export * from './catalogue';
