import { bilibiliEmbedUrl, parseStartTime, youtubeEmbedUrl } from '../../../src/lib/videoEmbeds';

const query = (url: string) => Object.fromEntries(new URL(url).searchParams);

describe('parseStartTime', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    [0, 0],
    [90, 90],
    [12.9, 12],
    ['45', 45],
    ['1:30', 90],
    ['01:02:03', 3723],
    ['10:00', 600],
  ])('%s → %s', (value, seconds) => {
    expect(parseStartTime(value)).toBe(seconds);
  });

  it.each([-1, Number.NaN, 'soon', '1:5', '1:60', '1:60:00', '1m30s'])('rejects %s', (value) => {
    expect(() => parseStartTime(value)).toThrow(/start time/);
  });
});

describe('bilibiliEmbedUrl', () => {
  it('asks for low quality and no danmaku, and no autoplay, by default', () => {
    const url = bilibiliEmbedUrl({ bvid: 'BV1bT411N7tT' });
    expect(url.startsWith('https://player.bilibili.com/player.html?')).toBe(true);
    expect(query(url)).toEqual({
      bvid: 'BV1bT411N7tT',
      p: '1',
      high_quality: '0',
      danmaku: '0',
      autoplay: '0',
    });
  });

  it('carries the page, the start time and the choices', () => {
    expect(
      query(
        bilibiliEmbedUrl({
          bvid: 'BV1kX4y1X7vo',
          page: 3,
          time: '1:05',
          highQuality: true,
          danmaku: true,
          autoplay: true,
        }),
      ),
    ).toEqual({
      bvid: 'BV1kX4y1X7vo',
      p: '3',
      high_quality: '1',
      danmaku: '1',
      autoplay: '1',
      t: '65',
    });
  });

  it('leaves out a start time of zero', () => {
    expect(query(bilibiliEmbedUrl({ bvid: 'BV1bT411N7tT', time: 0 }))).not.toHaveProperty('t');
  });

  it.each(['', 'av170001', 'BV1bT411N7t', 'BV1bT411N7tT&autoplay=1', 'bv1bT411N7tT'])(
    'rejects the id %j',
    (bvid) => {
      expect(() => bilibiliEmbedUrl({ bvid })).toThrow(/Bilibili video id/);
    },
  );

  it.each([0, -2, 1.5])('rejects page %s', (page) => {
    expect(() => bilibiliEmbedUrl({ bvid: 'BV1bT411N7tT', page })).toThrow(/page/);
  });
});

describe('youtubeEmbedUrl', () => {
  it('uses the privacy-enhanced host', () => {
    expect(youtubeEmbedUrl({ id: 'dQw4w9WgXcQ' })).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=0',
    );
  });

  it('carries autoplay and the start', () => {
    expect(youtubeEmbedUrl({ id: 'a-b_c1234Z9', start: '2:00', autoplay: true })).toBe(
      'https://www.youtube-nocookie.com/embed/a-b_c1234Z9?autoplay=1&start=120',
    );
  });

  it.each(['', 'short', 'dQw4w9WgXcQx', 'dQw4w9WgX/Q', '../../evil1'])(
    'rejects the id %j',
    (id) => {
      expect(() => youtubeEmbedUrl({ id })).toThrow(/YouTube video id/);
    },
  );
});
