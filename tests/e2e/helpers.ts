import { expect, type ConsoleMessage, type Page } from '@playwright/test';

/**
 * The head script the end-to-end build enables on every page
 * (tests/fixtures/e2e-data/site.yaml). Its host never answers, on purpose.
 */
export const UNREACHABLE_HEAD_SCRIPT = 'https://analytics.invalid/script.js';

/**
 * The browser's own "Failed to load resource" report for that script: expected
 * on every page of the test build, and not an error of the site.
 */
export function isUnreachableHeadScript(message: ConsoleMessage): boolean {
  return (
    message.text().startsWith('Failed to load resource') &&
    message.location().url === UNREACHABLE_HEAD_SCRIPT
  );
}

/**
 * Collects every console error and uncaught exception the page raises, for the
 * test to expect none. `expected` passes over messages the test provokes itself
 * (the browser's own report of a request the test made fail).
 */
export function watchForErrors(
  page: Page,
  expected: (message: ConsoleMessage) => boolean = () => false,
): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !isUnreachableHeadScript(message) && !expected(message))
      problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

/** Waits until React has hydrated the page (the inline script sets data-theme earlier). */
export async function hydrated(page: Page) {
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
}

/** Replaces window.print with a counter, so a test can see the print dialog was asked for. */
export async function stubPrint(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  return () => page.evaluate(() => (window as unknown as { printed: number }).printed);
}

/**
 * Presses Tab `times` times and says whether focus ever reached an element
 * outside the given regions (focus on the document itself, between the last
 * element and the browser's own controls, counts as inside).
 */
export async function tabLeaves(page: Page, regions: string[], times: number): Promise<boolean> {
  for (let step = 0; step < times; step += 1) {
    await page.keyboard.press('Tab');
    const outside = await page.evaluate((selectors) => {
      const active = document.activeElement;
      if (!active || active === document.body) return false;
      return !selectors.some((selector) => document.querySelector(selector)?.contains(active));
    }, regions);
    if (outside) return true;
  }
  return false;
}
