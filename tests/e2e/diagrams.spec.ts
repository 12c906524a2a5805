import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { hydrated, watchForErrors } from './helpers';

/** A driver page whose one ```mermaid block is the "which download method" flowchart. */
const DIAGRAM_PAGE = '/guide/drivers/115.html';
/** A page with code blocks but no diagram and no chart. */
const PLAIN_PAGE = '/guide/install/docker.html';
const CHART_PAGES = ['/guide/changelog.html', '/zh/guide/changelog.html'];

/** Mermaid is served as its own ES modules from here (gatsby/lib/vendorFiles.ts). */
const MERMAID_FOLDER = '/vendor/mermaid-';

/** The address of every request the page makes from now on. */
function collectRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(new URL(request.url()).pathname));
  return urls;
}

for (const mode of ['light', 'dark'] as const) {
  test(`a driver page draws its diagram as SVG in ${mode} mode`, async ({ page }) => {
    const problems = watchForErrors(page);
    await page.emulateMedia({ colorScheme: mode });
    await page.goto(DIAGRAM_PAGE);
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    const figure = page.locator('figure[data-diagram="mermaid"]').first();
    await figure.scrollIntoViewIfNeeded();
    await expect(figure).toHaveAttribute('data-state', 'done', { timeout: 20_000 });
    const image = figure.getByRole('img');
    await expect(image).toHaveAccessibleName(/^Diagram: Client, AList/);
    await expect(image.locator('svg').first()).toBeVisible();
    await expect(figure.locator('details summary')).toHaveText('Source');
    expect(problems).toEqual([]);
  });
}

test('a diagram is drawn again when the colour mode changes', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(DIAGRAM_PAGE);
  await hydrated(page);
  const figure = page.locator('figure[data-diagram="mermaid"]').first();
  await figure.scrollIntoViewIfNeeded();
  await expect(figure).toHaveAttribute('data-state', 'done', { timeout: 20_000 });
  const svg = figure.locator('svg').first();
  const light = await svg.evaluate((element) => element.outerHTML);
  // switch mode cycles auto (system: light) → light → dark.
  const toggle = page.getByRole('button', { name: /^Colour mode:/ });
  await toggle.click();
  await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect
    .poll(() => svg.evaluate((element) => element.outerHTML), { timeout: 15_000 })
    .not.toBe(light);
  await expect(figure).toHaveAttribute('data-state', 'done');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a diagram is a labelled box of about its size, with its source', async ({ page }) => {
    await page.goto(DIAGRAM_PAGE);
    const figure = page.locator('figure[data-diagram="mermaid"]').first();
    const image = figure.getByRole('img');
    await expect(image).toHaveAccessibleName(/^Diagram: Client, AList/);
    expect((await image.boundingBox())!.height).toBeGreaterThan(60);
    await figure.locator('summary').click();
    await expect(figure.locator('pre')).toContainText('flowchart LR');
  });
});

test('mermaid is downloaded by diagram pages only', async ({ page }) => {
  const diagramRequests = collectRequests(page);
  await page.goto(DIAGRAM_PAGE);
  await hydrated(page);
  const figure = page.locator('figure[data-diagram="mermaid"]').first();
  await figure.scrollIntoViewIfNeeded();
  await expect(figure).toHaveAttribute('data-state', 'done', { timeout: 20_000 });
  // The check below can fail: a diagram page does load mermaid from there.
  expect(diagramRequests.some((url) => url.startsWith(MERMAID_FOLDER))).toBe(true);

  const plainPage = await page.context().newPage();
  const plainRequests = collectRequests(plainPage);
  await plainPage.goto(PLAIN_PAGE);
  await hydrated(plainPage);
  await plainPage.mouse.wheel(0, 20_000);
  // Well past the 800 ms a diagram would wait before loading its library.
  await plainPage.waitForTimeout(2000);
  expect(plainRequests.length).toBeGreaterThan(0);
  expect(plainRequests.filter((url) => url.startsWith(MERMAID_FOLDER))).toEqual([]);
});

for (const path of CHART_PAGES) {
  test(`the changelog chart draws on its canvas (${path})`, async ({ page }) => {
    const problems = watchForErrors(page);
    await page.goto(path);
    await hydrated(page);
    const figure = page.locator('figure[data-chart="bar"]');
    await figure.scrollIntoViewIfNeeded();
    await expect(figure).toHaveAttribute('data-state', 'done', { timeout: 20_000 });
    const canvas = figure.locator('canvas');
    await expect(canvas).toHaveAttribute('role', 'img');
    // Something was drawn: the canvas differs from an empty one of its size.
    const drawn = await canvas.evaluate((element: HTMLCanvasElement) => {
      const blank = document.createElement('canvas');
      blank.width = element.width;
      blank.height = element.height;
      return element.width > 0 && element.toDataURL() !== blank.toDataURL();
    });
    expect(drawn).toBe(true);
    await expect(figure.locator('table')).toContainText('v3.45.0');
    expect(problems).toEqual([]);
  });
}
