/**
 * A Chinese page whose English moved on since it was translated says so at
 * its top and links to the English page (the test build records the Chinese
 * Docker page as translated from older English: tests/fixtures/e2e-data/translations).
 */
import { expect, test } from './fixtures';
import { hydrated, watchForErrors } from './helpers';

test('a Chinese page behind its English says so, in Chinese, and links to the English page', async ({
  page,
}) => {
  const problems = watchForErrors(page);
  await page.goto('/zh/guide/install/docker.html');
  await hydrated(page);
  const note = page.locator('main [data-translation-behind]');
  await expect(note).toHaveCount(1);
  await expect(note).toContainText('英文原文在翻译之后已有更新');
  await expect(note.getByRole('link', { name: '阅读英文原文' })).toHaveAttribute(
    'href',
    '/guide/install/docker.html',
  );
  expect(problems).toEqual([]);
});

test('pages that follow their English, and English pages, have no such notice', async ({
  page,
}) => {
  for (const path of [
    '/zh/guide/install/',
    '/guide/install/docker.html',
    '/zh/guide/drivers/s3.html',
  ]) {
    await page.goto(path);
    await hydrated(page);
    await expect(page.locator('[data-translation-behind]'), path).toHaveCount(0);
  }
});
