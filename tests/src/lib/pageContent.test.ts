import { pageContentOf, type PageContent } from '../../../src/lib/pageContent';

const content: PageContent = {
  html: '<p>Text</p><div data-island="0"></div>',
  islands: [['Tabs', 0, ['Tab', { label: 'x' }]]],
  shortcodes: { Tabs: { module: 'Tabs' }, Tab: { module: 'Tabs' } },
  origins: ['https://img.example'],
  data: { changelog: [] },
};

describe('pageContentOf', () => {
  it("finds the content in the query result Gatsby's loader holds", () => {
    expect(pageContentOf({ data: { mdx: { content } }, pageContext: {} })).toBe(content);
  });

  it('gives null for pages without content (the 404 page, catalogs) and for no data', () => {
    expect(pageContentOf({ data: {}, pageContext: {} })).toBeNull();
    expect(pageContentOf(undefined)).toBeNull();
    expect(pageContentOf(null)).toBeNull();
  });

  it('gives null for a value of another shape, such as a content tree of an older build', () => {
    expect(pageContentOf({ data: { mdx: { content: [['p', 0, 'x']] } } })).toBeNull();
    expect(pageContentOf({ data: { mdx: { content: { ...content, islands: 'x' } } } })).toBeNull();
    expect(pageContentOf({ data: { mdx: { content: { ...content, html: 1 } } } })).toBeNull();
  });
});
