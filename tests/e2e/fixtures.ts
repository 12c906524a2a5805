/**
 * The test fixture every end-to-end spec uses. By default a page opens as for
 * a reader who already answered the language prompt and closed the notices
 * (their flags are stored before any script runs), so tests of other features
 * see the page itself. `test.use({ popups: 'fresh' })` opens it as a first
 * visit, with prompt and notices present.
 */
import { readFileSync } from 'node:fs';
import { test as base } from '@playwright/test';

export { expect, type Page } from '@playwright/test';

type GeneratedNoticeRules = { keys: Record<string, string> }[];

/** The keys the build gave the notices (it writes them next to the site data). */
export function noticeKeys(): string[] {
  const rules = JSON.parse(
    readFileSync('src/config/noticeRules.generated.json', 'utf8'),
  ) as GeneratedNoticeRules;
  return rules.flatMap((notice) => Object.values(notice.keys));
}

export const test = base.extend<{ popups: 'answered' | 'fresh' }>({
  popups: ['answered', { option: true }],
  page: async ({ page, popups }, provide) => {
    if (popups === 'answered') {
      await page.addInitScript((keys: string[]) => {
        try {
          localStorage.setItem('docs.languagePrompt', 'stay');
          for (const key of keys) {
            localStorage.setItem(`docs.notice.${key}`, '1');
            sessionStorage.setItem(`docs.notice.${key}`, '1');
          }
        } catch {
          // A test that blocks storage sees the popups; it expects them itself.
        }
      }, noticeKeys());
    }
    await provide(page);
  },
});
