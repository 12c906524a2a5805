/**
 * Automated WCAG 2.1 A/AA checks (axe-core) on one page of each kind, in both
 * locales and both colour schemes. Contrast, names, landmarks and ARIA use.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { hydrated } from './helpers';

/** A sign-in return this browser did not start: the page shows its error alert. */
const FORGED_CALLBACK = `/tool/dropbox/callback.html?code=forged&state=${'0'.repeat(64)}`;

const PAGES = [
  '/',
  '/guide/install/docker.html',
  // A video's start button, named by what it shows.
  '/guide/advanced/offline-download.html',
  '/guide/api/fs.html',
  '/config/site.html',
  '/pricing.html',
  '/tool/',
  '/tool/onedrive/request.html',
  '/zh/tool/wopan/token.html',
  FORGED_CALLBACK,
  '/no-such-page',
  '/zh/',
  '/zh/guide/install/manual.html',
];

for (const scheme of ['light', 'dark'] as const) {
  for (const path of PAGES) {
    test(`${path} has no accessibility violations (${scheme})`, async ({ page }) => {
      // axe's checks took 27 s of the default 60 on the long API page on a usual two-core
      // machine, too close at half its speed.
      test.setTimeout(3 * 60_000);
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(path);
      await hydrated(page);
      if (path === FORGED_CALLBACK) await expect(page.getByRole('alert')).toBeVisible();
      // Let the 400 ms colour transition finish so contrast is measured on final colours.
      await page.waitForTimeout(500);
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        // Experimental in axe, so off unless asked for: the accessible name contains the visible text.
        .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
        .analyze();
      const summary = results.violations.map(
        (violation) =>
          `${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.nodes
            .slice(0, 3)
            .map((node) => node.target.join(' '))
            .join('\n    ')}`,
      );
      expect(summary, summary.join('\n')).toEqual([]);
    });
  }
}
