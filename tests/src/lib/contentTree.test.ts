import { componentsIn, contentOfPageData, type ContentTree } from '../../../src/lib/contentTree';

const tree: ContentTree = [
  ['h2', { id: 'a' }, 'A'],
  '\n',
  ['Tabs', 0, ['Tab', { label: 'x' }, ['p', 0, ['Badge', { text: 'new' }]]], ['Tab', 0]],
  ['=br', 0],
];

describe('componentsIn', () => {
  it('lists each component once, in order of first use, and no tags', () => {
    expect(componentsIn(tree)).toEqual(['Tabs', 'Tab', 'Badge']);
    expect(componentsIn(['text', ['p', 0, 'more']])).toEqual([]);
  });
});

describe('contentOfPageData', () => {
  it("finds the tree in the query result Gatsby's loader holds", () => {
    expect(contentOfPageData({ data: { mdx: { content: tree } }, pageContext: {} })).toBe(tree);
  });

  it('gives null for pages without content (the 404 page, catalogs) and for no data', () => {
    expect(contentOfPageData({ data: {}, pageContext: {} })).toBeNull();
    expect(contentOfPageData({ data: { mdx: { content: 'x' } } })).toBeNull();
    expect(contentOfPageData(undefined)).toBeNull();
  });
});
