import type { Locale } from '../../lib/locales';

/**
 * The prompt speaks the language it offers, not the page's, so it carries its
 * own words for every locale rather than the page's UI strings.
 */
export const PROMPT_TEXT: Record<
  Locale,
  { title: string; body: string; switchTo: string; stay: string; remember: string }
> = {
  en: {
    title: 'Read this page in English?',
    body: 'Your browser prefers English. This page is also available in English.',
    switchTo: 'Switch to English',
    stay: 'Stay on this page',
    remember: 'Remember my choice',
  },
  zh: {
    title: '切换到中文版？',
    body: '你的浏览器首选中文，本页也有中文版。',
    switchTo: '切换到中文',
    stay: '留在当前页面',
    remember: '记住我的选择',
  },
};
