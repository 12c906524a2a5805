/**
 * Decides every page of the site from the content files: URL, template and
 * the navigation context (sidebar, prev/next, breadcrumbs, alternates, edit
 * link). createPages only hands the result to Gatsby.
 */
import { LOCALE_CODES, LOCALES, type Locale } from '../../src/lib/locales';
import type {
  Alternate,
  ContentPageContext,
  Crumb,
  PageData,
  TemplateName,
} from '../../src/lib/pageContext';
import { catalogDataKey, type Catalog } from '../../src/lib/catalog';
import type { NavLink, SidebarItem } from '../../src/lib/sidebarModel';
import { catalogEntries, resolveCatalogFolder } from './catalog';
import { editUrl } from './editLink';
import { resolveContentLink } from './contentLinks';
import {
  buildSidebar,
  flattenSidebar,
  folderItems,
  folderTitle,
  neighbours,
  sectionOf,
  type PageEntry,
} from './sidebar';
import type { PageLinkOverride } from './frontmatter';
import {
  alternateSpellings,
  contentKey,
  folderOfIndex,
  isIndexKey,
  localeHome,
  localisedPagePath,
  pagePathFromFile,
  parentKey,
} from '../../src/lib/urls';

export interface ContentFile {
  id: string;
  locale: Locale;
  /** Path inside the locale folder: `guide/install/docker.mdx`. */
  relativePath: string;
  absolutePath: string;
  title: string;
  shortTitle?: string | null;
  icon?: string | null;
  order?: number | null;
  inSidebar: boolean;
  home: boolean;
  portfolio: boolean;
  sidebarDisabled: boolean;
  breadcrumbExclude: boolean;
  prev: PageLinkOverride | null;
  next: PageLinkOverride | null;
  /** Names of data files (content/data/<name>.yaml) the page's components read. */
  data?: readonly string[];
  /** The page's summary (front matter `excerpt`), shown under its link in catalogs. */
  excerpt?: string | null;
  /** The `base` of each `<AutoCatalog>` the page uses (null: the page's own folder). */
  catalogs?: ReadonlyArray<string | null>;
}

export interface SiteOptions {
  sections: readonly string[];
  docsRepo: string;
  docsBranch: string;
  docsDir: string;
  editLinkPattern: string;
  /** Addresses that redirects.yaml moves elsewhere: no folder page is made there. */
  redirected?: ReadonlySet<string>;
  /** Keys of the Chinese pages whose English moved on since they were translated (scripts/translationState.mjs). */
  translationsBehind?: ReadonlySet<string>;
}

export interface PlannedPage {
  path: string;
  template: TemplateName;
  /** The MDX file, or null for a folder page the build makes itself. */
  absolutePath: string | null;
  context: ContentPageContext;
}

/** A section's sidebar in one locale, built once and shared by its pages as a Gatsby slice. */
export interface PlannedSidebar {
  id: string;
  locale: Locale;
  items: SidebarItem[];
}

export interface PagePlan {
  pages: PlannedPage[];
  sidebars: PlannedSidebar[];
  warnings: string[];
  errors: string[];
}

/** `sidebar-zh-guide` for the Chinese `/guide/` section: also a file name under public/slice-data. */
export function sidebarSliceId(locale: Locale, section: string): string {
  const name = section.split('/').filter(Boolean).join('-');
  return `sidebar-${locale}-${name}`;
}

export function templateFor(
  file: Pick<ContentFile, 'home' | 'portfolio' | 'relativePath'>,
): TemplateName {
  if (file.home) return 'home';
  if (file.portfolio) return 'portfolio';
  if (contentKey(file.relativePath).startsWith('tool/')) return 'tool';
  return 'doc';
}

/** Every spelling of a file's URL: its page path first, then the others that lead to it. */
const addressesOf = (file: ContentFile): string[] => [
  localisedPagePath(file.relativePath, file.locale),
  ...alternateSpellings(pagePathFromFile(file.relativePath)).map(
    (spelling) => `${LOCALES[file.locale].prefix}${spelling}`,
  ),
];

/** Per locale, the folders without an index page that get a catalog page, and its address. */
type FolderPages = Map<Locale, Map<string, string>>;

function alternatesFor(
  key: string,
  locale: Locale,
  byLocale: Map<Locale, Map<string, ContentFile>>,
  folderPages: FolderPages,
): Alternate[] {
  return LOCALE_CODES.filter((other) => other !== locale).map((other) => {
    const twin = byLocale.get(other)?.get(key);
    if (twin) {
      return { locale: other, path: localisedPagePath(twin.relativePath, other), exists: true };
    }
    const made = isIndexKey(key) ? folderPages.get(other)?.get(folderOfIndex(key)) : undefined;
    return made
      ? { locale: other, path: made, exists: true }
      : { locale: other, path: localeHome(other), exists: false };
  });
}

