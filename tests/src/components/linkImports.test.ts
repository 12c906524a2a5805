import fs from 'node:fs';
import path from 'node:path';
import { filesUnder } from '../../../gatsby/lib/filesUnder.mjs';

const ROOT = path.resolve(__dirname, '../../..');
const LINK_COMPONENT = 'src/components/SmartLink.tsx';
/** `import { Link } from 'gatsby'`, `import { navigate, Link as L } from 'gatsby-link'`… */
const IMPORTS_LINK = /import\s*\{[^}]*\bLink\b[^}]*\}\s*from\s*'gatsby(?:-link)?'/;

describe('site links', () => {
  it('are all drawn by the one link component: nothing else imports Gatsby’s Link', () => {
    const sources = ['src', 'plugins']
      .flatMap((folder) => filesUnder(path.join(ROOT, folder)).map((file) => `${folder}/${file}`))
      .concat(['gatsby-browser.tsx', 'gatsby-ssr.tsx'])
      .filter((file) => /\.(tsx?|mjs|jsx?)$/.test(file) && !file.endsWith('.d.ts'));
    const importers = sources.filter((file) =>
      IMPORTS_LINK.test(fs.readFileSync(path.join(ROOT, file), 'utf8')),
    );
    expect(importers.filter((file) => file !== LINK_COMPONENT)).toEqual([]);
    expect(sources).toContain(LINK_COMPONENT);
  });
});
