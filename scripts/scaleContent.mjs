/**
 * Generated content for the scale bench: copies of the guide, each under a
 * folder of its own with its own sidebar, until the site has at least a given
 * number of content pages. Copies keep both locales together, so every copied page has
 * its counterpart, and relative links inside a copy still resolve.
 */
import { mkdirSync, readFileSync, writeFileSync, appendFileSync } from 'node:fs';
import path from 'node:path';
import { filesUnder } from '../gatsby/lib/filesUnder.mjs';
import { LOCALE_CODES } from '../src/lib/localeTable.mjs';
/** The folder copied: the largest section, with drivers, API pages and guides. */
const SOURCE_FOLDER = 'guide';

/** `scale-3`: where the third copy lives under each locale's content folder. */
export const copyFolder = (copy) => `scale-${copy}`;

/**
 * Which copies to make: whole copies of the source files (paths relative to
 * the source folder, present in every locale), as many as it takes for
 * `existing` pages plus the copies to reach `target`. Copies are whole because
 * a copied page may link to any other page of the folder. Each file is copied
 * once per locale, so a copy adds two pages per file.
 */
export function planCopies(sourceFiles, existing, target) {
  const perCopy = sourceFiles.length * LOCALE_CODES.length;
  if (perCopy === 0 || target <= existing) return [];
  const copies = Math.ceil((target - existing) / perCopy);
  return Array.from({ length: copies }, (_, index) =>
    sourceFiles.map((file) => ({ copy: index + 1, file })),
  ).flat();
}

/** The page's front matter title with the copy number, so every page has a title of its own. */
export function retitle(source, copy) {
  const titled = source.replace(
    /^(title:\s*)(['"]?)(.*?)\2\s*$/m,
    (_, key, quote, title) => `${key}${quote}${title} (copy ${copy})${quote}`,
  );
  if (titled === source) throw new Error('A copied page has no title line in its front matter');
  return titled;
}

const mdxFiles = (dir) => filesUnder(dir).filter((file) => file.endsWith('.mdx'));

/** Content files (MDX) of every locale in a project. */
export function countContentPages(root) {
  return LOCALE_CODES.reduce(
    (sum, locale) => sum + mdxFiles(path.join(root, 'content', locale)).length,
    0,
  );
}

/**
 * Writes copies of the guide into the project at `root` until it has at least
 * `target` content pages, and gives each copy a sidebar. Returns how many pages it added.
 */
export function multiplyContent(root, target) {
  const [firstLocale, ...otherLocales] = LOCALE_CODES.map((locale) =>
    mdxFiles(path.join(root, 'content', locale, SOURCE_FOLDER)),
  );
  const sourceFiles = firstLocale
    .filter((file) => otherLocales.every((files) => files.includes(file)))
    .sort();
  const plan = planCopies(sourceFiles, countContentPages(root), target);
  for (const { copy, file } of plan) {
    for (const locale of LOCALE_CODES) {
      const source = readFileSync(path.join(root, 'content', locale, SOURCE_FOLDER, file), 'utf8');
      const destination = path.join(root, 'content', locale, copyFolder(copy), file);
      mkdirSync(path.dirname(destination), { recursive: true });
      writeFileSync(destination, retitle(source, copy));
    }
  }
  const copies = [...new Set(plan.map(({ copy }) => copy))];
  appendFileSync(
    path.join(root, 'content', 'data', 'sidebars.yaml'),
    copies.map((copy) => `  - /${copyFolder(copy)}/\n`).join(''),
  );
  return plan.length * LOCALE_CODES.length;
}
