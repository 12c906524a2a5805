/**
 * The videos the pages embed: every id and type is one the components accept
 * (the build would fail on them later), and a video offered in one language is
 * offered in the other too, in the same order.
 */
import fs from 'node:fs';
import path from 'node:path';
import { resolveVideoSource } from '../../src/lib/video';
import { bilibiliEmbedUrl, youtubeEmbedUrl } from '../../src/lib/videoEmbeds';
import { mdxFilesUnder } from '../utils/mdxFiles';

const walk = mdxFilesUnder;

interface Video {
  component: 'BiliBili' | 'YouTube' | 'ArtPlayer';
  props: Record<string, string>;
}

/** The string props of each video element of a page, in order (examples in code blocks aside). */
function videosOf(source: string): Video[] {
  const prose = source.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\s*$/gm, '');
  return [...prose.matchAll(/<(BiliBili|YouTube|ArtPlayer)\b([^>]*?)\/?>/g)].map((match) => ({
    component: match[1] as Video['component'],
    props: Object.fromEntries([...match[2]!.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]])),
  }));
}

const identity = (video: Video) =>
  `${video.component}:${video.props.bvid ?? video.props.id ?? video.props.src}`;

const pages = walk(path.join('content', 'en'))
  .map((file) => path.relative(path.join('content', 'en'), file))
  .map((page) => ({
    page,
    en: videosOf(fs.readFileSync(path.join('content', 'en', page), 'utf8')),
    zh: fs.existsSync(path.join('content', 'zh', page))
      ? videosOf(fs.readFileSync(path.join('content', 'zh', page), 'utf8'))
      : [],
  }))
  .filter((entry) => entry.en.length || entry.zh.length);

describe('videos in the content', () => {
  it('are there: the pages the original site showed videos on still do', () => {
    expect(pages.map((entry) => entry.page).sort()).toEqual(
      expect.arrayContaining([
        'guide/advanced/ipa.mdx',
        'guide/advanced/offline-download.mdx',
        'guide/advanced/sso.mdx',
        'guide/drivers/onedrive_app.mdx',
        'guide/drivers/pikpak.mdx',
      ]),
    );
  });

  it.each(pages)('$page: valid ids and types, each with a title', ({ en, zh }) => {
    for (const video of [...en, ...zh]) {
      const { props } = video;
      if (video.component === 'BiliBili')
        expect(() => bilibiliEmbedUrl({ bvid: props.bvid! })).not.toThrow();
      if (video.component === 'YouTube')
        expect(() => youtubeEmbedUrl({ id: props.id! })).not.toThrow();
      if (video.component === 'ArtPlayer')
        expect(resolveVideoSource(props.src!, props.type).supported).toBe(true);
      expect(props.title).toBeTruthy();
    }
  });

  it.each(pages)('$page: the same videos in both languages', ({ en, zh }) => {
    expect(zh.map(identity)).toEqual(en.map(identity));
  });
});
