import { spread } from './medians.mjs';

describe('spread', () => {
  it('gives the middle round of an odd count and the range', () => {
    expect(spread([520, 400, 440])).toEqual({ median: 440, min: 400, max: 520 });
  });

  it('averages the two middle rounds of an even count', () => {
    expect(spread([4, 1, 3, 2]).median).toBe(2.5);
  });

  it('refuses no rounds rather than print NaN', () => {
    expect(() => spread([])).toThrow('No rounds');
  });
});
