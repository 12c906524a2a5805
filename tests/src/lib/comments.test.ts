import {
  GISCUS_ORIGIN,
  giscusLanguage,
  giscusLanguageFor,
  giscusProps,
  giscusTheme,
  isGiscusMessage,
  nextCommentsStatus,
  type CommentsEvent,
  type CommentsStatus,
} from '../../../src/lib/comments';
import { commentsConfig as config } from '../../utils/commentsConfig';

describe('giscus language', () => {
  it('maps the site locales: zh → zh-CN, en → en', () => {
    expect(giscusLanguageFor('zh')).toBe('zh-CN');
    expect(giscusLanguageFor('en')).toBe('en');
  });

  it('keeps a tag giscus has, whatever its letter case', () => {
    expect(giscusLanguage('zh-TW')).toBe('zh-TW');
    expect(giscusLanguage('zh-cn')).toBe('zh-CN');
    expect(giscusLanguage('FR')).toBe('fr');
  });

  it('falls back to the language prefix, then to English', () => {
    expect(giscusLanguage('en-US')).toBe('en');
    expect(giscusLanguage('pt-BR')).toBe('pt');
    expect(giscusLanguage('de_AT')).toBe('de');
    expect(giscusLanguage('sw-KE')).toBe('en');
    expect(giscusLanguage('')).toBe('en');
  });
});

describe('giscus settings', () => {
  it('follows the colour mode, and the system before hydration', () => {
    expect(giscusTheme(null, config)).toBe('preferred_color_scheme');
    expect(giscusTheme('light', config)).toBe('light');
    expect(giscusTheme('dark', config)).toBe('dark');
    const custom = { ...config, lightTheme: 'noborder_light', darkTheme: 'dark_dimmed' };
    expect(giscusTheme('light', custom)).toBe('noborder_light');
    expect(giscusTheme('dark', custom)).toBe('dark_dimmed');
  });

  it('passes the configuration as giscus expects it (flags as "1"/"0")', () => {
    expect(giscusProps(config, 'zh', 'dark')).toEqual({
      repo: 'alist-org/docs',
      repoId: 'R_kgDOHmaM-A',
      category: 'Announcements',
      categoryId: 'DIC_kwDOHmaM-M4CRRXl',
      mapping: 'pathname',
      strict: '1',
      reactionsEnabled: '1',
      emitMetadata: '0',
      inputPosition: 'top',
      theme: 'dark',
      lang: 'zh-CN',
      loading: 'lazy',
    });
    const off = giscusProps(
      {
        ...config,
        strict: false,
        reactionsEnabled: false,
        lazyLoading: false,
        inputPosition: 'bottom',
      },
      'en',
      null,
    );
    expect(off).toMatchObject({
      strict: '0',
      reactionsEnabled: '0',
      loading: 'eager',
      inputPosition: 'bottom',
      lang: 'en',
      theme: 'preferred_color_scheme',
    });
  });
});

describe('the comment area’s status', () => {
  it('only giscus.app’s own messages count', () => {
    expect(
      isGiscusMessage({ origin: GISCUS_ORIGIN, data: { giscus: { resizeHeight: 300 } } }),
    ).toBe(true);
    expect(isGiscusMessage({ origin: 'https://evil.example', data: { giscus: {} } })).toBe(false);
    expect(isGiscusMessage({ origin: GISCUS_ORIGIN, data: 'giscus' })).toBe(false);
    expect(isGiscusMessage({ origin: GISCUS_ORIGIN, data: null })).toBe(false);
    expect(isGiscusMessage({ origin: GISCUS_ORIGIN, data: { other: 1 } })).toBe(false);
  });

  const run = (events: CommentsEvent[]): CommentsStatus =>
    events.reduce<CommentsStatus>(nextCommentsStatus, 'waiting');

  it('waits until the area is near, then loads and shows on the first message', () => {
    expect(run([])).toBe('waiting');
    expect(run(['message', 'timeout'])).toBe('waiting');
    expect(run(['near'])).toBe('loading');
    expect(run(['near', 'message'])).toBe('shown');
    expect(run(['near', 'message', 'timeout', 'importFailed'])).toBe('shown');
  });

  it('fails on silence past the timeout or code that cannot load; a late message still shows', () => {
    expect(run(['near', 'timeout'])).toBe('failed');
    expect(run(['near', 'importFailed'])).toBe('failed');
    expect(run(['near', 'timeout', 'message'])).toBe('shown');
    expect(run(['near', 'timeout', 'near'])).toBe('failed');
  });
});
