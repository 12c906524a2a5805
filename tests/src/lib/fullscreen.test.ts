import { fullscreenMode, stateAfterChange, toggleAction } from '../../../src/lib/fullscreen';

describe('fullscreenMode', () => {
  const request = () => Promise.resolve();

  it('uses the Fullscreen API where the element has it and the document allows it', () => {
    expect(fullscreenMode({ requestFullscreen: request }, { fullscreenEnabled: true })).toBe(
      'native',
    );
    expect(fullscreenMode({ requestFullscreen: request }, {})).toBe('native');
  });

  it('covers the page where the API is missing (iPhone Safari) or disabled (an iframe)', () => {
    expect(fullscreenMode({}, { fullscreenEnabled: true })).toBe('overlay');
    expect(fullscreenMode({ requestFullscreen: undefined }, {})).toBe('overlay');
    expect(fullscreenMode({ requestFullscreen: request }, { fullscreenEnabled: false })).toBe(
      'overlay',
    );
  });
});

describe('toggleAction', () => {
  it('asks for the screen or covers the page when off', () => {
    expect(toggleAction('off', 'native')).toBe('request');
    expect(toggleAction('off', 'overlay')).toBe('cover');
  });

  it('undoes whichever is on', () => {
    expect(toggleAction('native', 'native')).toBe('exit');
    expect(toggleAction('overlay', 'native')).toBe('uncover');
    expect(toggleAction('overlay', 'overlay')).toBe('uncover');
  });
});

describe('stateAfterChange', () => {
  it('follows the browser in and out of full screen', () => {
    expect(stateAfterChange('off', true)).toBe('native');
    expect(stateAfterChange('native', false)).toBe('off');
  });

  it('leaves an overlay, and an unrelated change, alone', () => {
    expect(stateAfterChange('overlay', false)).toBe('overlay');
    expect(stateAfterChange('off', false)).toBe('off');
  });
});
