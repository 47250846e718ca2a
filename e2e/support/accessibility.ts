/**
 * axe-core on the screen a journey shows: every serious or critical violation fails the journey, listed by rule,
 * impact, help text and the elements it was found on. The shared fixture (tests/fixtures.ts) runs it when a journey
 * ends; journeys call it themselves on screens they leave before the end (dialogs, panels, checkout steps).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

const BLOCKING_IMPACTS: ReadonlySet<string> = new Set(['serious', 'critical']);

/** An element as axe quotes it, cut to one short line. */
const snippet = (html: string) => (html.length > 120 ? `${html.slice(0, 119)}…` : html).replace(/\s+/g, ' ');

/** axe's reasons for one element, on one line (its summary without the "Fix any of the following:" headings). */
const reasons = (summary = '') =>
  summary
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.endsWith(':'))
    .join('; ');

/** One violation per paragraph: what is wrong, how bad, where to read about it, and each element with axe's reasons. */
export function describeViolations(url: string, violations: Violation[]): string {
  const lines = violations.map((violation) => {
    const targets = violation.nodes.map((node) => `    ${node.target.join(' >>> ')}  ${snippet(node.html)}\n      ${reasons(node.failureSummary)}`);
    return [`- ${violation.id} (${violation.impact}): ${violation.help}`, `    ${violation.helpUrl}`, ...targets].join('\n');
  });
  return `axe found ${violations.length} serious or critical accessibility violation(s) on ${url}:\n${lines.join('\n')}`;
}

/** Whether the page shows an HTML document axe can analyse (not a closed page, about:blank, JSON or an image). */
async function showsHtml(page: Page): Promise<boolean> {
  if (page.isClosed() || page.url() === 'about:blank') return false;
  await page.waitForLoadState('domcontentloaded');
  return page.evaluate(() => document.contentType === 'text/html' || document.contentType === 'application/xhtml+xml');
}

/** Waits for running transitions and animations that end (a toast half faded in would measure as faint text). */
const settle = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );

/** Fails with every serious or critical axe violation on what `page` shows now; skips a page that is not HTML. */
export async function expectAccessible(page: Page): Promise<void> {
  if (!(await showsHtml(page))) return;
  await settle(page);
  // Legacy mode analyses the page in place: the default opens a page in the context to merge frames' results, which a
  // page of its own (browser.newPage) refuses. The shop has no cross-origin frames, the only kind this skips.
  const { violations } = await new AxeBuilder({ page }).setLegacyMode().analyze();
  const blocking = violations.filter((violation) => violation.impact && BLOCKING_IMPACTS.has(violation.impact));
  if (blocking.length > 0) throw new Error(describeViolations(page.url(), blocking));
}

const checkedScreens = new Set<string>();

/**
 * For a screen many journeys pass through the same way (the sign-in screens): analysed the first time in each
 * test worker, as a second analysis of the same screen finds nothing new and costs half a second.
 */
export async function expectAccessibleOnce(page: Page, screen: string): Promise<void> {
  if (checkedScreens.has(screen)) return;
  await expectAccessible(page);
  checkedScreens.add(screen);
}