/** `guide/install` → [`guide`, `guide/install`]. */
function folderChain(folder: string): string[] {
  return folder ? [...folderChain(parentKey(folder)), folder] : [];
}

function breadcrumbsFor(
  key: string,
  locale: Locale,
  files: Map<string, ContentFile>,
  title: string,
  folderPages: ReadonlyMap<string, string>,
): Crumb[] {
  const crumbs: Crumb[] = [{ text: null, link: localeHome(locale) }];
  if (key === 'index') return crumbs;
  // An index page stands for its folder, so its ancestors start one level up.
  const folders = folderChain(isIndexKey(key) ? parentKey(folderOfIndex(key)) : parentKey(key));
  for (const folder of folders) {
    const index = files.get(`${folder}/index`);
    if (!index) {
      const made = folderPages.get(folder);
      crumbs.push(
        made
          ? { text: folderTitle(folder), link: made }
          : { text: folder.slice(folder.lastIndexOf('/') + 1) },
      );
    } else if (!index.breadcrumbExclude) {
      crumbs.push({
        text: index.shortTitle || index.title,
        link: localisedPagePath(index.relativePath, locale),
      });
    }
  }
  crumbs.push({ text: title });
  return crumbs;
}

function applyOverride(
  automatic: NavLink | null,
  override: PageLinkOverride | null,
  file: ContentFile,
  titleByPath: Map<string, string>,
  exists: (locale: Locale, key: string) => boolean,
): NavLink | null {
  if (!override) return automatic;
  if (override.disabled || !override.link) return null;
  const link =
    resolveContentLink(override.link, {
      fromKey: contentKey(file.relativePath),
      locale: file.locale,
      exists,
    }) ?? override.link;
  return { link, text: override.text ?? titleByPath.get(link) ?? link };
}

