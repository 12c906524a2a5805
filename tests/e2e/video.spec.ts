/**
 * The video components in a real browser, on the test-only page of the
 * end-to-end build (tests/fixtures/e2e-data/pages): ArtPlayer plays a real MP4
 * file and a real HLS stream (tiny fixtures from tests/fixtures/media, served
 * from another origin by tests/e2e/stubs/mediaServer.mjs), a file that cannot
 * be loaded and an unsupported type end in a message, and the Bilibili embed
 * asks nothing of Bilibili until the reader starts it.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { hydrated, watchForErrors } from './helpers';
import { MEDIA_ORIGIN, VIDEO_PAGE } from './videoFixtures';

const player = (page: Page, title: string) => page.getByRole('group', { name: title });

/** The player's video element has data to show and its time has moved on. */
async function expectPlaying(group: Locator) {
  const video = group.locator('video');
  await expect(video).toHaveCount(1);
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), {
      timeout: 20_000,
    })
    .toBeGreaterThanOrEqual(2);
  await expect
    .poll(() =>
      video.evaluate((element: HTMLVideoElement) => element.currentTime > 0 || element.ended),
    )
    .toBe(true);
}

/** Addresses of the media server the page asked for, in order. */
function mediaRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(MEDIA_ORIGIN)) urls.push(request.url());
  });
  return urls;
}

test('ArtPlayer loads nothing until started, then plays the MP4 file and the HLS stream', async ({
  page,
}) => {
  const problems = watchForErrors(page);
  const media = mediaRequests(page);
  await page.goto(VIDEO_PAGE.en);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  expect(media).toEqual([]);
  await expect(page.locator('video')).toHaveCount(0);

  // The box is reserved before the player exists: 1:1 for this one.
  const mp4 = player(page, 'MP4 fixture');
  const box = (await mp4.boundingBox())!;
  expect(Math.abs(box.width - box.height)).toBeLessThan(2);

  await mp4.getByRole('button', { name: 'Play video: MP4 fixture' }).click();
  await expectPlaying(mp4);
  expect(media).toContain(`${MEDIA_ORIGIN}/clip.mp4`);
  expect(media.some((url) => url.includes('stream.m3u8'))).toBe(false);
  const after = (await mp4.boundingBox())!;
  expect(Math.abs(after.height - box.height)).toBeLessThan(2);

  const hls = player(page, 'HLS fixture');
  await hls.getByRole('button', { name: 'Play video: HLS fixture' }).focus();
  await page.keyboard.press('Enter');
  await expectPlaying(hls);
  expect(media).toEqual(
    expect.arrayContaining([`${MEDIA_ORIGIN}/stream.m3u8`, `${MEDIA_ORIGIN}/segment0.mpegts`]),
  );
  expect(problems).toEqual([]);
});

test('a video that cannot be loaded shows a message and a retry button, with no uncaught error', async ({
  page,
}) => {
  const uncaught: string[] = [];
  page.on('pageerror', (error) => uncaught.push(error.message));
  await page.goto(VIDEO_PAGE.en);
  await hydrated(page);
  const missing = player(page, 'Missing fixture');
  await missing.getByRole('button', { name: 'Play video: Missing fixture' }).click();
  await expect(missing.getByRole('alert')).toHaveText(/The video could not be loaded\./);
  await expect(missing.getByRole('button', { name: 'Try again' })).toBeFocused();
  await expect(missing.getByRole('link', { name: 'Open the file' })).toHaveAttribute(
    'href',
    `${MEDIA_ORIGIN}/missing.mp4`,
  );
  expect(uncaught).toEqual([]);
});

test('an unsupported type warns once and says so in both languages', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && message.text().includes('clip.mkv'))
      warnings.push(message.text());
  });
  await page.goto(VIDEO_PAGE.en);
  await hydrated(page);
  const unsupported = page.getByText(
    'This video cannot be played here: “mkv” files are not supported.',
  );
  await expect(unsupported).toBeVisible();
  await expect(player(page, 'MKV fixture')).toHaveCount(0);
  // The player is an island: it runs (and warns) once it comes near the screen.
  await unsupported.scrollIntoViewIfNeeded();
  await expect.poll(() => warnings.length).toBe(1);
  await page.waitForLoadState('networkidle');
  expect(warnings).toHaveLength(1);

  await page.goto(VIDEO_PAGE.zh);
  await hydrated(page);
  const unsupportedZh = page.getByText('无法在此播放该视频：不支持“mkv”格式的文件。');
  await expect(unsupportedZh).toBeVisible();
  await unsupportedZh.scrollIntoViewIfNeeded();
  await expect.poll(() => warnings.length).toBe(2);
});

test('the Bilibili embed makes no request to Bilibili before the click, then loads its player', async ({
  page,
}) => {
  const bilibili: string[] = [];
  // No internet here: note and refuse anything for Bilibili's hosts.
  await page.route(/^https?:\/\/([^/]+\.)?(bilibili\.com|hdslb\.com|bilivideo\.com)\//, (route) => {
    bilibili.push(route.request().url());
    return route.abort('internetdisconnected');
  });
  await page.goto(VIDEO_PAGE.en);
  await hydrated(page);
  const embed = player(page, 'Bilibili fixture');
  await embed.scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  await expect(embed.locator('iframe')).toHaveCount(0);
  expect(bilibili).toEqual([]);
  const button = embed.getByRole('button', { name: 'Play video: Bilibili fixture' });
  await expect(button).toContainText('player.bilibili.com');

  await button.click();
  const frame = embed.locator('iframe');
  await expect(frame).toHaveAttribute('title', 'Bilibili fixture');
  const src = new URL((await frame.getAttribute('src'))!);
  expect(src.host).toBe('player.bilibili.com');
  expect(Object.fromEntries(src.searchParams)).toMatchObject({
    bvid: 'BV1bT411N7tT',
    high_quality: '0',
    danmaku: '0',
    autoplay: '1',
  });
  await expect.poll(() => bilibili.length).toBeGreaterThan(0);
});

test('the Bilibili poster starts from the keyboard', async ({ page }) => {
  await page.route(/bilibili\.com\//, (route) => route.abort('internetdisconnected'));
  await page.goto(VIDEO_PAGE.zh);
  await hydrated(page);
  const embed = player(page, '哔哩哔哩测试视频');
  await embed.getByRole('button', { name: /^播放视频：\s?哔哩哔哩测试视频$/ }).focus();
  await page.keyboard.press('Enter');
  await expect(embed.locator('iframe')).toHaveAttribute('title', '哔哩哔哩测试视频');
});

for (const scheme of ['light', 'dark'] as const) {
  test(`posters and messages pass the accessibility checks (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(VIDEO_PAGE.en);
    await hydrated(page);
    // The failure message too: start the video whose file is missing.
    await page.getByRole('button', { name: 'Play video: Missing fixture' }).click();
    await expect(player(page, 'Missing fixture').getByRole('alert')).toBeVisible();
    // Let the 400 ms colour transition finish so contrast is measured on final colours.
    await page.waitForTimeout(500);
    const results = await new AxeBuilder({ page })
      .include('main')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    const summary = results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
    );
    expect(summary, summary.join('\n')).toEqual([]);
  });
}
