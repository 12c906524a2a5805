/**
 * Decisions of the video player (src/mdx/ArtPlayer.tsx) as pure functions: which
 * file type a source is and which engine plays it, the interface language for a
 * page locale, and the box ratio an author wrote.
 */
import { parseRatio as positiveRatio } from './charts';
import { DEFAULT_VIDEO_RATIO, PLAYER_LANGUAGES, VIDEO_TYPES } from './constants';

export type VideoType = (typeof VIDEO_TYPES)[number];
export type PlayerLanguage = (typeof PLAYER_LANGUAGES)[number];

/**
 * How a type is played: by the browser's own `<video>`, or through the
 * streaming library that turns it into something the browser can decode.
 */
export type VideoEngine = 'native' | 'hls' | 'dash' | 'mpegts';

const ENGINES: Record<VideoType, VideoEngine> = {
  mp4: 'native',
  mp3: 'native',
  webm: 'native',
  ogg: 'native',
  mpd: 'dash',
  dash: 'dash',
  m3u8: 'hls',
  hls: 'hls',
  ts: 'mpegts',
  flv: 'mpegts',
};

export function isVideoType(value: unknown): value is VideoType {
  return typeof value === 'string' && (VIDEO_TYPES as readonly string[]).includes(value);
}

/** `MP4`, `.mp4` and ` mp4 ` all mean `mp4`. */
export function normaliseVideoType(type: string): string {
  return type.trim().toLowerCase().replace(/^\./, '');
}

/**
 * The extension of the file a URL names, lower-cased, ignoring the query and
 * the fragment; an empty string when the last path segment has none.
 */
export function videoTypeFromUrl(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

export type VideoSource =
  { supported: true; type: VideoType; engine: VideoEngine } | { supported: false; type: string };

/** The type an author gave, or else the one the URL's extension names, and how it plays. */
export function resolveVideoSource(src: string, type?: string): VideoSource {
  const resolved = type ? normaliseVideoType(type) : videoTypeFromUrl(src);
  return isVideoType(resolved)
    ? { supported: true, type: resolved, engine: ENGINES[resolved] }
    : { supported: false, type: resolved };
}

/**
 * The player language for a page locale or any language tag: the tag itself
 * when the player has it, Chinese by script or region, then the primary
 * language, and English for everything else. Our locales `en` and `zh` give
 * `en` and `zh-cn`.
 */
export function playerLanguage(locale: string): PlayerLanguage {
  const tag = locale.trim().toLowerCase().replace(/_/g, '-');
  if ((PLAYER_LANGUAGES as readonly string[]).includes(tag)) return tag as PlayerLanguage;
  const [primary, ...rest] = tag.split('-');
  if (primary === 'zh') {
    const traditional = rest.some((part) => ['hant', 'tw', 'hk', 'mo'].includes(part));
    return traditional ? 'zh-tw' : 'zh-cn';
  }
  return (PLAYER_LANGUAGES as readonly string[]).includes(primary ?? '')
    ? (primary as PlayerLanguage)
    : 'en';
}

/**
 * Width divided by height for a ratio written as `16:9`, `4/3`, `1.5` or a
 * number; the spec's 16:9 when none is given. Anything else is an author's
 * mistake and throws, so the build names the page.
 */
export function parseRatio(value: string | number | undefined = DEFAULT_VIDEO_RATIO): number {
  const ratio = positiveRatio(value);
  if (ratio === null)
    throw new Error(
      `A video ratio must be written like "16:9", "4/3" or a positive number, not ${JSON.stringify(value)}.`,
    );
  return ratio;
}

/** The console warning for a source the player cannot play (spec §8), for the page's author. */
export function unsupportedVideoWarning(src: string, type: string): string {
  const what = type ? `type "${type}"` : 'a type that cannot be told from its address';
  return `<ArtPlayer src="${src}">: ${what} is not supported. Give one of ${VIDEO_TYPES.join(', ')} as the file extension or the type prop.`;
}
