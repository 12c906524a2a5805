import { SHORTCODES, isIsland, wakesOnIntent } from '../../../../src/lib/mdx/shortcodes';

const names = Object.keys(SHORTCODES);

describe('islands', () => {
  it('names only shortcodes the site has', () => {
    expect(names.filter(isIsland).length).toBeGreaterThan(10);
    expect(isIsland('Tabs')).toBe(false);
    expect(isIsland('OptionsTable')).toBe(false);
    expect(isIsland('NotAShortcode')).toBe(false);
  });

  it('lets only islands wait for the reader, and only forms with nothing to do before a touch', () => {
    const waiting = names.filter(wakesOnIntent);
    expect(waiting.every(isIsland)).toBe(true);
    expect(waiting).toEqual(expect.arrayContaining(['AliyundriveAppToken', 'Token115']));
    // These act on mounting: they draw, fetch figures or read the address.
    for (const name of [
      'Diagram',
      'Chart',
      'ArtPlayer',
      'WebdavAddress',
      'AliyundriveOpenLimit',
      'AliyundriveCallback',
      'GoogleAlbum',
    ])
      expect(wakesOnIntent(name)).toBe(false);
  });
});
