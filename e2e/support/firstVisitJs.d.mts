import type { Browser } from '@playwright/test';

export interface FirstVisitFile {
  /** URL path, e.g. `/mfe-catalog/remoteEntry.js` */
  path: string;
  /** `shell` or the remote (`mfe-…`) whose folder served it */
  app: string;
  raw: number;
  gz: number;
}
export const TOTAL_BUDGET_BYTES: number;
export const REMOTE_BUDGET_BYTES: number;
export const BUDGETED_ROUTES: string[];
export const MEASURED_ROUTES: string[];
export function appOf(pathname: string): string;
export function measureFirstVisit(browser: Browser, url: string): Promise<FirstVisitFile[]>;
export function totalsByApp(files: FirstVisitFile[]): Record<string, number>;
export function budgetViolations(files: FirstVisitFile[]): string[];
export function formatFirstVisit(route: string, files: FirstVisitFile[]): string;
