/**
 * A throw-away copy of the project for builds and servers that must not touch
 * the real site's public/ and .cache/. node_modules is linked, not copied.
 */
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Build output and caches of the real site; a copy must never write into them. */
const LEFT_OUT = new Set(['node_modules', 'public', '.cache', '.git', 'test-results']);

/**
 * Copies `root` to a new temporary folder. Test fixtures are left out, except
 * the one named by `fixture`. Returns the folder and a function that removes it.
 */
export function isolatedCopy(root, { name, fixture = null }) {
  const copy = mkdtempSync(path.join(tmpdir(), `alist-docs-${name}-`));
  cpSync(root, copy, {
    recursive: true,
    filter: (source) => {
      const relative = path.relative(root, source);
      const [top] = relative.split(path.sep);
      if (LEFT_OUT.has(top)) return false;
      if (top === 'tests' && relative.includes(path.sep + 'fixtures' + path.sep)) {
        return fixture !== null && relative.split(path.sep)[2] === fixture;
      }
      return true;
    },
  });
  symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  return { dir: copy, remove: () => rmSync(copy, { recursive: true, force: true }) };
}
