/**
 * Comments under documentation pages (giscus, spec §4 "Comments" and §9
 * "Comment defaults"): what the widget is told, and how the area moves from
 * waiting to shown or failed. No React, no DOM. In the browser only the lazily
 * loaded widget (src/layout/CommentsWidget.tsx) imports this module; which pages get
 * comments is src/lib/commentsFor.ts, so no page's first load carries it.
 */
import type { CommentsConfig } from '../config/types';
import type { Theme } from './colorMode';
import type { GiscusMapping } from './giscusMappings';
import { LOCALES, type Locale } from './locales';

/** Where the widget's frame comes from; only its messages count as a sign of life. */
export const GISCUS_ORIGIN = 'https://giscus.app';

/** The languages giscus's widget speaks (its `lang` option). */
export const GISCUS_LANGUAGES = [
  'ar',
  'be',
  'bg',
  'ca',
  'cs',
  'da',
  'de',
  'en',
  'eo',
  'es',
  'eu',
  'fa',
  'fr',
  'gr',
  'gsw',
  'hbs',
  'he',
  'hu',
  'id',
  'it',
  'ja',
  'kh',
  'ko',
  'nl',
  'pl',
  'pt',
  'ro',
  'ru',
  'th',
  'tr',
  'uk',
  'uz',
  'vi',
  'zh-CN',
  'zh-Hans',
  'zh-Hant',
  'zh-HK',
  'zh-TW',
] as const;

/**
 * The giscus language for a BCP 47 tag: the tag itself when giscus has it
 * (letter case aside), else its language prefix, else English (spec §9).
 */
export function giscusLanguage(tag: string): string {
  const find = (wanted: string) =>
    GISCUS_LANGUAGES.find((language) => language.toLowerCase() === wanted.toLowerCase());
  const prefix = tag.split(/[-_]/)[0] ?? '';
  return find(tag) ?? find(prefix) ?? 'en';
}

/** The giscus language for one of the site's locales: zh → zh-CN, en → en. */
export const giscusLanguageFor = (locale: Locale): string => giscusLanguage(LOCALES[locale].lang);

/**
 * The widget theme for the current colour mode. Before hydration nobody
 * knows the reader's choice, so giscus follows the system preference.
 */
export function giscusTheme(theme: Theme | null, config: CommentsConfig): string {
  if (theme === null) return 'preferred_color_scheme';
  return theme === 'dark' ? config.darkTheme : config.lightTheme;
}

type Flag = '0' | '1';
const flag = (on: boolean): Flag => (on ? '1' : '0');

/** What the widget is given (the props of @giscus/react's component). */
export interface GiscusWidgetProps {
  repo: `${string}/${string}`;
  repoId: string;
  category: string;
  categoryId: string;
  mapping: GiscusMapping;
  strict: Flag;
  reactionsEnabled: Flag;
  emitMetadata: Flag;
  inputPosition: 'top' | 'bottom';
  theme: string;
  lang: string;
  loading: 'lazy' | 'eager';
}

export function giscusProps(
  config: CommentsConfig,
  locale: Locale,
  theme: Theme | null,
): GiscusWidgetProps {
  return {
    repo: config.repo as GiscusWidgetProps['repo'],
    repoId: config.repoId,
    category: config.category,
    categoryId: config.categoryId,
    mapping: config.mapping,
    strict: flag(config.strict),
    reactionsEnabled: flag(config.reactionsEnabled),
    emitMetadata: '0',
    inputPosition: config.inputPosition,
    theme: giscusTheme(theme, config),
    lang: giscusLanguageFor(locale),
    loading: config.lazyLoading ? 'lazy' : 'eager',
  };
}

/** A message the widget's frame posts (its size, its state): proof that it loaded. */
export function isGiscusMessage(event: { origin: string; data: unknown }): boolean {
  return (
    event.origin === GISCUS_ORIGIN &&
    typeof event.data === 'object' &&
    event.data !== null &&
    'giscus' in event.data
  );
}

/**
 * The comment area's life: `waiting` until it nears the viewport, `loading`
 * while the widget's code and frame arrive, `shown` once the frame speaks,
 * `failed` when the code cannot be fetched or the frame stays silent past the
 * timeout. A late message still shows the widget; nothing leaves `shown`.
 */
export type CommentsStatus = 'waiting' | 'loading' | 'shown' | 'failed';
export type CommentsEvent = 'near' | 'message' | 'timeout' | 'importFailed';

export function nextCommentsStatus(status: CommentsStatus, event: CommentsEvent): CommentsStatus {
  switch (event) {
    case 'near':
      return status === 'waiting' ? 'loading' : status;
    case 'message':
      return status === 'loading' || status === 'failed' ? 'shown' : status;
    case 'timeout':
      return status === 'loading' ? 'failed' : status;
    case 'importFailed':
      return status === 'shown' ? status : 'failed';
  }
}
