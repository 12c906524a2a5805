/**
 * How the CMS reads and writes the YAML files of content/data (registered as
 * Decap's `site-yaml` format in src/admin). Decap's own YAML writer drops every
 * comment, folds long lines and knows only files that hold a mapping. This one
 * keeps the text the file was read from next to the values and, on save,
 * changes only the values that changed: comments, quoting and layout of the
 * rest stay as written. Files that hold a list (notices, redirects) are one
 * field, `_items`.
 */
import YAML, {
  isMap,
  isPair,
  isScalar,
  isSeq,
  visit,
  type Document,
  type Node,
  type Pair,
} from 'yaml';
import { LOCALE_CODES } from '../locales';

/** Decap's name for this format (the data collection's `format`). */
export const DATA_FORMAT = 'site-yaml';

/** The field that holds a file's list when the file is a list rather than a mapping. */
export const LIST_FIELD = '_items';

/**
 * The file's text as read, kept with the entry (Decap hands back fields it has no widget for).
 * Used here as a computed key, which knip does not count; exported for the tests.
 *
 * @internal
 */
export const SOURCE_FIELD = '_source';

const FLOW_PAIR_LIMIT = 60;

/** Strings a YAML 1.1 reader would take for something else: quoted when written. */
const YAML_11_LOOKALIKES =
  /^(?:\d{4}-\d\d?-\d\d?(?:[Tt ].*)?|y|n|yes|no|on|off|true|false|~|null|[-+]?\.(?:inf|nan)|0[0-7_]+|[-+]?\d[\d_]*(?::[0-5]?\d)+(?:\.\d*)?)$/i;

export function parseDataFile(text: string): Record<string, unknown> {
  const value: unknown = YAML.parse(text) ?? {};
  if (typeof value !== 'object') throw new Error('a data file must hold a mapping or a list');
  const fields = Array.isArray(value)
    ? { [LIST_FIELD]: value }
    : (value as Record<string, unknown>);
  return { ...fields, [SOURCE_FIELD]: text };
}

/** `{ en: Guide, zh: 指南 }` on one line, as the hand-written files write short pairs. */
function flowLocalePairs(node: Node) {
  visit(node, {
    Map(_, map) {
      const keys = map.items.map((pair) => (isScalar(pair.key) ? pair.key.value : null));
      const texts = map.items.map((pair) => (isScalar(pair.value) ? pair.value.value : null));
      const pairs = keys.length > 0 && keys.every((key) => LOCALE_CODES.includes(key as never));
      const short = texts.every((text) => typeof text === 'string' && !text.includes('\n'));
      const length = texts.reduce<number>((sum, text) => sum + String(text).length, 0);
      if (pairs && short && length <= FLOW_PAIR_LIMIT) map.flow = true;
    },
    Scalar(_, scalar) {
      if (typeof scalar.value === 'string' && YAML_11_LOOKALIKES.test(scalar.value)) {
        scalar.type = 'QUOTE_SINGLE';
      }
    },
  });
}

function newNode(document: Document, value: unknown): Node {
  const node = document.createNode(value) as Node;
  flowLocalePairs(node);
  return node;
}

const same = (node: unknown, value: unknown) =>
  JSON.stringify((node as Node | null)?.toJSON?.() ?? node ?? null) ===
  JSON.stringify(value ?? null);

const keyOf = (pair: Pair) => (isScalar(pair.key) ? String(pair.key.value) : String(pair.key));

/** The node for `value`, reusing `node` (and its comments and style) wherever nothing changed. */
function update(document: Document, node: unknown, value: unknown): Node {
  if (node && same(node, value)) return node as Node;
  if (isMap(node) && value && typeof value === 'object' && !Array.isArray(value)) {
    const entries = value as Record<string, unknown>;
    node.items = node.items.filter((pair) => isPair(pair) && keyOf(pair) in entries);
    for (const [key, child] of Object.entries(entries)) {
      const pair = node.items.find((item) => keyOf(item) === key);
      if (pair) pair.value = update(document, pair.value, child);
      else node.items.push(document.createPair(key, newNode(document, child)));
    }
    return node;
  }
  if (isSeq(node) && Array.isArray(value)) {
    node.items = value.map((item, index) => update(document, node.items[index], item));
    return node;
  }
  const replacement = newNode(document, value);
  if (isScalar(node) && isScalar(replacement)) {
    replacement.comment = node.comment;
    replacement.commentBefore = node.commentBefore;
  }
  return replacement;
}

/**
 * The file's YAML: the text it was read from with the changed values written
 * in, or, for a file without one, the values in the form's `order`.
 */
export function writeDataFile(
  data: Record<string, unknown>,
  order: readonly string[] = [],
): string {
  const { [SOURCE_FIELD]: source, ...fields } = data;
  const present = Object.entries(fields).filter(([, value]) => value !== undefined);
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  const value = Object.hasOwn(fields, LIST_FIELD)
    ? (fields[LIST_FIELD] ?? [])
    : Object.fromEntries(present.sort(([a], [b]) => rank(a) - rank(b)));
  const document =
    typeof source === 'string' ? YAML.parseDocument(source) : new YAML.Document(null);
  document.contents = update(document, document.contents, value);
  return document.toString({ lineWidth: 0, singleQuote: true, flowCollectionPadding: true });
}

/** A YAML file's comments above its top-level keys (or above its list), as plain text. */
export function topLevelComments(text: string): Record<string, string> {
  const document = YAML.parseDocument(text);
  const plain = (comment: string | null | undefined) =>
    comment
      ?.split('\n')
      .map((line) => line.replace(/^ /, ''))
      .join('\n');
  const contents = document.contents;
  if (isMap(contents)) {
    return Object.fromEntries(
      contents.items.flatMap((pair) => {
        const comment = isScalar(pair.key) ? plain(pair.key.commentBefore) : undefined;
        return comment ? [[keyOf(pair), comment]] : [];
      }),
    );
  }
  const first = isSeq(contents) ? contents.items[0] : null;
  const header =
    plain(document.commentBefore) ??
    plain(contents?.commentBefore) ??
    plain((first as { commentBefore?: string } | null)?.commentBefore);
  return header ? { [LIST_FIELD]: header } : {};
}
