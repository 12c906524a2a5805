/**
 * The CMS form of a page: one typed widget per front-matter field, derived
 * from the field list of gatsby/lib/frontmatter.ts (PLAIN_FIELDS), plus the
 * fields of several shapes that createSchemaCustomization resolves itself.
 * A new plain field appears in the CMS without a change here.
 */
import { CMS_FIELD_NAMES } from '../../../src/lib/cms/pageFormat';
import { PLAIN_FIELDS, type PlainField } from '../frontmatter';
import { CUSTOM_WIDGETS, type DecapField, type I18nMode } from '../../../src/lib/cms/decapTypes';
import { labelOf, listSummary } from './fieldParts';

type PlainKind = (typeof PLAIN_FIELDS)[PlainField];

const WIDGETS: Record<PlainKind, Omit<DecapField, 'name' | 'label'>> = {
  string: { widget: 'string' },
  boolean: { widget: CUSTOM_WIDGETS.optionalBoolean },
  int: { widget: 'number', value_type: 'int' },
  strings: { widget: 'list' },
  // Stored as the plain date the front matter uses (2024-05-01).
  date: {
    widget: 'datetime',
    format: 'YYYY-MM-DD',
    date_format: 'YYYY-MM-DD',
    time_format: false,
    picker_utc: true,
  },
};

/**
 * Text fields are written per language; single values that are not text
 * (order, icon, switches, images) are the same in both files of a page, so the
 * CMS copies the English value into the Chinese file.
 */
const LANGUAGE_NEUTRAL = new Set<string>([
  'icon',
  'cover',
  'heroImage',
  'heroImageDark',
  'bgImage',
  'commentID',
  'license',
]);

function i18nFor(name: string, kind: PlainKind): I18nMode {
  // Decap 3.6 accepts only true or false on a list: each language keeps its own (`data` too).
  if (kind === 'strings') return true;
  return kind === 'string' && !LANGUAGE_NEUTRAL.has(name) ? true : 'duplicate';
}

/** What a label alone does not say. */
const HINTS: Partial<Record<PlainField, Partial<DecapField>>> = {
  title: { hint: 'Page title, sidebar text and browser title.' },
  shortTitle: { hint: 'Optional shorter text for the sidebar and breadcrumbs.' },
  icon: { widget: CUSTOM_WIDGETS.icon },
  toc: { label: 'Table of contents' },
  index: { label: 'In the sidebar', hint: 'No: the page is left out of the sidebar.' },
  sidebar: { label: 'Show the sidebar' },
  order: { hint: 'Position in its sidebar group: lower first; pages without one come last.' },
  headerDepth: { hint: 'Heading levels in the table of contents (2 when not set).', min: 0 },
  excerpt: { widget: 'text', hint: 'One line: the meta description and the catalog text.' },
  data: {
    label: 'Data files',
    hint: 'Data files under content/data the page’s tables read, such as drivers/ftp (front matter `data`).',
  },
  comment: { hint: 'No: no comment area under this page.' },
  welcome: { widget: 'text' },
  content: { widget: 'text' },
};

/** The order fields appear in the form and in a saved file: docs/authoring.md's order first. */
const LEADING = [
  'title',
  'shortTitle',
  'icon',
  'order',
  'headerDepth',
  'toc',
  'prev',
  'next',
  'category',
  'tag',
  'dataFiles',
  'excerpt',
  'comment',
];

function plainField(name: PlainField): DecapField {
  const kind = PLAIN_FIELDS[name];
  return {
    name: CMS_FIELD_NAMES[name] ?? name,
    label: labelOf(name),
    ...WIDGETS[kind],
    required: name === 'title',
    i18n: i18nFor(name, kind),
    ...HINTS[name],
  } as DecapField;
}

const text = (name: string, label = labelOf(name)): DecapField => ({
  name,
  label,
  widget: 'string',
  required: false,
});

