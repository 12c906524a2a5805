/**
 * What the generated fields of pages and data files share: labels, the summary
 * of a collapsed list item, and the one field of a data file holding a list.
 */
import type { DecapField } from '../../../src/lib/cms/decapTypes';
import { LIST_FIELD } from '../../../src/lib/cms/dataFileFormat';
import { LOCALES, isLocale } from '../../../src/lib/locales';

const ACRONYMS = new Set(['api', 'css', 'faq', 'html', 'id', 'url']);

/** Words from a field name: `headerDepth` → `Header depth`, `repoId` → `Repo ID`. */
export function labelOf(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[\s_-]+/)
    .map((word) => (ACRONYMS.has(word) ? word.toUpperCase() : word))
    .join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A data field's label: a language's own name for a locale key (`en`, `zh`). */
export const fieldLabel = (name: string) => (isLocale(name) ? LOCALES[name].label : labelOf(name));

/**
 * What a collapsed list item shows: its first text field, or the English of
 * its first `{ en, zh }` field (`{{fields.text.en}}`). Without a summary Decap
 * prints the item's raw record.
 */
export function listSummary(fields: readonly DecapField[]): string | undefined {
  for (const field of fields) {
    if (field.widget === 'string') return `{{fields.${field.name}}}`;
    const english = field.widget === 'object' && field.fields?.find((child) => child.name === 'en');
    if (english && english.widget !== 'object') return `{{fields.${field.name}.en}}`;
  }
  return undefined;
}

/** A list of mappings with these fields, summarised by listSummary where it finds a text. */
export function listOf(
  fields: DecapField[],
  summary = listSummary(fields),
): Omit<DecapField, 'name' | 'label'> {
  return { widget: 'list', fields, ...(summary ? { summary } : {}) };
}

/** The field of a data file that holds a list rather than a mapping (notices, redirects). */
export const entriesField = (fields: DecapField[]): DecapField => ({
  name: LIST_FIELD,
  label: 'Entries',
  widget: 'list',
  fields,
});
