/**
 * CMS fields for the data files that have no schema (changelog, ecosystem,
 * glossary, tools…), read off the values they hold: every key any entry uses
 * becomes a field of the widget its values need. A key only some entries have
 * is optional; values of different kinds get the YAML widget.
 */
import { CUSTOM_WIDGETS, type DecapField } from '../../../src/lib/cms/decapTypes';
import { entriesField, fieldLabel, listOf } from './fieldParts';
import { isLocale } from '../../../src/lib/locales';

type Kind = 'text' | 'number' | 'boolean' | 'list' | 'object' | 'mixed';
type Mapping = Record<string, unknown>;

function kindOf(value: unknown): Kind {
  if (typeof value === 'string' || value instanceof Date) return 'text';
  if (typeof value === 'number') return 'number';
  if (typeof value === 'boolean') return 'boolean';
  if (Array.isArray(value)) return 'list';
  return value && typeof value === 'object' ? 'object' : 'mixed';
}

/** The kind every one of the values has, or `mixed`. */
function sharedKind(values: readonly unknown[]): Kind {
  const kinds = new Set(values.map(kindOf));
  return kinds.size === 1 ? [...kinds][0]! : 'mixed';
}

const isLong = (value: unknown) =>
  typeof value === 'string' && (value.includes('\n') || value.length > 100);

/** The widget for the values one field holds across the entries that have it. */
function widgetOf(values: readonly unknown[]): Omit<DecapField, 'name' | 'label'> {
  switch (sharedKind(values)) {
    case 'text':
      return { widget: values.some(isLong) ? 'text' : 'string' };
    case 'number':
      return { widget: 'number', value_type: values.every(Number.isInteger) ? 'int' : 'float' };
    case 'boolean':
      return { widget: 'boolean' };
    case 'list': {
      const items = (values as unknown[][]).flat();
      const item = items.length > 0 ? sharedKind(items) : null;
      if (item === 'object') return listOf(fieldsOf(items as Mapping[]));
      if (item === null || item === 'text') return { widget: 'list' };
      if (item === 'mixed' || item === 'list') return { widget: CUSTOM_WIDGETS.yaml };
      return { widget: 'list', field: { name: 'item', label: 'Item', ...widgetOf(items) } };
    }
    case 'object':
      return { widget: 'object', fields: fieldsOf(values as Mapping[]) };
    case 'mixed':
      return { widget: CUSTOM_WIDGETS.yaml };
  }
}

function fieldsOf(entries: readonly Mapping[]): DecapField[] {
  const names = [...new Set(entries.flatMap((entry) => Object.keys(entry)))];
  const fields: DecapField[] = names.map((name) => {
    const holders = entries.filter((entry) => Object.hasOwn(entry, name));
    return {
      name,
      label: fieldLabel(name),
      required: holders.length === entries.length,
      ...widgetOf(holders.map((entry) => entry[name])),
    };
  });
  // The languages of one text get the same box: a long English text means a long Chinese one.
  const translations = fields.length > 0 && fields.every((field) => isLocale(field.name));
  return translations && fields.some((field) => field.widget === 'text')
    ? fields.map((field) => (field.widget === 'string' ? { ...field, widget: 'text' } : field))
    : fields;
}

/**
 * The fields of a data file from its values: one per key of a mapping, or the
 * entries field of a list of mappings.
 */
export function inferFields(value: unknown): DecapField[] {
  if (Array.isArray(value)) {
    if (value.length === 0 || sharedKind(value) !== 'object') {
      throw new Error('expected a list of mappings at the top of the file');
    }
    return [entriesField(fieldsOf(value as Mapping[]))];
  }
  if (kindOf(value) !== 'object') throw new Error('expected a mapping at the top of the file');
  return fieldsOf([value as Mapping]);
}
