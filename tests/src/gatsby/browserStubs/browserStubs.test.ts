import hoistNonReactStatics from '../../../../src/gatsby/browserStubs/hoistNonReactStatics';
import { partytownSnippet } from '../../../../src/gatsby/browserStubs/partytownIntegration';

describe('browser stubs', () => {
  it('hoists own statics but not the ones React or functions define', () => {
    function Inner() {
      return null;
    }
    Inner.displayName = 'Inner';
    Inner.defaultProps = { size: 1 };
    (Inner as unknown as { helper: () => string }).helper = () => 'kept';
    const marker = Symbol('marker');
    (Inner as unknown as Record<symbol, number>)[marker] = 7;
    function Wrapper() {
      return null;
    }

    const result = hoistNonReactStatics(Wrapper, Inner);

    expect(result).toBe(Wrapper);
    expect((Wrapper as unknown as { helper: () => string }).helper()).toBe('kept');
    expect((Wrapper as unknown as Record<symbol, number>)[marker]).toBe(7);
    expect((Wrapper as { displayName?: string }).displayName).toBeUndefined();
    expect((Wrapper as { defaultProps?: unknown }).defaultProps).toBeUndefined();
    expect(Wrapper.name).toBe('Wrapper');
  });

  it('the partytown snippet is empty', () => {
    expect(partytownSnippet()).toBe('');
  });
});
