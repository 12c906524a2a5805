/**
 * The test-only video page (tests/fixtures/e2e-data/pages/<locale>/e2e-video.mdx,
 * built by `npm run build:test` only) and the media server its players use.
 */

export const VIDEO_PAGE = { en: '/e2e-video.html', zh: '/zh/e2e-video.html' } as const;

/** tests/e2e/stubs/mediaServer.mjs, serving tests/fixtures/media. */
export const MEDIA_ORIGIN = 'http://127.0.0.1:3004';

/**
 * The page shows an unsupported file type on purpose, and the player warns
 * about it (spec §8); the crawl, which fails on any warning, expects exactly
 * this one there.
 */
export function isExpectedVideoWarning(path: string, type: string, text: string): boolean {
  return (
    type === 'warning' &&
    (Object.values(VIDEO_PAGE) as string[]).includes(path) &&
    text.includes(`<ArtPlayer src="${MEDIA_ORIGIN}/clip.mkv">`)
  );
}
