/**
 * CMS fields read off the valibot schemas of src/config/schema.ts, so a data
 * file's form follows its schema: objects become groups, lists lists, picklists
 * selects, `v.regex` checks the field's pattern, optional entries optional
 * fields. Shapes Decap has no widget for (maps of any keys, either-or values)
 * get the YAML widget; a `v.lazy` schema cannot be read and needs an override.
 */
import { CUSTOM_WIDGETS, type DecapField } from '../../../src/lib/cms/decapTypes';
import { entriesField, fieldLabel, listOf } from './fieldParts';

/** The parts of a valibot schema or action object this reader looks at. */
interface SchemaNode {
  type: string;
  kind?: string;
  entries?: Record<string, SchemaNode>;
  item?: SchemaNode;
  wrapped?: SchemaNode;
  default?: unknown;
  options?: readonly unknown[];
  pipe?: readonly SchemaNode[];
  requirement?: unknown;
  message?: unknown;
}

/**
 * Options laid over what the schema says, by dotted path (`items` for navbar's
 * list, `items[]` for each of its items). A `v.lazy` schema's override must
 * give the whole field.
 */
export type FieldOverrides = Record<string, Partial<Omit<DecapField, 'name'>>>;

function actions(schema: SchemaNode): SchemaNode[] {
  return (schema.pipe ?? []).filter((step) => step.kind === 'validation');
}

function stringField(schema: SchemaNode): Partial<DecapField> {
  const { requirement, message } = actions(schema).find((step) => step.type === 'regex') ?? {};
  return requirement instanceof RegExp
    ? { widget: 'string', pattern: [requirement.source, String(message ?? 'has the wrong form')] }
    : { widget: 'string' };
}

function numberField(schema: SchemaNode): Partial<DecapField> {
  const checks = actions(schema);
  const min = checks.find((step) => step.type === 'min_value')?.requirement;
  return {
    widget: 'number',
    value_type: checks.some((step) => step.type === 'integer') ? 'int' : 'float',
    ...(typeof min === 'number' ? { min } : {}),
  };
}

/** The widget and options for one schema node; `path` names it for overrides and errors. */
function describe(
  schema: SchemaNode,
  path: string,
  overrides: FieldOverrides,
): Partial<DecapField> {
  const override = overrides[path];
  if (schema.type === 'lazy' && override) return override;
  return { ...read(schema, path, overrides), ...override };
}

function read(schema: SchemaNode, path: string, overrides: FieldOverrides): Partial<DecapField> {
  switch (schema.type) {
    case 'optional':
    case 'nullish': {
      const inner = describe(schema.wrapped!, path, overrides);
      const fallback = schema.default;
      return {
        ...inner,
        required: false,
        ...(fallback !== undefined && typeof fallback !== 'function' && inner.widget !== 'object'
          ? { hint: `${inner.hint ? `${inner.hint} ` : ''}Default: ${JSON.stringify(fallback)}.` }
          : {}),
      };
    }
    case 'object':
    case 'strict_object':
    case 'loose_object':
      return { widget: 'object', fields: objectFields(schema, path, overrides) };
    case 'array': {
      const item = describe(schema.item!, `${path}[]`, overrides);
      if (item.widget === 'object') return listOf(item.fields ?? [], item.summary);
      return {
        widget: 'list',
        field: { name: 'item', label: 'Item', required: true, ...item } as DecapField,
      };
    }
    case 'string':
      return stringField(schema);
    case 'number':
      return numberField(schema);
    case 'boolean':
      return { widget: 'boolean' };
    case 'picklist':
      return { widget: 'select', options: (schema.options ?? []).map(String) };
    case 'lazy':
      throw new Error(`${path}: a v.lazy schema needs a field override`);
    default:
      // record, union, variant…: written as YAML and checked by the schema at build time.
      return { widget: CUSTOM_WIDGETS.yaml };
  }
}

function objectFields(schema: SchemaNode, path: string, overrides: FieldOverrides): DecapField[] {
  return Object.entries(schema.entries ?? {}).map(([name, entry]) => {
    const field = describe(entry, path ? `${path}.${name}` : name, overrides);
    return { name, label: fieldLabel(name), required: true, ...field } as DecapField;
  });
}

/**
 * The fields of a data file from its schema: one per key of an object, or the
 * entries field of a list of objects.
 */
export function fieldsFromSchema(schema: unknown, overrides: FieldOverrides = {}): DecapField[] {
  const node = schema as SchemaNode;
  if (node.type === 'array') {
    const field = describe(node, '', overrides);
    if (field.widget !== 'list' || !field.fields) {
      throw new Error(`expected a list of mappings, got ${node.type}`);
    }
    return [entriesField(field.fields)];
  }
  if (!['object', 'strict_object', 'loose_object'].includes(node.type)) {
    throw new Error(`a data file schema must be an object or a list, got ${node.type}`);
  }
  return objectFields(node, '', overrides);
}
