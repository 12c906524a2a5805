/**
 * Reads what the CMS configuration is generated from: the folders of the
 * locale trees that hold pages, their index pages' titles, the data files and
 * the site settings. cmsConfig turns it into Decap's configuration.
 */
import fs from 'node:fs';
import path from 'node:path';
import { readFrontMatter } from '../../../src/lib/content/frontMatter.mjs';
import { topLevelComments } from '../../../src/lib/cms/dataFileFormat';
import { CONTENT_LAYOUT } from '../../../src/lib/cms/repoPaths';
import { DEFAULT_LOCALE } from '../../../src/lib/locales';
import { ROOT } from '../../paths';
import { filesUnder } from '../filesUnder.mjs';
import { SITE_DATA_FILES, loadSiteConfig } from '../siteData';
import { parseYaml } from '../yamlFile';
import type { CmsModel, DataFileSource, PageFolder } from './cmsConfig';

const DATA_DIR = 'content/data';

/** Folders (relative to a locale tree, '' for its top) that hold at least one page. */
export function pageFolderPaths(root: string): string[] {
  const { root: tree, locales, extension } = CONTENT_LAYOUT;
  const folders = new Set<string>();
  for (const locale of locales) {
    for (const file of filesUnder(path.join(root, tree, locale))) {
      if (!file.endsWith(`.${extension}`)) continue;
      const folder = path.posix.dirname(file);
      folders.add(folder === '.' ? '' : folder);
    }
  }
  return [...folders].sort();
}

function indexTitle(root: string, folder: string): string {
  const { root: tree, extension } = CONTENT_LAYOUT;
  const file = path.join(root, tree, DEFAULT_LOCALE, folder, `index.${extension}`);
  try {
    const { title } = readFrontMatter(fs.readFileSync(file, 'utf8')).data;
    return typeof title === 'string' ? title : '';
  } catch {
    // No index page, or one the build reports: the editor lists the folder by its name.
    return '';
  }
}

export function readPageFolders(root: string): PageFolder[] {
  return pageFolderPaths(root).map((folder) => {
    const names = folder ? folder.split('/') : [];
    return {
      path: folder,
      titles: names.map((_, index) => indexTitle(root, names.slice(0, index + 1).join('/'))),
    };
  });
}

/**
 * Every YAML file directly in content/data, with its schema when the build checks it with one.
 * Its sub-folders (generated tables, the facts they come from, the claims record and the
 * translation state) are left out.
 */
export function readDataFiles(root: string): DataFileSource[] {
  const dir = path.join(root, DATA_DIR);
  const schemas = new Map<string, unknown>(
    Object.values(SITE_DATA_FILES).map(({ file, schema }) => [file, schema]),
  );
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.yaml'))
    .sort()
    .map((file) => {
      const text = fs.readFileSync(path.join(dir, file), 'utf8');
      return {
        name: file.replace(/\.yaml$/, ''),
        schema: schemas.get(file),
        value: parseYaml(text, `${DATA_DIR}/${file}`),
        comments: topLevelComments(text),
      };
    });
}

/** The model of this checkout, or null when site.yaml has no `cms` block. */
export function loadCmsModel(root = ROOT): CmsModel | null {
  const site = loadSiteConfig();
  if (!site.cms) return null;
  return {
    layout: CONTENT_LAYOUT,
    defaultLocale: DEFAULT_LOCALE,
    pageFolders: readPageFolders(root),
    dataFiles: readDataFiles(root),
    dataDir: DATA_DIR,
    site: { url: site.url, logo: site.logo, title: site.title, cms: site.cms },
  };
}
