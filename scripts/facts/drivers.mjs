/**
 * drivers.json and the driver half of storage-common.json: every op.RegisterDriver call under
 * drivers/, its driver.Config, its Addition fields read the way internal/op/driver.go reflects
 * them, and the common items getMainItems() gives each driver.
 */
import {
  FactsError,
  argumentsOf,
  assignment,
  evaluate,
  findAll,
  lineOf,
  literalElements,
  parseTag,
  returnedValue,
  structFields,
  tagName,
  unaryOperand,
  unwrap,
  UNKNOWN,
} from './goAst.mjs';

/** Struct tag keys an Addition field may carry. Any other key stops the run (add it here). */
export const KNOWN_OPTION_TAGS = [
  'json',
  'type',
  'default',
  'options',
  'required',
  'help',
  'ignore',
  'confidential',
  'info',
];

/** Types outside the module whose kind reflection sees as struct (flattened, no items). */
const EXTERNAL_STRUCTS = new Set(['time.Time']);

const lowerFirst = (name) => name.charAt(0).toLowerCase() + name.slice(1);

/** The driver.Config struct: its fields in source order, and what MustProxy() returns. */
async function configStruct(tree) {
  const pkg = await tree.pkg('internal/driver');
  const struct = pkg.structType('Config');
  if (!struct)
    throw new FactsError('internal/driver', 0, 'no `type Config struct` in package driver');
  const fields = structFields(struct.node).flatMap((field) =>
    field.names.map((name) => ({ go_field: name, go_type: field.typeText })),
  );
  const mustProxy = pkg.methods.get('Config.MustProxy');
  const mustProxyExpr = mustProxy && returnedValue(findAll(mustProxy.node, 'return_statement')[0]);
  return { fields, mustProxyExpr };
}

/**
 * A boolean Go expression over a config value (`c.OnlyProxy || c.OnlyLocal`,
 * `!config.NoCache`, `config.Name == "139Yun"`).
 */
export function configCondition(node, config) {
  node = unwrap(node);
  switch (node.type) {
    case 'unary_expression':
      return !configCondition(node.childForFieldName('operand'), config);
    case 'binary_expression': {
      const op = node.child(1).type;
      const left = node.childForFieldName('left');
      const right = node.childForFieldName('right');
      if (op === '&&') return configCondition(left, config) && configCondition(right, config);
      if (op === '||') return configCondition(left, config) || configCondition(right, config);
      if (op === '==' || op === '!=') {
        const value = (side) =>
          side.type === 'selector_expression'
            ? config[side.childForFieldName('field').text]
            : JSON.parse(side.text);
        return (value(left) === value(right)) === (op === '==');
      }
      break;
    }
    case 'selector_expression':
      return Boolean(config[node.childForFieldName('field').text]);
    default:
      break;
  }
  throw new Error(`cannot evaluate condition ${node.text}`);
}

/** Values of a driver.Config composite literal over the zero values. */
async function configValues(literal, file, pkg, configFields) {
  const values = {};
  for (const field of configFields) values[field.go_field] = field.go_type === 'bool' ? false : '';
  for (const element of literalElements(literal)) {
    if (!(element.key in values)) {
      throw new FactsError(file.rel, element.line, `driver.Config has no field ${element.key}`);
    }
    const value = await evaluate(element.value, { pkg, file });
    if (value === UNKNOWN) {
      throw new FactsError(
        file.rel,
        element.line,
        `cannot evaluate driver.Config ${element.key}: ${element.value.text}`,
      );
    }
    values[element.key] = value;
  }
  return values;
}

const isConfigLiteral = (node) =>
  node?.type === 'composite_literal' &&
  /(^|\.)Config$/.test(node.childForFieldName('type')?.text ?? '');

