import { isRevealed, REVEAL_START, revealStep, type RevealEvent } from './hoverReveal';

const after = (...events: RevealEvent[]) => events.reduce(revealStep, REVEAL_START);

describe('hover reveal', () => {
  it('stays hidden until the pointer has rested on the block', () => {
    expect(isRevealed(REVEAL_START)).toBe(false);
    expect(isRevealed(after('pointerEnter'))).toBe(false);
    expect(isRevealed(after('pointerEnter', 'rested'))).toBe(true);
  });

  it('hides when the pointer leaves, and ignores a wait from an earlier visit', () => {
    expect(isRevealed(after('pointerEnter', 'rested', 'pointerLeave'))).toBe(false);
    expect(isRevealed(after('pointerEnter', 'pointerLeave', 'rested'))).toBe(false);
    expect(isRevealed(after('pointerEnter', 'pointerLeave', 'rested', 'pointerEnter'))).toBe(false);
  });

  it('shows at once while focus is inside, whatever the pointer does', () => {
    expect(isRevealed(after('focusIn'))).toBe(true);
    expect(isRevealed(after('focusIn', 'pointerEnter', 'pointerLeave'))).toBe(true);
    expect(isRevealed(after('focusIn', 'focusOut'))).toBe(false);
    expect(isRevealed(after('pointerEnter', 'rested', 'focusIn', 'focusOut'))).toBe(true);
  });

  it('does not restart the wait when the pointer is already inside', () => {
    const rested = after('pointerEnter', 'rested');
    expect(revealStep(rested, 'pointerEnter')).toBe(rested);
  });
});
