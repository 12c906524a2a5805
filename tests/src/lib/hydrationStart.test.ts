import { serverRenderedPage } from '../../../src/lib/hydrationStart';

const documentWith = (wrapperChildren: number | null) => ({
  getElementById: (id: string) =>
    id === 'gatsby-focus-wrapper' && wrapperChildren !== null
      ? ({ children: { length: wrapperChildren } } as unknown as HTMLElement)
      : null,
});

describe('serverRenderedPage', () => {
  it('is a production page with its HTML in Gatsby’s focus wrapper', () => {
    expect(serverRenderedPage('production', documentWith(1))).toBe(true);
  });

  it('is not a client-only page, whose wrapper is empty or missing', () => {
    expect(serverRenderedPage('production', documentWith(0))).toBe(false);
    expect(serverRenderedPage('production', documentWith(null))).toBe(false);
  });

  it('is never a page of gatsby develop, which renders without server HTML', () => {
    expect(serverRenderedPage('development', documentWith(1))).toBe(false);
  });
});
