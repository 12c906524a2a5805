import type { CommentsConfig } from '../../src/config/types';

/** The giscus settings the comment tests share: the site's own, every option set. */
export const commentsConfig: CommentsConfig = {
  provider: 'giscus',
  repo: 'alist-org/docs',
  repoId: 'R_kgDOHmaM-A',
  category: 'Announcements',
  categoryId: 'DIC_kwDOHmaM-M4CRRXl',
  mapping: 'pathname',
  inputPosition: 'top',
  reactionsEnabled: true,
  strict: true,
  lazyLoading: true,
  lightTheme: 'light',
  darkTheme: 'dark',
};
