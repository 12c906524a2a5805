import { SHORTCODES, isIsland, shortcodesOf } from '../../../../src/lib/mdx/shortcodes';

/** Whether the page data tells the browser to wake this shortcode's island on intent. */
const wakesOnIntent = (name: string) => shortcodesOf([[name, 0]])[name]?.onIntent === true;

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

describe('shortcodesOf', () => {
  it('gives the browser each shortcode an island holds: its module, how it wakes, its secrets', () => {
    expect(
      shortcodesOf([
        ['Token115', 0],
        ['Diagram', { kind: 'flow', code: 'a' }],
        ['Callout', { type: 'tip' }, ['Badge', { text: 'x' }]],
        ['p', 0, 'not a shortcode'],
      ]),
    ).toEqual({
      Token115: { module: '../tools/p115/Token115', onIntent: true, secrets: true },
      Diagram: { module: 'Diagram' },
      Callout: { module: 'Callout' },
      Badge: { module: 'Badge' },
    });
  });
});