/** Finds where a registered driver gets its Config: { literal, file, source }. */
function findConfig(pkg, typeName, registered, regFile) {
  const method = pkg.methods.get(`${typeName}.Config`);
  if (!method)
    throw new FactsError(regFile.rel, lineOf(registered), `${typeName} has no Config() method`);
  const receiver = findAll(method.node.childForFieldName('receiver'), 'identifier')[0]?.text;
  const fromVar = (name) => {
    const variable = pkg.vars.get(name);
    const value = unwrap(variable?.value);
    return isConfigLiteral(value) ? { literal: value, file: variable.file } : null;
  };
  for (const ret of findAll(method.node.childForFieldName('body'), 'return_statement')) {
    const expr = returnedValue(ret);
    if (!expr) continue;
    if (expr.type === 'identifier') {
      const found = fromVar(expr.text);
      if (found) return { ...found, source: `var ${expr.text}` };
    }
    if (
      expr.type === 'selector_expression' &&
      expr.childForFieldName('operand').text === receiver
    ) {
      const field = expr.childForFieldName('field').text;
      const element = literalElements(registered).find((entry) => entry.key === field);
      if (element && isConfigLiteral(element.value)) {
        return { literal: element.value, file: regFile, source: `field ${field}` };
      }
      if (element?.value.type === 'identifier') {
        const found = fromVar(element.value.text);
        if (found) return { ...found, source: `field ${field} = var ${element.value.text}` };
      }
      // Not set in the literal: an assignment `recv.field = var` inside Config().
      for (const assign of findAll(method.node, 'assignment_statement')) {
        const [left, right] = assignment(assign).map((side) => unwrap(side[0]));
        if (left?.text === `${receiver}.${field}` && right?.type === 'identifier') {
          const found = fromVar(right.text);
          if (found) {
            return {
              ...found,
              source: `field ${field} (unset in literal; Config() falls back to var ${right.text})`,
            };
          }
        }
      }
    }
  }
  throw new FactsError(
    method.file.rel,
    lineOf(method.node),
    `cannot find the driver.Config that ${typeName}.Config() returns`,
  );
}

/** The struct type name GetAddition() hands out (`return &d.Addition` → field Addition's type). */
function findAddition(pkg, typeName, regFile, registered) {
  const method = pkg.methods.get(`${typeName}.GetAddition`);
  if (!method)
    throw new FactsError(
      regFile.rel,
      lineOf(registered),
      `${typeName} has no GetAddition() method`,
    );
  const ret = findAll(method.node.childForFieldName('body'), 'return_statement')[0];
  const selector = unaryOperand(returnedValue(ret));
  if (selector?.type !== 'selector_expression') {
    throw new FactsError(
      method.file.rel,
      lineOf(ret),
      `cannot read what ${typeName}.GetAddition() returns`,
    );
  }
  const fieldName = selector.childForFieldName('field').text;
  const struct = pkg.structType(typeName);
  for (const field of structFields(struct.node)) {
    const own = field.names.length
      ? field.names
      : [field.typeText.replace(/^\*/, '').split('.').pop()];
    if (own.includes(fieldName)) return field.typeText.replace(/^\*/, '');
  }
  throw new FactsError(
    struct.file.rel,
    lineOf(struct.node),
    `${typeName} has no field ${fieldName}`,
  );
}

/** Resolves a field's type to a struct in the module: { node, file, pkg } | 'external' | null. */
async function structOf(typeText, pkg, file) {
  if (EXTERNAL_STRUCTS.has(typeText)) return 'external';
  const qualified = /^(\w+)\.(\w+)$/.exec(typeText);
  if (qualified) {
    const target = await pkg.imported(file, qualified[1]);
    return target ? target.structType(qualified[2]) : null;
  }
  return /^\w+$/.test(typeText) ? pkg.structType(typeText) : null;
}

/** Addition items in the order reflection finds them (internal/op/driver.go getAdditionalItems). */
async function additionItems(struct, defaultRoot, embeddedFrom = null) {
  const items = [];
  for (const field of structFields(struct.node)) {
    const nested = await structOf(field.typeText, struct.pkg, struct.file);
    if (nested) {
      if (nested === 'external') continue;
      const from =
        !field.names.length && field.typeText.includes('.') ? field.typeText : embeddedFrom;
      items.push(...(await additionItems(nested, defaultRoot, from)));
      continue;
    }
    if (field.tag === null) continue;
    const pairs = parseTag(field.tag, struct.file.rel, field.line);
    const unknown = pairs.find(([key]) => !KNOWN_OPTION_TAGS.includes(key))?.[0];
    if (unknown !== undefined) {
      throw new FactsError(
        struct.file.rel,
        field.line,
        `unknown struct tag "${unknown}" on ${field.names.join(', ') || field.typeText} (known: ${KNOWN_OPTION_TAGS.join(', ')}; add it to KNOWN_OPTION_TAGS in scripts/facts/drivers.mjs if reflection should ignore it)`,
      );
    }
    // Go's Lookup takes the first of a repeated key.
    const tag = Object.fromEntries([...pairs].reverse());
    if (tag.ignore === 'true' || !('json' in tag)) continue;
    // The other tags (confidential, info) are carried as they are.
    const { json, type, default: value = '', options = '', required, help = '', ...rest } = tag;
    delete rest.ignore;
    for (const goField of field.names.length ? field.names : [field.typeText.split('.').pop()]) {
      const simpleType = /^[\w.]+$/.test(field.typeText) ? field.typeText.split('.').pop() : '';
      const item = {
        // The key the Addition is saved under (the value's options, such as `,string`, are not
        // part of it); AList's reflection (getAdditionalItems) takes the whole value as the name.
        name: tagName(json) || goField,
        type: type || simpleType.toLowerCase(),
        default: value,
        required: required === 'true',
        options,
        help,
      };
      if (item.name === 'root_folder_id' || item.name === 'root_folder_path') {
        if (item.default === '') item.default = defaultRoot;
        item.required = item.default !== '';
      }
      if (item.type === '') item.type = 'string';
      items.push({
        ...item,
        go_field: goField,
        go_type: field.typeText,
        ...(type !== undefined ? { type_tag: type } : {}),
        ...(embeddedFrom ? { embedded_from: embeddedFrom } : {}),
        ...rest,
        raw_tag: field.tag,
      });
    }
  }
  return items;
}

