import { anyIntersecting } from '../../../src/lib/viewport';

describe('near the viewport', () => {
  it('is near once any observed entry intersects the widened viewport', () => {
    expect(anyIntersecting([])).toBe(false);
    expect(anyIntersecting([{ isIntersecting: false }])).toBe(false);
    expect(anyIntersecting([{ isIntersecting: false }, { isIntersecting: true }])).toBe(true);
  });
});
