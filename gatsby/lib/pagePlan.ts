/**
 * Decides every page of the site from the content files: URL, template and
 * the navigation context (sidebar, prev/next, breadcrumbs, alternates, edit
 * link). createPages only hands the result to Gatsby.
 */
import { DEFAULT_LOCALE, LOCALE_CODES, LOCALES, type Locale } from '../../src/lib/locales';
import type {
  Alternate,
  ContentPageContext,
  Crumb,
  I18nPageContext,
  TemplateName,
} from '../../src/lib/pageContext';
import type { NavLink, SidebarItem } from '../../src/lib/sidebarModel';
import { editUrl } from './editLink';
import { resolveContentLink } from './contentLinks';
import { buildSidebar, flattenSidebar, neighbours, sectionOf, type PageEntry } from './sidebar';
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
}

export interface SiteOptions {
  sections: readonly string[];
  docsRepo: string;
  docsBranch: string;
  docsDir: string;
  editLinkPattern: string;
}

export interface PlannedPage {
  path: string;
  template: TemplateName;
  absolutePath: string;
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

export function i18nContext(locale: Locale, path: string): I18nPageContext {
  const prefix = LOCALES[locale].prefix;
  return {
    language: locale,
    // The plugin warns (in development) about a page whose query brings no
    // translations while it lists several languages. The strings come once,
    // from a shared static query (src/i18n/UiStrings.tsx), and nothing reads
    // this list, so each page names only its own language.
    languages: [locale],
    defaultLanguage: DEFAULT_LOCALE,
    generateDefaultLanguagePage: false,
    routed: prefix !== '',
    originalPath: prefix && path.startsWith(prefix) ? path.slice(prefix.length) || '/' : path,
    path,
  };
}

function alternatesFor(
  key: string,
  locale: Locale,
  byLocale: Map<Locale, Map<string, ContentFile>>,
): Alternate[] {
  return LOCALE_CODES.filter((other) => other !== locale).map((other) => {
    const twin = byLocale.get(other)?.get(key);
    return twin
      ? { locale: other, path: localisedPagePath(twin.relativePath, other), exists: true }
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
): Crumb[] {
  const crumbs: Crumb[] = [{ text: null, link: localeHome(locale) }];
  if (key === 'index') return crumbs;
  // An index page stands for its folder, so its ancestors start one level up.
  const folders = folderChain(isIndexKey(key) ? parentKey(folderOfIndex(key)) : parentKey(key));
  for (const folder of folders) {
    const index = files.get(`${folder}/index`);
    if (!index) {
      crumbs.push({ text: folder.slice(folder.lastIndexOf('/') + 1) });
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

  // One sidebar per (locale, section), built once and shared by its pages.
  const sidebars = new Map<string, PlannedSidebar & { flat: NavLink[] }>();
  const sidebarFor = (locale: Locale, section: string) => {
    const cacheKey = sidebarSliceId(locale, section);
    if (!sidebars.has(cacheKey)) {
      const entries: PageEntry[] = [...(byLocale.get(locale)?.values() ?? [])].map((file) => ({
        key: contentKey(file.relativePath),
        path: localisedPagePath(file.relativePath, locale),
        title: file.title,
        shortTitle: file.shortTitle ?? null,
        icon: file.icon ?? null,
        order: file.order ?? null,
        inSidebar: file.inSidebar && !file.home,
      }));
      const items = buildSidebar(entries, section, LOCALES[locale].lang);
      sidebars.set(cacheKey, { id: cacheKey, locale, items, flat: flattenSidebar(items) });
    }
    return sidebars.get(cacheKey)!;
  };

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
    claim(path, owner);
    for (const spelling of alternateSpellings(pagePathFromFile(file.relativePath))) {
      claim(`${LOCALES[file.locale].prefix}${spelling}`, owner);
    }
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
    pages.push({
      path,
      template,
      absolutePath: file.absolutePath,
      context: {
        id: file.id,
        key,
        title: file.title,
        language: file.locale,
        i18n: i18nContext(file.locale, path),
        alternates: alternatesFor(key, file.locale, byLocale),
        sidebar: sidebar?.id ?? null,
        prev:
          template === 'doc'
            ? applyOverride(automatic.prev, file.prev, file, titleByPath, exists)
            : null,
        next:
          template === 'doc'
            ? applyOverride(automatic.next, file.next, file, titleByPath, exists)
            : null,
        breadcrumbs: breadcrumbsFor(
          key,
          file.locale,
          byLocale.get(file.locale)!,
          file.shortTitle || file.title,
        ),
        editUrl: editUrl({
          pattern: options.editLinkPattern,
          repo: options.docsRepo,
          branch: options.docsBranch,
          path: `${options.docsDir}/${file.locale}/${file.relativePath}`,
        }),
      },
    });
  }
  return {
    pages,
    sidebars: [...sidebars.values()].map(({ id, locale, items }) => ({ id, locale, items })),
    warnings,
    errors,
  };
}
