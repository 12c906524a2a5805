/**
 * config.json: the fields of conf.Config (internal/conf/config.go) with their json and env
 * names, and the defaults DefaultConfig() gives them. Paths made with filepath.Join from a flag
 * variable use the flag's default (flags.DataDir → "data").
 */
import path from 'node:path';
import {
  FactsError,
  assignment,
  evaluate,
  findAll,
  literalElements,
  parseTag,
  returnedValue,
  statements,
  stringValue,
  structFields,
  tagName,
  unaryOperand,
  unwrap,
  UNKNOWN,
} from './goAst.mjs';

const ZERO = (goType) =>
  goType === 'bool'
    ? false
    : goType === 'string'
      ? ''
      : /^(u?int\d*|float\d+)$/.test(goType)
        ? 0
        : null;

const isPlainLiteral = (node) =>
  [
    'interpreted_string_literal',
    'raw_string_literal',
    'int_literal',
    'float_literal',
    'true',
    'false',
  ].includes(node.type) ||
  (node.type === 'unary_expression' && isPlainLiteral(unwrap(node.childForFieldName('operand'))));

/** The env prefix internal/bootstrap/config.go gives env.ParseWithOptions (`prefix := "ALIST_"`). */
async function envPrefix(tree) {
  if (!tree.exists('internal/bootstrap/config.go')) return '';
  const file = await tree.file('internal/bootstrap/config.go');
  for (const decl of findAll(file.root, 'short_var_declaration')) {
    const [[left], [right]] = assignment(decl);
    if (left?.text === 'prefix') return stringValue(right) ?? '';
  }
  return '';
}

export async function extractConfig(tree, flagDefaults) {
  const rel = 'internal/conf/config.go';
  if (!tree.exists(rel)) throw new FactsError(rel, 0, 'missing (is this an AList checkout?)');
  const pkg = await tree.pkg('internal/conf');
  const file = await tree.file(rel);
  const prefix = await envPrefix(tree);
  const fn = pkg.funcs.get('DefaultConfig');
  if (!fn) throw new FactsError(rel, 0, 'no func DefaultConfig');

  // Local variables of DefaultConfig() and the literal it returns.
  const locals = new Map();
  const localExpr = new Map();
  const ctx = {
    pkg,
    file,
    locals,
    calls: { 'filepath.Join': (args) => path.posix.join(...args) },
    resolve: (target, name) => flagDefaults.get(`${target.name}.${name}`),
  };
  let literal = null;
  for (const stmt of statements(fn.node.childForFieldName('body'))) {
    if (stmt.type === 'short_var_declaration') {
      const [names, values] = assignment(stmt);
      for (const [i, name] of names.entries()) {
        localExpr.set(name.text, values[i].text);
        locals.set(name.text, await evaluate(values[i], ctx));
      }
    } else if (stmt.type === 'return_statement') {
      literal = unaryOperand(returnedValue(stmt));
    }
  }
  if (literal?.type !== 'composite_literal')
    throw new FactsError(rel, 0, 'DefaultConfig() does not return a literal');

  const fields = [];
  const walk = async (structName, pathPrefix, envPrefixes, lit) => {
    const struct = pkg.structType(structName);
    if (!struct) throw new FactsError(rel, 0, `no struct ${structName}`);
    const elements = new Map(
      (lit ? literalElements(lit) : []).map((element) => [element.key, element]),
    );
    for (const field of structFields(struct.node)) {
      const tag = Object.fromEntries(
        field.tag ? parseTag(field.tag, struct.file.rel, field.line) : [],
      );
      for (const name of field.names) {
        const json = tagName(tag.json) || name;
        const fieldPath = pathPrefix ? `${pathPrefix}.${json}` : json;
        const element = elements.get(name);
        const nested = /^\w+$/.test(field.typeText) ? pkg.structType(field.typeText) : null;
        const entry = { path: fieldPath, json, go_field: name, go_type: field.typeText };
        if (nested) {
          if (tag.envPrefix !== undefined) entry.env_prefix_tag = tag.envPrefix;
          Object.assign(entry, {
            default: null,
            default_set_in_DefaultConfig: Boolean(element),
            is_object: true,
            go_struct: structName,
          });
          fields.push(entry);
          await walk(
            field.typeText,
            fieldPath,
            [...envPrefixes, tag.envPrefix ?? ''],
            element?.value,
          );
          continue;
        }
        if (tag.env !== undefined) {
          const env = envPrefixes.join('') + tagName(tag.env);
          Object.assign(entry, {
            env_tag: tagName(tag.env),
            env_var: prefix + env,
            env_var_with_no_prefix_flag: env,
          });
        }
        entry.default = ZERO(field.typeText);
        if (element) {
          const value = await evaluate(element.value, ctx);
          entry.default = value === UNKNOWN ? null : value;
          if (!isPlainLiteral(element.value)) {
            entry.default_expr =
              element.value.type === 'identifier' && localExpr.has(element.value.text)
                ? localExpr.get(element.value.text)
                : element.value.text;
          }
        }
        Object.assign(entry, {
          default_set_in_DefaultConfig: Boolean(element),
          go_struct: structName,
        });
        fields.push(entry);
      }
    }
  };
  await walk('Config', '', [], literal);

  // The default config.json: the defaults as one object.
  const shape = {};
  for (const field of fields) {
    const keys = field.path.split('.');
    const parent = keys.slice(0, -1).reduce((object, key) => object[key], shape);
    parent[keys.at(-1)] = field.is_object ? {} : field.default;
  }
  return {
    file: rel,
    default_function: 'DefaultConfig()',
    envPrefix: prefix,
    fields,
    default_config_json_shape: shape,
    leaf_field_count: fields.filter((field) => !field.is_object).length,
    object_count: fields.filter((field) => field.is_object).length,
  };
}
