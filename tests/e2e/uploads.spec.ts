/**
 * What gets into the media folder is inert as the host serves it. The build
 * refuses pages, scripts and scripted SVG in static/ (tests/build/), so these
 * files stand for one that got past it: put straight into the built
 * public/img/, then opened as a reader would open a link to them. The host's
 * policy for /img/ (default-src 'none'; sandbox) must let nothing run.
 */
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { hydrated } from './helpers';

const UPLOADS = {
  'e2e-upload-page.html':
    '<p>An uploaded page without a head</p><script>document.title = "ran"; fetch("/ran-page")</script>',
  'e2e-upload-scripted.svg':
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>document.title = "ran"; fetch("/ran-svg")</script><rect width="10" height="10"/></svg>',
  'e2e-upload-handler.svg':
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="fetch(\'/ran-handler\')"><rect width="10" height="10"/></svg>',
};

for (const [name, text] of Object.entries(UPLOADS)) {
  test(`/img/${name}, opened directly, runs nothing`, async ({ page }) => {
    // Each test puts its own file in place and takes it away: tests run in parallel
    // workers, and a hook shared by the file removed it under another worker's test.
    const file = path.join('public', 'img', name);
    writeFileSync(file, text);
    try {
      const ran: string[] = [];
      page.on('request', (request) => {
        if (/\/ran-/.test(request.url())) ran.push(request.url());
      });
      const answer = await page.goto(`/img/${name}`);
      expect(answer?.headers()['content-security-policy']).toBe("default-src 'none'; sandbox");
      await page.waitForTimeout(500);
      expect(await page.evaluate(() => document.title)).not.toBe('ran');
      // Sandboxed: the document's origin is opaque, so nothing in it could reach the site anyway.
      expect(await page.evaluate(() => window.origin)).toBe('null');
      expect(ran).toEqual([]);
    } finally {
      rmSync(file, { force: true });
    }
  });
}

test('typing a client secret leaves its value in no attribute a stylesheet could read', async ({
  page,
}) => {
  await page.goto('/tool/aliyundrive/request.html');
  await hydrated(page);
  await page.getByRole('checkbox', { name: 'Use my own client' }).check();
  const secret = page.getByLabel('client_secret');
  await secret.pressSequentially('sEcReT-42');
  await expect(secret).toHaveValue('sEcReT-42');
  expect(await secret.getAttribute('value')).toBeNull();
  expect(await page.content()).not.toContain('sEcReT-42');
  // In no attribute of any element, either.
  expect(
    await page.evaluate(() =>
      [...document.querySelectorAll('*')].some((element) =>
        [...element.attributes].some((attribute) => attribute.value.includes('sEcReT-42')),
      ),
    ),
  ).toBe(false);
});
