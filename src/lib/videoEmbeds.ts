/**
 * Addresses of the third-party players the BiliBili and YouTube components
 * embed after a click (src/mdx/VideoEmbed.tsx). Invalid props throw, so a
 * typo in a page fails the build instead of embedding a broken player.
 */

export const BILIBILI_PLAYER_ORIGIN = 'https://player.bilibili.com';
/** YouTube's privacy-enhanced host: no cookies until the reader plays. */
export const YOUTUBE_PLAYER_ORIGIN = 'https://www.youtube-nocookie.com';

/**
 * A start position in whole seconds from a number of seconds, `"90"`,
 * `"1:30"` or `"1:02:03"`; undefined when none is given.
 */
export function parseStartTime(value: number | string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const fail = (): never => {
    throw new Error(
      `A video start time must be seconds or "m:ss" / "h:mm:ss", not ${JSON.stringify(value)}.`,
    );
  };
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) fail();
    return Math.floor(value);
  }
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text);
  const parts = text.match(/^(?:(\d+):)?(\d{1,2}):(\d{2})$/);
  if (!parts) return fail();
  const [hours, minutes, seconds] = [Number(parts[1] ?? 0), Number(parts[2]), Number(parts[3])];
  if (seconds > 59 || (parts[1] !== undefined && minutes > 59)) fail();
  return hours * 3600 + minutes * 60 + seconds;
}

export interface BilibiliEmbed {
  /** The video's BV id, as in bilibili.com/video/BV… */
  bvid: string;
  /** Part of a multi-part video, from 1. */
  page?: number;
  /** Start position, see parseStartTime. */
  time?: number | string;
  /** Bilibili's high-quality stream; off to spare the reader's bandwidth. */
  highQuality?: boolean;
  /** The scrolling comments over the picture; off, they hide the tutorial. */
  danmaku?: boolean;
  autoplay?: boolean;
}

const BVID = /^BV[0-9A-Za-z]{10}$/;
const flag = (value: boolean | undefined) => (value ? '1' : '0');

/** The player.bilibili.com address for one video, low quality and no danmaku unless asked. */
export function bilibiliEmbedUrl({
  bvid,
  page = 1,
  time,
  highQuality = false,
  danmaku = false,
  autoplay = false,
}: BilibiliEmbed): string {
  if (!BVID.test(bvid)) {
    throw new Error(`"${bvid}" is not a Bilibili video id (BV followed by 10 letters or digits).`);
  }
  if (!Number.isInteger(page) || page < 1) {
    throw new Error(`A Bilibili page must be a whole number from 1, not ${JSON.stringify(page)}.`);
  }
  const params = new URLSearchParams({
    bvid,
    p: String(page),
    high_quality: flag(highQuality),
    danmaku: flag(danmaku),
    autoplay: flag(autoplay),
  });
  const start = parseStartTime(time);
  if (start) params.set('t', String(start));
  return `${BILIBILI_PLAYER_ORIGIN}/player.html?${params}`;
}

export interface YoutubeEmbed {
  /** The 11-character video id, as in youtube.com/watch?v=… */
  id: string;
  /** Start position, see parseStartTime. */
  start?: number | string;
  autoplay?: boolean;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/** The youtube-nocookie.com embed address for one video. */
export function youtubeEmbedUrl({ id, start, autoplay = false }: YoutubeEmbed): string {
  if (!YOUTUBE_ID.test(id)) {
    throw new Error(`"${id}" is not a YouTube video id (11 letters, digits, "-" or "_").`);
  }
  const params = new URLSearchParams({ autoplay: flag(autoplay) });
  const from = parseStartTime(start);
  if (from) params.set('start', String(from));
  return `${YOUTUBE_PLAYER_ORIGIN}/embed/${id}?${params}`;
}
