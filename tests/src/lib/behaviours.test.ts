import { codeToCopy } from '../../../src/lib/code';
import {
  NAVBAR_HIDE_DISTANCE,
  NAVBAR_HIDE_START,
  TYPING_PAUSE_MS,
  TYPING_SPEED_MS,
} from '../../../src/lib/constants';
import { formatDate } from '../../../src/lib/dates';
import { nextNavbarState } from '../../../src/lib/navbarVisibility';
import { pickActiveHeading } from '../../../src/lib/scrollSpy';
import { classifySwipe } from '../../../src/lib/swipe';
import { nextTypingStep, typedText, type TypingState } from '../../../src/lib/typing';

describe('navbar hiding', () => {
  it('stays visible near the top', () => {
    expect(nextNavbarState({ hidden: true, last: 0 }, NAVBAR_HIDE_START, false).hidden).toBe(false);
  });

  it('hides after a long scroll down, not a short one', () => {
    const start = { hidden: false, last: 100 };
    expect(nextNavbarState(start, 100 + NAVBAR_HIDE_DISTANCE, false).hidden).toBe(false);
    expect(nextNavbarState(start, 101 + NAVBAR_HIDE_DISTANCE, false).hidden).toBe(true);
  });

  it('comes back on scroll up and stays while a menu is open', () => {
    expect(nextNavbarState({ hidden: true, last: 900 }, 850, false).hidden).toBe(false);
    expect(nextNavbarState({ hidden: false, last: 100 }, 600, true).hidden).toBe(false);
  });
});

describe('swipes', () => {
  it('opens from the left edge with a mostly horizontal move', () => {
    expect(classifySwipe({ x: 10, y: 100 }, { x: 60, y: 110 })).toBe('open');
    expect(classifySwipe({ x: 80, y: 100 }, { x: 200, y: 100 })).toBe('open');
  });

  it('ignores swipes far from the edge, short or too vertical', () => {
    expect(classifySwipe({ x: 81, y: 100 }, { x: 200, y: 100 })).toBeNull();
    expect(classifySwipe({ x: 10, y: 100 }, { x: 50, y: 100 })).toBeNull();
    expect(classifySwipe({ x: 10, y: 100 }, { x: 70, y: 141 })).toBeNull();
  });

  it('closes on a leftward swipe anywhere', () => {
    expect(classifySwipe({ x: 300, y: 100 }, { x: 200, y: 90 })).toBe('close');
  });
});

describe('scroll-spy', () => {
  const positions = [
    { id: 'a', top: -400 },
    { id: 'b', top: 40 },
    { id: 'c', top: 500 },
  ];
  it('picks the last heading above the line', () => {
    expect(pickActiveHeading(positions, 65, false)).toBe('b');
    expect(pickActiveHeading(positions, 30, false)).toBe('a');
    expect(pickActiveHeading([{ id: 'a', top: 200 }], 65, false)).toBeNull();
  });
  it('picks the last heading at the bottom of the page', () => {
    expect(pickActiveHeading(positions, 65, true)).toBe('c');
  });
});

describe('typing', () => {
  const titles = ['Hi', '你好'];
  it('types a letter at a time, pauses on the full title, then moves on', () => {
    let state: TypingState = { title: 0, letters: 0 };
    const steps: Array<[string, number]> = [];
    for (let i = 0; i < 6; i += 1) {
      const step = nextTypingStep(state, titles);
      state = step.state;
      steps.push([typedText(state, titles), step.delay]);
    }
    expect(steps).toEqual([
      ['H', TYPING_SPEED_MS],
      ['Hi', TYPING_PAUSE_MS],
      ['', TYPING_SPEED_MS],
      ['你', TYPING_SPEED_MS],
      ['你好', TYPING_PAUSE_MS],
      ['', TYPING_SPEED_MS],
    ]);
    expect(state.title).toBe(0);
  });
});

describe('copying code', () => {
  it('drops shell prompts only for shell languages', () => {
    expect(codeToCopy('$ ./alist server\n$ ls\n', 'bash')).toBe('./alist server\nls');
    expect(codeToCopy('$ not a prompt\n', 'json')).toBe('$ not a prompt');
    expect(codeToCopy('PS> .\\alist.exe server', 'powershell')).toBe('.\\alist.exe server');
  });
});

describe('dates', () => {
  it('formats in UTC so server and browser agree', () => {
    expect(formatDate('2025-05-24T23:30:00-08:00', 'en-US')).toBe('May 25, 2025');
    expect(formatDate('not a date', 'en-US')).toBe('not a date');
  });
});