const requiredText = (name: string, label?: string) => ({ ...text(name, label), required: true });

/** A list of the page's own in each language. */
const list = (name: string, label: string, fields?: DecapField[]): DecapField => ({
  name,
  label,
  widget: 'list',
  required: false,
  i18n: true,
  ...(fields ? { fields } : {}),
});

const item = (name: string, label: string, fields: DecapField[]): DecapField => ({
  ...list(name, label, fields),
  summary: listSummary(fields),
});

const pageLink = (name: string, label: string, hint: string): DecapField => ({
  name,
  label,
  widget: CUSTOM_WIDGETS.pageLink,
  required: false,
  i18n: true,
  hint,
});

const FEATURE_FIELDS = [
  text('icon'),
  requiredText('title'),
  { ...text('details'), widget: 'text' },
  text('link'),
];

/**
 * The fields that take several shapes (createSchemaCustomization resolves
 * them): each with the widget for the shape an editor writes. Plural aliases
 * (categories, tags) are read by the build but written in their singular form.
 */
const SHAPED_FIELDS: DecapField[] = [
  list('author', 'Authors', [requiredText('name'), text('url', 'Address'), text('email')]),
  list('category', 'Categories'),
  list('tag', 'Tags'),
  {
    name: 'sticky',
    label: 'Sticky',
    widget: CUSTOM_WIDGETS.optionalBoolean,
    required: false,
    i18n: 'duplicate',
  },
  { ...text('copyright'), i18n: true },
  { ...text('footer'), i18n: true },
  pageLink('prev', 'Previous page link', 'Automatic: the previous page of the sidebar.'),
  pageLink('next', 'Next page link', 'Automatic: the next page of the sidebar.'),
  item('actions', 'Hero buttons', [
    requiredText('text'),
    requiredText('link'),
    { ...text('type'), widget: 'select', options: ['primary', 'default'] },
  ]),
  item('features', 'Features', FEATURE_FIELDS),
  item('highlights', 'Highlights', FEATURE_FIELDS),
  item('medias', 'Media links', [
    requiredText('name'),
    requiredText('url', 'Address'),
    text('icon'),
  ]),
  {
    ...text('avatar'),
    i18n: 'duplicate',
    hint: 'An image path relative to this page’s file.',
  },
];

export const BODY_FIELD: DecapField = {
  name: 'body',
  label: 'Body',
  widget: 'markdown',
  i18n: true,
  required: false,
  modes: ['raw', 'rich_text'],
  // Decap's own markdown preview renders raw HTML unless told not to (GHSA-xp8g-32qh-mv28,
  // no fixed release); our page preview replaces it, and this covers any other place it shows.
  sanitize_preview: true,
  hint: 'Markdown keeps the body exactly as written. Rich text offers containers, tabs, badges and tables in its + menu, and rewrites the Markdown of the whole body.',
};

/**
 * Decap hides a nested field of a translated list in the other language unless
 * the nested field says how it is translated too: it follows its list.
 */
function inheritI18n(field: DecapField, mode: I18nMode | undefined = field.i18n): DecapField {
  const own = field.i18n ?? mode;
  return {
    ...field,
    ...(own === undefined ? {} : { i18n: own }),
    ...(field.fields ? { fields: field.fields.map((child) => inheritI18n(child, own)) } : {}),
  };
}

/** Every front-matter field of a page, in the order a saved file lists them, then the body. */
export function pageFields(): DecapField[] {
  const fields = [...(Object.keys(PLAIN_FIELDS) as PlainField[]).map(plainField), ...SHAPED_FIELDS];
  const rank = (field: DecapField) => {
    const index = LEADING.indexOf(field.name);
    return index === -1 ? LEADING.length : index;
  };
  // Array.prototype.sort is stable: the rest keep the module's order.
  return [...fields.sort((a, b) => rank(a) - rank(b)), BODY_FIELD].map((field) =>
    inheritI18n(field),
  );
}
