/**
 * storage-common.json: the common items of every storage (getMainItems() in
 * internal/op/driver.go, read as rules with the condition each item is added under), the
 * driver.Config, driver.Item and driver.Info structs, the item types and model.Storage.
 */
import {
  FactsError,
  appended,
  assignment,
  elseStatements,
  evaluate,
  lineOf,
  literalElements,
  parseTag,
  statements,
  structFields,
  tagName,
  unwrap,
  UNKNOWN,
} from './goAst.mjs';

/** `config.NoCache` → `NoCache`; `!a && !b` stays as written without the receiver. */
const condText = (node, receiver) =>
  node.text.replace(new RegExp(`\\b${receiver}\\.`, 'g'), '').replace(/\s+/g, ' ');

/** The negation of a condition we wrote: flips each atom of a pure && or || chain. */
export function negate(cond) {
  const flip = (atom) => (atom.startsWith('!') ? atom.slice(1) : `!${atom}`);
  if (cond.includes('&&') && !cond.includes('||')) return cond.split(' && ').map(flip).join(' || ');
  if (cond.includes('||') && !cond.includes('&&')) return cond.split(' || ').map(flip).join(' && ');
  if (!/[&|]/.test(cond)) return flip(cond);
  return `!(${cond})`;
}

/** Evaluates a `when` text over driver.Config values. */
export function whenHolds(when, config) {
  if (when === 'always') return true;
  return when.split(' || ').some((part) =>
    part.split(' && ').every((atom) => {
      const negated = atom.startsWith('!');
      const value = Boolean(config[negated ? atom.slice(1) : atom]);
      return negated ? !value : value;
    }),
  );
}

/** Reads getMainItems(config) into rules: { name, type, …, when, perDriverDefault }. */
async function mainItemRules(tree) {
  const pkg = await tree.pkg('internal/op');
  const fn = pkg.funcs.get('getMainItems');
  if (!fn) throw new FactsError('internal/op', 0, 'no func getMainItems');
  const receiver = fn.node
    .childForFieldName('parameters')
    .namedChildren[0].childForFieldName('name').text;
  const ctx = { pkg, file: fn.file };
  const rules = [];
  const locals = new Map();

  const itemRule = async (literal, when) => {
    const rule = {};
    for (const element of literalElements(literal)) {
      const value = await evaluate(element.value, ctx);
      if (value === UNKNOWN)
        throw new FactsError(fn.file.rel, element.line, `cannot evaluate ${element.value.text}`);
      rule[element.key.toLowerCase()] = value;
    }
    rule.when = when;
    return rule;
  };
  const itemsOf = async (node, when) => {
    node = unwrap(node);
    if (node.type === 'identifier' && locals.has(node.text)) return [locals.get(node.text)];
    if (node.type === 'literal_value') return [await itemRule(node, when)];
    if (node.type !== 'composite_literal')
      throw new FactsError(fn.file.rel, lineOf(node), `cannot read items ${node.text}`);
    const type = node.childForFieldName('type')?.text ?? '';
    if (type.startsWith('[]')) {
      return Promise.all(literalElements(node).map((element) => itemRule(element.value, when)));
    }
    return [await itemRule(node, when)];
  };

  const walk = async (stmts, conds) => {
    const when = conds.length ? conds.join(' && ') : 'always';
    for (const stmt of stmts) {
      if (stmt.type === 'short_var_declaration' || stmt.type === 'assignment_statement') {
        const [[left], [rightNode]] = assignment(stmt);
        const right = unwrap(rightNode);
        const added = appended(right);
        if (added) {
          for (const arg of added) rules.push(...(await itemsOf(arg, when)));
        } else if (left.type === 'identifier' && right.type === 'composite_literal') {
          const items = await itemsOf(right, when);
          if ((right.childForFieldName('type')?.text ?? '').startsWith('[]')) rules.push(...items);
          else locals.set(left.text, items[0]);
        } else if (
          left.type === 'selector_expression' &&
          locals.has(left.childForFieldName('operand').text)
        ) {
          // item.Default = "true" under `if config.Name == "139Yun"`: a per-driver default.
          const rule = locals.get(left.childForFieldName('operand').text);
          const value = await evaluate(right, ctx);
          const driverName = /Name == "([^"]+)"/.exec(conds.at(-1) ?? '')?.[1];
          const key = left.childForFieldName('field').text.toLowerCase();
          if (driverName) {
            rule[key] = `${value} only for ${driverName}, else empty`;
            rule.perDriver = { key, driver: driverName, value };
          } else rule[key] = value;
          // keep `when` last
          const { when: keep } = rule;
          delete rule.when;
          rule.when = keep;
        }
      } else if (stmt.type === 'if_statement') {
        const cond = condText(stmt.childForFieldName('condition'), receiver);
        await walk(statements(stmt.childForFieldName('consequence')), [...conds, cond]);
        const alternative = elseStatements(stmt);
        if (alternative) await walk(alternative, [...conds, negate(cond)]);
      }
    }
  };
  await walk(statements(fn.node.childForFieldName('body')), []);
  // A per-driver condition is not part of `when`.
  for (const rule of rules)
    rule.when =
      rule.when
        .split(' && ')
        .filter((c) => !/^Name == /.test(c))
        .join(' && ') || 'always';
  return rules;
}

