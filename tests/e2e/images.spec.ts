import { readFileSync } from 'node:fs';
import type { Locator } from '@playwright/test';
import { expect, test, type Page } from './fixtures';
import { hydrated, watchForErrors } from './helpers';
import { BUILD_STATS_FILE } from '../../gatsby/paths';

/** The Writing docs page shows two images: a wide one (Markdown) and a tall one (`<img>`). */
const IMAGES_PAGE = '/guide/writing-docs.html';
const WIDE = /A documentation page on a wide screen/;
const TALL = /The same page on a phone/;

/**
 * How large the current slide's picture is shown, against its real size (1 is
 * one image pixel per CSS pixel; 0 until the picture has loaded). PhotoSwipe
 * sizes the `<img>` at rest and only scales its wrapper during an animation,
 * so the rendered width tells the zoom, not the wrapper's transform.
 */
function shownScale(page: Page) {
  return page
    .locator('.pswp__item[aria-hidden="false"] img.pswp__img:not(.pswp__img--placeholder)')
    .evaluate((image: HTMLImageElement) =>
      image.complete && image.naturalWidth
        ? image.getBoundingClientRect().width / image.naturalWidth
        : 0,
    );
}

const counter = (page: Page) => page.locator('.pswp__counter');

/** A page whose body has no image at all. */
const NO_IMAGES_PAGE = '/faq/why.html';
/**
 * The file of the delegation's chunk (`webpackChunkName: "image-viewer"` in
 * useLazyImageViewer). Chunk files are named by content hash only, so the
 * build's own record of its chunks says which one it is.
 */
function viewerChunkFile(): string {
  const stats = JSON.parse(readFileSync(BUILD_STATS_FILE, 'utf8')) as {
    namedChunkGroups: Record<string, { assets: { name: string }[] }>;
  };
  const files = (stats.namedChunkGroups['image-viewer']?.assets ?? [])
    .map((asset) => asset.name)
    .filter((name) => name.endsWith('.js'));
  expect(files).toHaveLength(1);
  return files[0]!;
}

/** A pattern for a name that starts with `text` as written, brackets and all. */
const startingWith = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

test.describe('image viewer', () => {
  // Without the opening and zoom animations every step below is settled when it is checked.
  test.beforeEach(({ page }) => page.emulateMedia({ reducedMotion: 'reduce' }));

  test('only a page with images downloads the viewer, after hydration', async ({ page }) => {
    const chunk = `/${viewerChunkFile()}`;
    const loaded: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === chunk) loaded.push(request.url());
    });
    await page.goto(NO_IMAGES_PAGE);
    await hydrated(page);
    // Time for an import() the layout would start right after hydration.
    await page.waitForTimeout(500);
    expect(loaded).toEqual([]);

    const response = await page.goto(IMAGES_PAGE);
    // Not part of the page's first load: the HTML neither loads nor preloads it.
    expect(await response!.text()).not.toContain(chunk);
    await hydrated(page);
    await expect(page.getByRole('button', { name: WIDE })).toHaveAttribute('tabindex', '0');
    expect(loaded).toHaveLength(1);
  });

  test('opens on click only then loads, zooms, closes with Escape and returns focus', async ({
    page,
  }) => {
    const problems = watchForErrors(page);
    await page.goto(IMAGES_PAGE);
    await hydrated(page);
    const image = page.getByRole('button', { name: WIDE });
    await expect(image).toHaveAttribute('tabindex', '0');
    // PhotoSwipe's script and styles are not on the page before the first open.
    await expect(page.locator('#docs-image-viewer-style')).toHaveCount(0);
    await expect(page.locator('.pswp')).toHaveCount(0);

    // The Markdown image loads lazily and has no size until it does: scroll to it as a reader would.
    await image.scrollIntoViewIfNeeded();
    await expect(image).toBeVisible();
    await image.click();
    const viewer = page.getByRole('dialog', { name: 'Image viewer' });
    await expect(viewer).toBeVisible();
    await expect(page.locator('#docs-image-viewer-style')).toHaveCount(1);

    // The 1600 × 1000 picture opens fitted to the 1280 × 720 window; the zoom button enlarges it.
    await expect.poll(() => shownScale(page)).toBeGreaterThan(0);
    const fitted = await shownScale(page);
    expect(fitted).toBeLessThan(0.8);
    await viewer.getByRole('button', { name: 'Zoom in or out (Z)' }).click();
    await expect.poll(() => shownScale(page)).toBeGreaterThan(fitted * 1.2);

    await page.keyboard.press('Escape');
    await expect(page.locator('.pswp')).toHaveCount(0);
    await expect(image).toBeFocused();
    expect(problems).toEqual([]);
  });

  test('opens from the keyboard and moves to the next image with the arrow keys', async ({
    page,
  }) => {
    await page.goto(IMAGES_PAGE);
    await hydrated(page);
    const wide = page.getByRole('button', { name: WIDE });
    const tall = page.getByRole('button', { name: TALL });
    await wide.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Image viewer' })).toBeVisible();
    await expect(counter(page)).toHaveText(/^\d+ \/ \d+$/);
    const [position, total] = (await counter(page).textContent())!.split(' / ').map(Number);

    await page.keyboard.press('ArrowRight');
    await expect(counter(page)).toHaveText(`${position! + 1} / ${total}`);
    await page.keyboard.press('Escape');
    await expect(page.locator('.pswp')).toHaveCount(0);
    // Focus goes back to the image shown last.
    await expect(tall).toBeFocused();
  });

  test('the Chinese page labels the viewer in Chinese', async ({ page }) => {
    await page.goto(`/zh${IMAGES_PAGE}`);
    await hydrated(page);
    const image = page.getByRole('button', { name: /宽屏上的文档页面/ });
    await expect(image).toHaveAttribute('tabindex', '0');
    await image.scrollIntoViewIfNeeded();
    await expect(image).toBeVisible();
    await image.click();
    const viewer = page.getByRole('dialog', { name: '图片查看器' });
    await expect(viewer).toBeVisible();
    await expect(viewer.getByRole('button', { name: '关闭（Esc）' })).toBeVisible();
  });
});

