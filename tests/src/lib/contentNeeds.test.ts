import type { ContentTree } from '../../../src/lib/contentTree';
import { contentOriginsOf, holdsSecrets, needsCleanLoad } from '../../../src/lib/contentNeeds';
import { islandsOf } from '../../../src/lib/islandsOf';
import { shortcodesOf } from '../../../src/lib/mdx/shortcodes';

const page: ContentTree = [
  ['p', 0, 'Text ', ['a', { href: 'https://links.example/x' }, 'a link loads nothing']],
  ['img', { src: 'https://img.example/a.png', alt: '' }],
  ['=img', { src: 'http://127.0.0.1:3004/b.png' }],
  ['ArtPlayer', { src: 'https://media.example/v.m3u8', poster: '/img/local.png' }],
  ['LinkCard', { title: 'x', link: 'https://links.example/', logo: 'https://logo.example/l.svg' }],
  ['img', { src: '/img/site.png' }],
];

describe('contentOriginsOf', () => {
  it('lists the hosts of what the content loads, not of what it links to', () => {
    expect(contentOriginsOf(page)).toEqual([
      'http://127.0.0.1:3004',
      'https://img.example',
      'https://logo.example',
      'https://media.example',
    ]);
    expect(contentOriginsOf([['p', 0, 'plain']])).toEqual([]);
  });
});

/** What page data carries of a tree: its islands' shortcodes and the hosts it loads from (gatsby/mdx/pageContent.ts). */
const needsOf = (tree: ContentTree) => ({
  shortcodes: shortcodesOf(islandsOf(tree)),
  origins: contentOriginsOf(tree),
});

describe('holdsSecrets', () => {
  it('is true for a page with a tool form, wherever it is, and false for a list of tools', () => {
    expect(holdsSecrets(needsOf([['Callout', { type: 'tip' }, ['DropboxRequest', 0]]]))).toBe(true);
    expect(holdsSecrets(needsOf([['ToolList', 0]]))).toBe(false);
    expect(holdsSecrets(needsOf(page))).toBe(false);
  });
});

describe('needsCleanLoad', () => {
  const tool = needsOf([['GoogleRequest', 0]]);
  const policy =
    "script-src 'self'; img-src 'self' data: https://img.example; media-src 'self' blob: https://media.example";

  it('reloads a page with secrets only when head scripts run in the document', () => {
    expect(needsCleanLoad(tool, true, policy)).toBe(true);
    expect(needsCleanLoad(tool, false, policy)).toBe(false);
  });

  it('reloads a page whose content loads from a host the document\u2019s policy does not name', () => {
    expect(
      needsCleanLoad(needsOf([['img', { src: 'https://img.example/a.png' }]]), false, policy),
    ).toBe(false);
    expect(needsCleanLoad(needsOf(page), false, policy)).toBe(true);
    expect(needsCleanLoad(needsOf(page), false, null)).toBe(false);
    expect(needsCleanLoad(needsOf([['p', 0, 'x']]), false, policy)).toBe(false);
  });
});
