/**
 * A catalog: the pages of one folder as a list, for `<AutoCatalog />` and the
 * pages the build makes for folders without an index page. The build turns the
 * sidebar model into catalogs (gatsby/lib/catalog.ts) and hands each page the
 * ones it shows through its page data, under `catalogDataKey(base)`.
 */

export interface CatalogLink {
  text: string;
  link: string;
  icon?: string;
  /** The page's summary (`excerpt` in its front matter). */
  description?: string;
}

/** A page, or a sub-folder with its own pages one level down. */
export interface CatalogEntry extends CatalogLink {
  children?: CatalogLink[];
}

export interface Catalog {
  /** Title of the folder: its index page's (short) title, else its capitalised name. */
  title: string;
  entries: CatalogEntry[];
}

/**
 * Where a page's data keeps the catalog of `<AutoCatalog base={base} />`. Data
 * file names cannot contain a colon, so these never meet a data file.
 */
export function catalogDataKey(base?: string | null): string {
  return `catalog:${(base ?? '').trim()}`;
}

/** The catalog among a page's data, or null when the build did not provide one. */
export function catalogFrom(data: Record<string, unknown>, base?: string | null): Catalog | null {
  const found = data[catalogDataKey(base)];
  return found && typeof found === 'object' && 'entries' in found ? (found as Catalog) : null;
}
