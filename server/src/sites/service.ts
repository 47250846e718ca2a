/** What other domains may use of sites: a website's domains and its pages' paths. */
export { domainsOf, pageCount, pagePaths } from './websites';
