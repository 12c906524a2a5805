import { PLAYER_LANGUAGES, VIDEO_TYPES } from '../../../src/lib/constants';
import {
  normaliseVideoType,
  parseRatio,
  playerLanguage,
  resolveVideoSource,
  videoTypeFromUrl,
} from '../../../src/lib/video';

describe('videoTypeFromUrl', () => {
  it.each([
    ['https://example.com/a/clip.mp4', 'mp4'],
    ['/media/stream.M3U8', 'm3u8'],
    ['https://cdn.example.com/live/index.m3u8?token=a.b&x=1', 'm3u8'],
    ['https://example.com/v/manifest.mpd#t=10', 'mpd'],
    ['segment.ts', 'ts'],
    ['https://example.com/file.tar.flv', 'flv'],
    ['https://example.com/watch?v=clip.mp4', ''],
    ['https://example.com/video', ''],
    ['https://example.com/videos/', ''],
    ['https://example.com/.hidden', ''],
    ['https://example.com/v.mkv', 'mkv'],
  ])('%s → "%s"', (url, type) => {
    expect(videoTypeFromUrl(url)).toBe(type);
  });
});

describe('resolveVideoSource', () => {
  it.each([
    ['a.mp4', 'native'],
    ['a.mp3', 'native'],
    ['a.webm', 'native'],
    ['a.ogg', 'native'],
    ['a.mpd', 'dash'],
    ['a.m3u8', 'hls'],
    ['a.ts', 'mpegts'],
    ['a.flv', 'mpegts'],
  ])('plays %s with the %s engine', (src, engine) => {
    expect(resolveVideoSource(`https://example.com/${src}`)).toEqual({
      supported: true,
      type: src.slice(2),
      engine,
    });
  });

  it('lets an explicit type win over the extension, in any spelling', () => {
    expect(resolveVideoSource('https://example.com/play?id=7', 'HLS')).toEqual({
      supported: true,
      type: 'hls',
      engine: 'hls',
    });
    expect(resolveVideoSource('https://example.com/a.mp4', '.dash')).toMatchObject({
      type: 'dash',
      engine: 'dash',
    });
    expect(normaliseVideoType(' .WebM ')).toBe('webm');
  });

  it('reports other types, and sources without one, as unsupported', () => {
    expect(resolveVideoSource('https://example.com/a.mkv')).toEqual({
      supported: false,
      type: 'mkv',
    });
    expect(resolveVideoSource('https://example.com/a.mp4', 'avi')).toEqual({
      supported: false,
      type: 'avi',
    });
    expect(resolveVideoSource('https://example.com/stream')).toEqual({
      supported: false,
      type: '',
    });
  });

  it('knows every type of the spec', () => {
    for (const type of VIDEO_TYPES) {
      expect(resolveVideoSource('x', type).supported).toBe(true);
    }
  });
});

describe('playerLanguage', () => {
  it('maps our two locales to en and zh-cn', () => {
    expect(playerLanguage('en')).toBe('en');
    expect(playerLanguage('zh')).toBe('zh-cn');
  });

  it.each([
    ['zh-CN', 'zh-cn'],
    ['zh_SG', 'zh-cn'],
    ['zh-Hans', 'zh-cn'],
    ['zh-TW', 'zh-tw'],
    ['zh-HK', 'zh-tw'],
    ['zh-Hant-CN', 'zh-tw'],
    ['pl-PL', 'pl'],
    ['fr-CA', 'fr'],
    ['PT-br', 'en'],
    ['de', 'en'],
    ['', 'en'],
  ])('%s → %s', (tag, language) => {
    expect(playerLanguage(tag)).toBe(language);
  });

  it('keeps every language of the spec as it is', () => {
    for (const language of PLAYER_LANGUAGES) expect(playerLanguage(language)).toBe(language);
  });
});

describe('parseRatio', () => {
  it('defaults to 16:9', () => {
    expect(parseRatio()).toBeCloseTo(16 / 9);
  });

  it.each([
    ['16:9', 16 / 9],
    ['4:3', 4 / 3],
    [' 4 / 3 ', 4 / 3],
    ['21:9', 21 / 9],
    ['1.5', 1.5],
    ['2.39:1', 2.39],
    [1, 1],
    [0.5625, 0.5625],
  ])('%s → %d', (value, ratio) => {
    expect(parseRatio(value)).toBeCloseTo(ratio);
  });

  it.each([
    '',
    'wide',
    '16x9',
    '16:0',
    '0',
    '-4:3',
    '4:3:1',
    '1e2',
    '0x10',
    '+2',
    0,
    -1,
    Number.NaN,
    Infinity,
  ])('rejects %s', (value) => {
    expect(() => parseRatio(value)).toThrow(/video ratio/);
  });
});
