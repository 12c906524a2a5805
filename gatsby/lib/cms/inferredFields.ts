/**
 * CMS fields for the data files that have no schema (changelog, ecosystem,
 * glossary, tools…), read off the values they hold: every key any entry uses
 * becomes a field of the widget its values need. A key only some entries have
 * is optional; values of different kinds get the YAML widget.
 */
import { CUSTOM_WIDGETS, type DecapField } from '../../../src/lib/cms/decapTypes';
import { labelOf } from './frontmatterFields';
import { listSummary } from './listSummary';
import { LOCALES, isLocale } from '../../../src/lib/locales';

type Shape =
  | { kind: 'text'; long: boolean }
  | { kind: 'number'; integer: boolean }
  | { kind: 'boolean' }
  | { kind: 'list'; item: Shape | null }
  | { kind: 'object'; keys: Map<string, { shape: Shape; count: number }>; count: number }
  | { kind: 'mixed' };

function shapeOf(value: unknown): Shape {
  if (typeof value === 'string')
    return { kind: 'text', long: value.includes('\n') || value.length > 100 };
  if (typeof value === 'number') return { kind: 'number', integer: Number.isInteger(value) };
  if (typeof value === 'boolean') return { kind: 'boolean' };
  if (value instanceof Date) return { kind: 'text', long: false };
  if (Array.isArray(value)) {
    return { kind: 'list', item: value.map(shapeOf).reduce<Shape | null>(merge, null) };
  }
  if (value && typeof value === 'object') {
    const keys = new Map<string, { shape: Shape; count: number }>();
    for (const [key, entry] of Object.entries(value))
      keys.set(key, { shape: shapeOf(entry), count: 1 });
    return { kind: 'object', keys, count: 1 };
  }
  return { kind: 'mixed' };
}

/** One shape that fits the values of both. */
function merge(a: Shape | null, b: Shape): Shape {
  if (a === null) return b;
  if (a.kind !== b.kind) return { kind: 'mixed' };
  switch (a.kind) {
    case 'text':
      return { kind: 'text', long: a.long || (b as typeof a).long };
    case 'number':
      return { kind: 'number', integer: a.integer && (b as typeof a).integer };
    case 'list': {
      const other = (b as typeof a).item;
      return { kind: 'list', item: other === null ? a.item : merge(a.item, other) };
    }
    case 'object': {
      const other = b as typeof a;
      const keys = new Map(a.keys);
      for (const [key, entry] of other.keys) {
        const mine = keys.get(key);
        keys.set(
          key,
          mine ? { shape: merge(mine.shape, entry.shape), count: mine.count + entry.count } : entry,
        );
      }
      return { kind: 'object', keys, count: a.count + other.count };
    }
    default:
      return a;
  }
}

function widgetOf(shape: Shape): Omit<DecapField, 'name' | 'label'> {
  switch (shape.kind) {
    case 'text':
      return { widget: shape.long ? 'text' : 'string' };
    case 'number':
      return { widget: 'number', value_type: shape.integer ? 'int' : 'float' };
    case 'boolean':
      return { widget: 'boolean' };
    case 'list':
      if (shape.item?.kind === 'object') {
        const fields = fieldsOf(shape.item);
        const summary = listSummary(fields);
        return { widget: 'list', fields, ...(summary ? { summary } : {}) };
      }
      if (shape.item === null || shape.item.kind === 'text') return { widget: 'list' };
      if (shape.item.kind === 'mixed' || shape.item.kind === 'list')
        return { widget: CUSTOM_WIDGETS.yaml };
      return { widget: 'list', field: { name: 'item', label: 'Item', ...widgetOf(shape.item) } };
    case 'object':
      return { widget: 'object', fields: fieldsOf(shape) };
    case 'mixed':
      return { widget: CUSTOM_WIDGETS.yaml };
  }
}

function fieldsOf(shape: Extract<Shape, { kind: 'object' }>): DecapField[] {
  const fields: DecapField[] = [...shape.keys].map(([name, { shape: value, count }]) => ({
    name,
    label: isLocale(name) ? LOCALES[name].label : labelOf(name),
    required: count === shape.count,
    ...widgetOf(value),
  }));
  // The languages of one text get the same box: a long English text means a long Chinese one.
  const translations = fields.length > 0 && fields.every((field) => isLocale(field.name));
  return translations && fields.some((field) => field.widget === 'text')
    ? fields.map((field) => (field.widget === 'string' ? { ...field, widget: 'text' } : field))
    : fields;
}

/** The fields of a data file holding a mapping, inferred from its values. */
export function inferFields(value: unknown): DecapField[] {
  const shape = shapeOf(value);
  if (shape.kind !== 'object') throw new Error('expected a mapping at the top of the file');
  return fieldsOf(shape);
}

/** The item fields of a data file holding a list of mappings. */
export function inferItemFields(value: unknown): DecapField[] {
  const shape = shapeOf(value);
  if (shape.kind !== 'list' || shape.item?.kind !== 'object') {
    throw new Error('expected a list of mappings at the top of the file');
  }
  return fieldsOf(shape.item);
}
