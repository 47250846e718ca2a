/** What other domains may use of sites: a website's category tree. */
export { categoryTree } from './siteData';
