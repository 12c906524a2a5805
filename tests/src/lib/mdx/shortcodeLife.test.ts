import path from 'node:path';
import { SHORTCODE_TABLE, isIsland, type ShortcodeName } from '../../../../src/lib/mdx/shortcodes';
import { isLive } from '../../../utils/statefulComponents';

const ROOT = path.resolve(__dirname, '../../../..');
const FIXTURES = path.join(ROOT, 'tests/fixtures/shortcode-life');
const names = Object.keys(SHORTCODE_TABLE) as ShortcodeName[];
const fileOf = (name: ShortcodeName) =>
  path.join(ROOT, 'src/mdx', `${SHORTCODE_TABLE[name].module}.tsx`);

describe('how each shortcode comes alive (src/lib/mdx/shortcodes.ts)', () => {
  it('declares every component with state or effects an island', () => {
    const liveButStatic = names.filter((name) => !isIsland(name) && isLive(fileOf(name), name));
    expect(liveButStatic).toEqual([]);
  });

  it('sees the state and effects the islands really have', () => {
    // A failure here means the reading above has gone blind, not that these changed.
    for (const name of ['Diagram', 'ArtPlayer', 'DropboxRequest', 'BiliBili'] as const)
      expect(isLive(fileOf(name), name)).toBe(true);
  });
});

describe('the reading of a component', () => {
  const live = (file: string, name: string) => isLive(path.join(FIXTURES, file), name);

  it('follows hooks through the files and components a component uses', () => {
    expect(live('Counter.tsx', 'Counter')).toBe(true);
    expect(live('Wrapper.tsx', 'Ticking')).toBe(true);
    expect(live('Wrapper.tsx', 'Again')).toBe(true);
  });

  it('finds nothing in a component that only draws', () => {
    expect(live('Plain.tsx', 'Plain')).toBe(false);
    expect(live('Wrapper.tsx', 'Quiet')).toBe(false);
  });
});
