import type { DecapField } from '../../../src/lib/cms/decapTypes';

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