test.describe('link cards', () => {
  for (const [path, portable, installer] of [
    ['/guide/advanced/s3.html', 'S3 Browser (portable zip)', 'S3 Browser (installer)'],
    ['/zh/guide/advanced/s3.html', 'S3 Browser 便携版', 'S3 Browser 安装版'],
  ] as const) {
    test(`${path} shows the S3 clients as one link each`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      const cards = page.locator('[data-search-body] a.link-card');
      await expect(cards).toHaveCount(3);
      await expect(page.getByRole('link', { name: startingWith(portable) })).toHaveAttribute(
        'href',
        /^https:\/\/s3browser\.com\/download\/.+\.zip$/,
      );
      await expect(page.getByRole('link', { name: startingWith(installer) })).toHaveAttribute(
        'href',
        /^https:\/\/s3browser\.com\/download\/.+\.exe$/,
      );
      await expect(page.getByRole('link', { name: /^S3Drive/ })).toHaveAttribute(
        'href',
        'https://github.com/s3drive/app',
      );
      // Nothing inside a card is a second stop, and no third-party picture is loaded.
      await expect(cards.locator('a, button, [tabindex]')).toHaveCount(0);
      await expect(cards.locator('img')).toHaveCount(0);
    });
  }
});

test.describe('full-screen tables', () => {
  const DRIVER_PAGE = '/guide/drivers/baidu.html';

  /** Where the first option table is: on the whole screen, covering the page, or in place. */
  const tableState = (page: Page) =>
    page.evaluate(() => {
      if (document.fullscreenElement?.querySelector('table')) return 'native';
      if (document.querySelector('[role="dialog"][aria-modal="true"] table')) return 'overlay';
      return 'off';
    });

  /** The button shows one icon, the one for what it does, at its drawn size. */
  const expectIcon = async (button: Locator, shown: 'open' | 'close') => {
    const hidden = shown === 'open' ? 'close' : 'open';
    await expect(button.locator(`.${shown}-icon`)).toBeVisible();
    await expect(button.locator(`.${hidden}-icon`)).toBeHidden();
    expect(await button.locator('svg').boundingBox()).toMatchObject({ width: 18, height: 18 });
  };

  test('the option table goes full screen and comes back', async ({ page }) => {
    await page.goto(DRIVER_PAGE);
    await hydrated(page);
    const open = page.getByRole('button', { name: 'Show full screen' }).first();
    await expectIcon(open, 'open');
    await open.click();
    // Headless Chromium grants the Fullscreen API; the overlay is the fallback where it does not.
    await expect.poll(() => tableState(page)).not.toBe('off');
    const leave = page.getByRole('button', { name: 'Leave full screen' });
    await expectIcon(leave, 'close');
    await leave.click();
    await expect.poll(() => tableState(page)).toBe('off');
    await expect(open).toBeFocused();
    await expectIcon(open, 'open');
  });

  test('without the Fullscreen API the table covers the page until Escape', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Element.prototype, 'requestFullscreen', {
        value: undefined,
        configurable: true,
      });
    });
    await page.goto(DRIVER_PAGE);
    await hydrated(page);
    await page.getByRole('button', { name: 'Show full screen' }).first().click();
    const dialog = page.getByRole('dialog', { name: /^Options of / });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('table')).toBeVisible();
    const leave = dialog.getByRole('button', { name: 'Leave full screen' });
    await expect(leave).toBeFocused();
    await expectIcon(leave, 'close');

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Show full screen' }).first()).toBeFocused();
  });
});