export function planPages(files: readonly ContentFile[], options: SiteOptions): PagePlan {
  const warnings: string[] = [];
  const errors: string[] = [];
  const byLocale = new Map<Locale, Map<string, ContentFile>>();
  for (const file of files) {
    if (!byLocale.has(file.locale)) byLocale.set(file.locale, new Map());
    byLocale.get(file.locale)!.set(contentKey(file.relativePath), file);
  }
  const exists = (locale: Locale, key: string) => byLocale.get(locale)?.has(key) ?? false;

  const titleByPath = new Map(
    files.map((file) => [localisedPagePath(file.relativePath, file.locale), file.title]),
  );

  // What the sidebar model knows of each page, once per locale.
  const entries = new Map<Locale, PageEntry[]>();
  const entriesOf = (locale: Locale): PageEntry[] => {
    if (!entries.has(locale)) {
      entries.set(
        locale,
        [...(byLocale.get(locale)?.values() ?? [])].map((file) => ({
          key: contentKey(file.relativePath),
          path: localisedPagePath(file.relativePath, locale),
          title: file.title,
          shortTitle: file.shortTitle ?? null,
          icon: file.icon ?? null,
          order: file.order ?? null,
          inSidebar: file.inSidebar && !file.home,
        })),
      );
    }
    return entries.get(locale)!;
  };

  // One sidebar per (locale, section), built once and shared by its pages.
  const sidebars = new Map<string, PlannedSidebar & { flat: NavLink[] }>();
  const sidebarFor = (locale: Locale, section: string) => {
    const cacheKey = sidebarSliceId(locale, section);
    if (!sidebars.has(cacheKey)) {
      const items = buildSidebar(entriesOf(locale), section, LOCALES[locale].lang);
      sidebars.set(cacheKey, { id: cacheKey, locale, items, flat: flattenSidebar(items) });
    }
    return sidebars.get(cacheKey)!;
  };

  // Catalogs list a folder with the sidebar's items and order, once per locale and folder.
  const excerpts = new Map(
    files.flatMap((file) =>
      file.excerpt ? [[localisedPagePath(file.relativePath, file.locale), file.excerpt]] : [],
    ),
  );
  const catalogs = new Map<string, Catalog>();
  const catalogOf = (locale: Locale, folder: string): Catalog => {
    const cacheKey = `${locale}:${folder}`;
    if (!catalogs.has(cacheKey)) {
      const index = byLocale.get(locale)?.get(`${folder}/index`);
      const items = folderItems(entriesOf(locale), folder, LOCALES[locale].lang);
      catalogs.set(cacheKey, {
        title: index ? index.shortTitle || index.title : folderTitle(folder),
        entries: catalogEntries(items, {
          describe: (path) => excerpts.get(path),
          folderLink: (key) => `${LOCALES[locale].prefix}/${key}/`,
        }),
      });
    }
    return catalogs.get(cacheKey)!;
  };

  // A folder without an index page gets a catalog page at its address, unless
  // nothing in it is listed, a redirect moves that address or a file owns it.
  const fileAddresses = new Set(files.flatMap(addressesOf));
  const folderPages: FolderPages = new Map();
  for (const [locale, byKey] of byLocale) {
    const made = new Map<string, string>();
    for (const key of byKey.keys()) {
      for (const folder of folderChain(parentKey(key))) {
        if (made.has(folder) || byKey.has(`${folder}/index`)) continue;
        const path = `${LOCALES[locale].prefix}/${folder}/`;
        if (options.redirected?.has(path) || fileAddresses.has(path)) continue;
        if (fileAddresses.has(path.slice(0, -1))) continue;
        if (catalogOf(locale, folder).entries.length === 0) continue;
        made.set(folder, path);
      }
    }
    folderPages.set(locale, made);
  }

  // Every spelling of every URL belongs to one file; a clash is reported once per pair of files.
  const claimed = new Map<string, string>();
  const clashes = new Set<string>();
  const claim = (path: string, owner: string) => {
    const previous = claimed.get(path);
    if (!previous) claimed.set(path, owner);
    else if (previous !== owner && !clashes.has(`${owner}\n${previous}`)) {
      clashes.add(`${owner}\n${previous}`);
      errors.push(`${owner} and ${previous} both want the URL ${path}`);
    }
  };

  const pages: PlannedPage[] = [];
  for (const file of files) {
    const key = contentKey(file.relativePath);
    const path = localisedPagePath(file.relativePath, file.locale);
    const owner = `${file.locale}/${file.relativePath}`;
    for (const address of addressesOf(file)) claim(address, owner);
    const template = templateFor(file);
    const section = sectionOf(key, options.sections);
    const wantsSidebar = template === 'doc' && !file.sidebarDisabled;
    if (wantsSidebar && !section) {
      warnings.push(
        `${owner}: no sidebar configuration covers ${path}; add its folder to content/data/sidebars.yaml or set "sidebar: false"`,
      );
    }
    const sidebar = wantsSidebar && section ? sidebarFor(file.locale, section) : null;
    const automatic = sidebar ? neighbours(sidebar.flat, path) : { prev: null, next: null };
    const navLink = (side: 'prev' | 'next') =>
      template === 'doc'
        ? applyOverride(automatic[side], file[side], file, titleByPath, exists)
        : null;
    const data: PageData = {};
    for (const base of file.catalogs ?? []) {
      const tag = base === null ? '<AutoCatalog />' : `<AutoCatalog base="${base}" />`;
      const folder = resolveCatalogFolder(base, key);
      const catalog = folder === null ? null : catalogOf(file.locale, folder);
      if (!catalog) {
        errors.push(`${owner}: ${tag} names no folder; use one such as base="/guide/install/"`);
      } else if (catalog.entries.length === 0) {
        errors.push(
          `${owner}: ${tag} has nothing to list: content/${file.locale}/${folder}/ holds no page the sidebar shows`,
        );
      } else {
        data[catalogDataKey(base)] = catalog;
      }
    }
    pages.push({
      path,
      template,
      absolutePath: file.absolutePath,
      context: {
        id: file.id,
        key,
        title: file.title,
        language: file.locale,
        pagePath: path,
        alternates: alternatesFor(key, file.locale, byLocale, folderPages),
        sidebar: sidebar?.id ?? null,
        prev: navLink('prev'),
        next: navLink('next'),
        breadcrumbs: breadcrumbsFor(
          key,
          file.locale,
          byLocale.get(file.locale)!,
          file.shortTitle || file.title,
          folderPages.get(file.locale)!,
        ),
        editUrl: editUrl({
          pattern: options.editLinkPattern,
          repo: options.docsRepo,
          branch: options.docsBranch,
          path: `${options.docsDir}/${file.locale}/${file.relativePath}`,
        }),
        ...(Object.keys(data).length ? { data } : {}),
        ...(file.locale !== 'en' && options.translationsBehind?.has(key)
          ? { englishMovedOn: true as const }
          : {}),
      },
    });
  }

  for (const [locale, made] of folderPages) {
    for (const [folder, path] of made) {
      const key = `${folder}/index`;
      const catalog = catalogOf(locale, folder);
      const section = sectionOf(key, options.sections);
      const sidebar = section ? sidebarFor(locale, section) : null;
      pages.push({
        path,
        template: 'catalog',
        absolutePath: null,
        context: {
          id: `catalog:${locale}/${folder}`,
          key,
          title: catalog.title,
          language: locale,
          pagePath: path,
          alternates: alternatesFor(key, locale, byLocale, folderPages),
          sidebar: sidebar?.id ?? null,
          prev: null,
          next: null,
          breadcrumbs: breadcrumbsFor(key, locale, byLocale.get(locale)!, catalog.title, made),
          editUrl: null,
          data: { [catalogDataKey(null)]: catalog },
        },
      });
    }
  }
  return {
    pages,
    sidebars: [...sidebars.values()].map(({ id, locale, items }) => ({ id, locale, items })),
    warnings,
    errors,
  };
}
