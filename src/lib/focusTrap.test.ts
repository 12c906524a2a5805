import { trappedFocusIndex } from './focusTrap';

describe('trappedFocusIndex', () => {
  it('wraps from the last element to the first and back', () => {
    expect(trappedFocusIndex(4, 3, false)).toBe(0);
    expect(trappedFocusIndex(4, 0, true)).toBe(3);
  });

  it('lets the browser move focus between inner elements', () => {
    expect(trappedFocusIndex(4, 1, false)).toBeNull();
    expect(trappedFocusIndex(4, 2, true)).toBeNull();
  });

  it('pulls focus back in from outside', () => {
    expect(trappedFocusIndex(4, -1, false)).toBe(0);
    expect(trappedFocusIndex(4, -1, true)).toBe(3);
  });

  it('does nothing in an empty region', () => {
    expect(trappedFocusIndex(0, -1, false)).toBeNull();
  });
});