/** Common items of one driver, from the rules. */
export function commonItemsFor(rules, config) {
  return rules
    .filter((rule) => whenHolds(rule.when, config))
    .map((rule) => {
      let defaultValue = rule.default ?? '';
      if (rule.perDriver?.key === 'default')
        defaultValue = config.Name === rule.perDriver.driver ? rule.perDriver.value : '';
      return {
        name: rule.name,
        type: rule.type ?? '',
        default: defaultValue,
        options: rule.options ?? '',
        required: rule.required ?? false,
        help: rule.help ?? '',
      };
    });
}

/** The json name of a field (its tag without options, or the Go name), or null without a tag. */
function jsonOf(field, file) {
  const value = field.tag
    ? parseTag(field.tag, file.rel, field.line).find(([key]) => key === 'json')?.[1]
    : undefined;
  return value === undefined ? null : tagName(value) || field.names[0] || field.typeText;
}

async function modelStorageFields(tree) {
  const pkg = await tree.pkg('internal/model');
  const out = [];
  const walk = (struct, from) => {
    for (const field of structFields(struct.node)) {
      if (!field.names.length) {
        const nested = pkg.structType(field.typeText);
        if (nested) walk(nested, `${pkg.name}.${field.typeText}`);
        continue;
      }
      for (const name of field.names) {
        out.push({
          go_field: name,
          go_type: field.typeText,
          json: jsonOf(field, struct.file),
          ...(from ? { embedded_from: from } : {}),
        });
      }
    }
  };
  const storage = pkg.structType('Storage');
  if (!storage) throw new FactsError('internal/model', 0, 'no `type Storage struct`');
  walk(storage, null);
  return out;
}

/** Everything storage-common.json states mechanically. `driverDirs` comes from drivers.mjs. */
export async function extractStorageCommon(tree) {
  const rules = await mainItemRules(tree);
  const driverPkg = await tree.pkg('internal/driver');
  const fieldsOf = (name) => {
    const struct = driverPkg.structType(name);
    if (!struct) throw new FactsError('internal/driver', 0, `no \`type ${name} struct\``);
    return { struct, fields: structFields(struct.node) };
  };
  const config = fieldsOf('Config');
  const configFields = config.fields.flatMap((field) =>
    field.names.map((name) => ({
      go_field: name,
      json: jsonOf(field, config.struct.file),
      go_type: field.typeText,
      ...(field.comment ? { comment: field.comment } : {}),
    })),
  );
  const item = fieldsOf('Item');
  const info = fieldsOf('Info');
  const roots = {};
  for (const [name] of driverPkg.types) {
    if (!/^Root[A-Z]\w*$/.test(name)) continue;
    const struct = driverPkg.structType(name);
    const fields = struct ? structFields(struct.node) : [];
    if (fields.length === 1 && fields[0].names.length === 1) {
      roots[`driver.${name}`] = {
        json: jsonOf(fields[0], struct.file),
        go_type: fields[0].typeText,
      };
    }
  }
  const confPkg = await tree.pkg('internal/conf');
  const itemTypes = [];
  for (const [name, entry] of confPkg.consts) {
    if (!/^Type[A-Z]/.test(name)) continue;
    const value = await evaluate(entry.value, { pkg: confPkg, file: entry.file, iota: entry.iota });
    if (typeof value === 'string') itemTypes.push(value);
  }
  const storageFields = await modelStorageFields(tree);
  const ruleNames = new Set(rules.map((rule) => rule.name));
  return {
    rules,
    facts: {
      driver_config_struct: { file: config.struct.file.rel, fields: configFields },
      driver_item_struct: {
        file: item.struct.file.rel,
        fields: item.fields.map((field) => jsonOf(field, item.struct.file)),
        info_struct: Object.fromEntries(
          info.fields.map((field) => [jsonOf(field, info.struct.file), field.typeText]),
        ),
      },
      item_types: {
        file: confPkg.consts.get('TypeString')?.file.rel ?? 'internal/conf',
        values: itemTypes,
      },
      embedded_root_structs: roots,
      model_storage_fields: { file: 'internal/model/storage.go', fields: storageFields },
      common_items_rules: {
        file: 'internal/op/driver.go getMainItems()',
        order: rules.map((rule) =>
          Object.fromEntries(Object.entries(rule).filter(([key]) => key !== 'perDriver')),
        ),
        not_in_items_but_in_model: storageFields
          .map((field) => field.json)
          .filter((json) => json && !ruleNames.has(json)),
      },
    },
  };
}