/** Every `op.RegisterDriver(func() driver.Driver { return &T{…} })` of a package. */
function registrations(pkg) {
  const out = [];
  for (const file of pkg.files) {
    for (const call of findAll(file.root, 'call_expression')) {
      if (!/(^|\.)RegisterDriver$/.test(call.childForFieldName('function').text)) continue;
      const fn = argumentsOf(call)[0];
      const ret = fn && findAll(fn, 'return_statement')[0];
      let value = ret && returnedValue(ret);
      if (value?.type === 'identifier') {
        // d := &T{}; …; return d
        const decl = findAll(fn, 'short_var_declaration').find(
          (node) => assignment(node)[0][0]?.text === value.text,
        );
        value = decl && unwrap(assignment(decl)[1][0]);
      }
      value = unaryOperand(value);
      if (value?.type !== 'composite_literal') {
        throw new FactsError(
          file.rel,
          lineOf(call),
          'RegisterDriver: cannot read the driver the constructor returns',
        );
      }
      out.push({ file, call, literal: value, typeName: value.childForFieldName('type').text });
    }
  }
  return out;
}

/**
 * Reads drivers/: returns { drivers, dirs: { notRegistered, withoutMeta, twoDrivers } }.
 * `mainItems(config)` gives the common items of one driver (from storage-common).
 */
export async function extractDrivers(tree, mainItems) {
  const { fields: configFields, mustProxyExpr } = await configStruct(tree);
  const allGo = tree.exists('drivers/all.go') ? await tree.file('drivers/all.go') : null;
  const imported = new Set(
    (allGo?.importPaths ?? [])
      .map((importPath) => tree.dirOfImport(importPath))
      .filter((dir) => dir?.startsWith('drivers/'))
      .map((dir) => dir.slice('drivers/'.length)),
  );
  const drivers = [];
  const dirs = { notRegistered: [], withoutMeta: [], twoDrivers: [] };
  for (const dir of tree.list('drivers')) {
    if (!tree.isDir(`drivers/${dir}`)) continue;
    if (!tree.exists(`drivers/${dir}/meta.go`)) {
      dirs.withoutMeta.push(dir);
      continue;
    }
    await tree.file(`drivers/${dir}/meta.go`); // a parse error names meta.go first
    const pkg = await tree.pkg(`drivers/${dir}`);
    const found = registrations(pkg);
    if (!imported.has(dir)) dirs.notRegistered.push(dir);
    if (found.length > 1) dirs.twoDrivers.push(dir);
    for (const reg of found) {
      const { literal, file, source } = findConfig(pkg, reg.typeName, reg.literal, reg.file);
      const values = await configValues(literal, file, pkg, configFields);
      const { name, ...config } = Object.fromEntries(
        configFields.map(({ go_field: field }) => [
          field === 'Name' ? 'name' : lowerFirst(field),
          values[field],
        ]),
      );
      const additionType = findAddition(pkg, reg.typeName, reg.file, reg.literal);
      const additionStruct = pkg.structType(additionType);
      if (!additionStruct) {
        throw new FactsError(
          reg.file.rel,
          lineOf(reg.call),
          `cannot find the struct ${additionType}`,
        );
      }
      const options = await additionItems(additionStruct, values.DefaultRoot);
      drivers.push({
        dir,
        name,
        registered_in_drivers_all_go: imported.has(dir),
        ...config,
        mustProxy: mustProxyExpr ? configCondition(mustProxyExpr, values) : false,
        source_file: reg.file.rel,
        config_source: source,
        driver_struct: reg.typeName,
        addition_struct: additionType,
        options,
        common_options: mainItems(values),
      });
    }
  }
  return { drivers, dirs };
}
