/**
 * Decap CMS 3.6 stores the translations of a folder-collection entry
 * (`i18n.structure: multiple_folders`) as `<collection folder>/<locale>/<slug>.<ext>`:
 * it reads the locale from the folder right above the file. This site keeps one
 * tree per locale instead, `content/<locale>/<section>/<slug>.mdx`. These
 * functions translate between the two layouts, so Decap works in its own and
 * the repository keeps ours (src/admin/repoLayoutBackend.ts applies them to
 * whichever backend runs).
 */
import { LOCALE_CODES } from '../locales';

export interface ContentLayout {
  /** The folder holding one tree per locale, relative to the repository. */
  root: string;
  locales: readonly string[];
  /** Page files' extension, without the dot; other files are never translated. */
  extension: string;
}

export const CONTENT_LAYOUT: ContentLayout = {
  root: 'content',
  locales: LOCALE_CODES,
  extension: 'mdx',
};

/** The path's segments below the content root, or null for a path elsewhere or of another type. */
function pageSegments(filePath: string, layout: ContentLayout): string[] | null {
  if (!filePath.startsWith(`${layout.root}/`) || !filePath.endsWith(`.${layout.extension}`)) {
    return null;
  }
  const segments = filePath.slice(layout.root.length + 1).split('/');
  return segments.length >= 2 ? segments : null;
}

/** `content/guide/en/a.mdx` (Decap's layout) → `content/en/guide/a.mdx`; other paths unchanged. */
export function toRepoPath(cmsPath: string, layout: ContentLayout = CONTENT_LAYOUT): string {
  const segments = pageSegments(cmsPath, layout);
  const locale = segments?.at(-2);
  if (!segments || !locale || !layout.locales.includes(locale)) return cmsPath;
  return [layout.root, locale, ...segments.slice(0, -2), segments.at(-1)].join('/');
}

/** `content/en/guide/a.mdx` → `content/guide/en/a.mdx` (Decap's layout); other paths unchanged. */
export function toCmsPath(repoPath: string, layout: ContentLayout = CONTENT_LAYOUT): string {
  const segments = pageSegments(repoPath, layout);
  const locale = segments?.[0];
  if (!segments || !locale || !layout.locales.includes(locale)) return repoPath;
  return [layout.root, ...segments.slice(1, -1), locale, segments.at(-1)].join('/');
}

/**
 * The repository folders that hold a Decap collection folder's entries, one per
 * locale: `content/guide` → `content/en/guide`, `content/zh/guide`. Null for a
 * folder outside the content root, which is read as it is.
 */
export function repoFolders(
  cmsFolder: string,
  layout: ContentLayout = CONTENT_LAYOUT,
): string[] | null {
  const folder = cmsFolder.replace(/\/+$/, '');
  if (folder !== layout.root && !folder.startsWith(`${layout.root}/`)) return null;
  const below = folder.slice(layout.root.length);
  return layout.locales.map((locale) => `${layout.root}/${locale}${below}`);
}

/** The Decap collection folder of a folder of the locale trees: `guide/install` → `content/guide/install`. */
export function cmsFolder(sectionFolder: string, layout: ContentLayout = CONTENT_LAYOUT): string {
  return sectionFolder ? `${layout.root}/${sectionFolder}` : layout.root;
}
