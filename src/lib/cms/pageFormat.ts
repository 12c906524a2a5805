/**
 * How the CMS reads and writes a page (registered as Decap's `site-mdx`
 * format in src/admin): YAML front matter, a blank line, the MDX body. Decap's
 * own front-matter writer turns `category: [Config]` into a block list and
 * writes `null` for a field set back to "not set"; this one writes front
 * matter the way the hand-written pages have it, so a page saved through the
 * CMS differs from its source only where the editor changed something.
 */
import YAML, { isScalar, visit, type Document } from 'yaml';
import { readFrontMatter } from '../content/frontMatter.mjs';

/** Decap's name for this format (collections' `format`). */
export const PAGE_FORMAT = 'site-mdx';

/**
 * Front-matter keys the CMS knows under another name. Decap 3.6's save step
 * takes an entry whose fields include `data` for a whole entry (the preSave
 * check in persistEntry) and loses its path, so the page's list of data files
 * is `dataFiles` in the CMS and `data` in the file.
 */
export const CMS_FIELD_NAMES: Readonly<Record<string, string>> = { data: 'dataFiles' };
const FILE_KEYS = Object.fromEntries(
  Object.entries(CMS_FIELD_NAMES).map(([file, cms]) => [cms, file]),
);

/**
 * The order of the keys in the file as it was read, kept with the entry (Decap
 * passes fields it has no widget for back unchanged) so a saved page keeps its
 * layout: Decap's own records lose the order of pages with many fields. Used
 * here as a computed key, which knip does not count; exported for the tests.
 *
 * @internal
 */
export const KEY_ORDER = '_keyOrder';

const renamed = (entries: [string, unknown][], names: Readonly<Record<string, string>>) =>
  entries.map(([key, value]): [string, unknown] => [names[key] ?? key, value]);

/** Lists of short texts stay on one line: `tag: [docker, install]` (width in Latin letters). */
const FLOW_LIST_LIMIT = 60;

/** Fields the pages always quote, whatever their text (one-line summaries full of commas). */
const QUOTED_FIELDS = new Set(['excerpt']);

/** Columns a text takes: Chinese characters count twice. */
const width = (text: string) => [...text].reduce((sum, char) => sum + (char > '\u2e7f' ? 2 : 1), 0);

/**
 * The page's front-matter fields and, when it has one, its `body`, read by the
 * site's one front-matter reader: front matter in another language than YAML
 * is refused, never evaluated.
 */
export function parsePage(text: string): Record<string, unknown> {
  const { data: meta, body: rest } = readFrontMatter(text);
  const body = rest.replace(/^(?:[ \t]*\r?\n)+/, '');
  const fields = renamed(Object.entries(meta), CMS_FIELD_NAMES);
  return {
    ...Object.fromEntries(fields),
    ...(fields.length ? { [KEY_ORDER]: fields.map(([key]) => key) } : {}),
    ...(body.trim() ? { body } : {}),
  };
}

/** A field the editor left empty is left out, as a hand-written page would leave it out. */
function isEmpty(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    value === '' ||
    // An empty list or mapping: no keys.
    (typeof value === 'object' && Object.keys(value).length === 0)
  );
}

function flowShortLists(document: Document) {
  visit(document, {
    Seq(_, node) {
      const texts = node.items.map((item) => (isScalar(item) ? item.value : null));
      const plain = texts.every((text) => typeof text === 'string' || typeof text === 'number');
      const length = texts.reduce<number>((sum, text) => sum + width(String(text)) + 2, 0);
      if (plain && length <= FLOW_LIST_LIMIT) node.flow = true;
    },
  });
}

/**
 * The keys in the order the file had them; a key it did not have goes after
 * the last key that comes before it in the form (`formOrder`), so a new page
 * lists its fields in the form's order.
 */
export function arrangeKeys(
  keys: readonly string[],
  fileOrder: readonly string[],
  formOrder: readonly string[],
): string[] {
  const rank = (key: string) =>
    formOrder.includes(key) ? formOrder.indexOf(key) : formOrder.length;
  const arranged = fileOrder.filter((key) => keys.includes(key));
  const added = keys.filter((key) => !arranged.includes(key));
  for (const key of added.sort((a, b) => rank(a) - rank(b))) {
    const after = arranged.reduce(
      (at, placed, index) => (rank(placed) <= rank(key) ? index + 1 : at),
      0,
    );
    arranged.splice(after, 0, key);
  }
  return arranged;
}

/**
 * The page file: front matter in the file's own order, new fields placed by
 * the form's `order`; a blank line; the body, ending in a newline.
 */
export function writePage(data: Record<string, unknown>, order: readonly string[] = []): string {
  const { body, [KEY_ORDER]: fileOrder, ...meta } = data;
  const present = Object.keys(meta).filter((key) => !isEmpty(meta[key]));
  const keys = arrangeKeys(present, Array.isArray(fileOrder) ? fileOrder.map(String) : [], order);
  const fields = renamed(
    keys.map((key): [string, unknown] => [key, meta[key]]),
    FILE_KEYS,
  );
  const document = new YAML.Document(Object.fromEntries(fields), { version: '1.1' });
  flowShortLists(document);
  for (const key of QUOTED_FIELDS) {
    const node = document.get(key, true);
    if (isScalar(node) && typeof node.value === 'string') node.type = 'QUOTE_DOUBLE';
  }
  const frontMatter = fields.length
    ? document.toString({ lineWidth: 0, flowCollectionPadding: false })
    : '';
  const text = typeof body === 'string' ? body.replace(/^(?:[ \t]*\n)+/, '').trimEnd() : '';
  // A file without fields (a shared text) has no front matter block at all.
  if (!fields.length) return text ? `${text}\n` : '';
  return `---\n${frontMatter}---\n${text ? `\n${text}\n` : ''}`;
}
