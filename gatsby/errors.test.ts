import { BUILD_ERRORS, buildError, registerBuildErrors } from './errors';
// The plugin is CommonJS, as Gatsby loads it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const sourceCheck = require('../plugins/mdx-source-check/gatsby-node.js') as {
  onPreInit(args: { reporter: unknown }): void;
};

type ErrorMap = Record<
  string,
  { text(context: Record<string, string>): string; level: string; category: string }
>;

function mapOf(register: (reporter: { setErrorMap(map: ErrorMap): void }) => void): ErrorMap {
  let map: ErrorMap = {};
  register({ setErrorMap: (given) => (map = given) });
  return map;
}

describe('build errors', () => {
  it('give every error of the site an id, the USER category and its message', () => {
    const map = mapOf((reporter) => registerBuildErrors(reporter as never));
    expect(Object.keys(map).sort()).toEqual(Object.values(BUILD_ERRORS).sort());
    for (const entry of Object.values(map)) {
      expect([entry.level, entry.category]).toEqual(['ERROR', 'USER']);
      expect(entry.text({ message: 'Front matter of a.mdx: order: …' })).toBe(
        'Front matter of a.mdx: order: …',
      );
    }
    expect(buildError(BUILD_ERRORS.frontMatterField, 'x')).toEqual({
      id: '20002',
      context: { message: 'x' },
    });
  });

  it('give the MDX source check its own ids for invalid MDX and malformed front matter', () => {
    const map = mapOf((reporter) => sourceCheck.onPreInit({ reporter }));
    expect(map['10001']!.text({ where: 'en/a.mdx:3:1', reason: 'Unexpected character' })).toBe(
      'Invalid MDX in en/a.mdx:3:1: Unexpected character',
    );
    expect(map['10002']!.text({ file: 'en/a.mdx (content)', reason: 'bad indentation' })).toMatch(
      /^Malformed front matter in en\/a\.mdx \(content\): bad indentation\. The front matter is ignored/,
    );
    expect(Object.values(map).every((entry) => entry.category === 'USER')).toBe(true);
  });
});
