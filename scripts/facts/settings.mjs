/**
 * settings.json: the initial setting items (InitialSettings() in
 * internal/bootstrap/data/setting.go), the items the offline-download tools add (their Items()
 * methods) and the --dev only items, with group and flag names from internal/model/setting.go.
 */
import {
  FactsError,
  appended,
  assignment,
  evaluate,
  findAll,
  literalElements,
  returnedValue,
  statements,
  unwrap,
  UNKNOWN,
} from './goAst.mjs';

const SETTINGS_FILE = 'internal/bootstrap/data/setting.go';

/** const blocks of internal/model/setting.go: Map(name → { value, block }) */
async function modelConsts(tree) {
  const pkg = await tree.pkg('internal/model');
  const names = new Map();
  for (const [name, entry] of pkg.consts) {
    if (!entry.file.rel.endsWith('/setting.go')) continue;
    const value = await evaluate(entry.value, { pkg, file: entry.file, iota: entry.iota });
    if (typeof value === 'number') names.set(name, { value, block: entry.node.parent.startIndex });
  }
  return names;
}

/** Items of a []model.SettingItem literal. */
async function readItems(literal, file, pkg, consts, extra) {
  const items = [];
  for (const element of literalElements(literal)) {
    const fields = new Map(literalElements(element.value).map((entry) => [entry.key, entry.value]));
    // A missing field is empty; one that cannot be evaluated is null (Value: see value_expr).
    const read = async (key) =>
      fields.has(key) ? evaluate(fields.get(key), { pkg, file, constsOnly: true }) : '';
    const text = async (key) => {
      const value = await read(key);
      return value === UNKNOWN ? null : value;
    };
    const keyNode = fields.get('Key');
    const key = await text('Key');
    if (typeof key !== 'string') {
      throw new FactsError(
        file.rel,
        element.line,
        `cannot evaluate the setting key ${keyNode?.text}`,
      );
    }
    const value = await read('Value');
    const named = (field) => {
      const node = fields.get(field);
      if (!node) return { number: 0, name: null };
      const name = unwrap(node).text.split('.').pop();
      const known = consts.get(name);
      if (!known) throw new FactsError(file.rel, element.line, `unknown ${field} ${node.text}`);
      return { number: known.value, name };
    };
    const group = named('Group');
    const flag = named('Flag');
    const item = {
      key,
      default_value: value === UNKNOWN ? null : value,
      type: await text('Type'),
      options: await text('Options'),
      group: group.number,
      group_name: group.name,
      flag: flag.number,
      flag_name: flag.name,
      help: await text('Help'),
    };
    if (keyNode && unwrap(keyNode).type !== 'interpreted_string_literal')
      item.key_const = keyNode.text;
    if (value === UNKNOWN) item.value_expr = fields.get('Value').text.replace(/\s+/g, ' ');
    if (fields.has('PreDefault')) item.pre_default = await text('PreDefault');
    items.push({ ...item, ...extra, source: file.rel });
  }
  return items;
}

/** The []model.SettingItem literals that `Items()` methods under a folder return. */
async function toolItems(tree, dir, consts) {
  const out = [];
  for (const name of tree.list(dir)) {
    const sub = `${dir}/${name}`;
    if (!tree.isDir(sub)) continue;
    const pkg = await tree.pkg(sub);
    for (const [methodName, method] of pkg.methods) {
      if (!methodName.endsWith('.Items')) continue;
      const value = returnedValue(findAll(method.node, 'return_statement')[0]);
      if (value?.type !== 'composite_literal') continue;
      out.push(...(await readItems(value, method.file, pkg, consts, {})));
    }
  }
  return out;
}

export async function extractSettings(tree) {
  if (!tree.exists(SETTINGS_FILE))
    throw new FactsError(SETTINGS_FILE, 0, 'missing (is this an AList checkout?)');
  const file = await tree.file(SETTINGS_FILE);
  const pkg = await tree.pkg('internal/bootstrap/data');
  const fn = pkg.funcs.get('InitialSettings');
  if (!fn) throw new FactsError(SETTINGS_FILE, 0, 'no func InitialSettings');
  const consts = await modelConsts(tree);
  const items = [];

  const fromExpr = async (node, extra) => {
    node = unwrap(node);
    if (node.type === 'composite_literal') return readItems(node, file, pkg, consts, extra);
    if (node.type === 'call_expression') {
      // tool.Tools.Items(): the items of every tool under the tool package's parent folder.
      const operand = node.childForFieldName('function').text.split('.')[0];
      const importPath = file.imports.get(operand);
      const dir = importPath && tree.dirOfImport(importPath);
      if (dir) return toolItems(tree, dir.split('/').slice(0, -1).join('/'), consts);
    }
    return [];
  };
  const walk = async (stmts, extra) => {
    for (const stmt of stmts) {
      if (stmt.type === 'assignment_statement' || stmt.type === 'short_var_declaration') {
        const right = unwrap(assignment(stmt)[1][0]);
        const values = right.type === 'composite_literal' ? [right] : (appended(right) ?? []);
        for (const value of values) items.push(...(await fromExpr(value, extra)));
      } else if (stmt.type === 'if_statement') {
        const cond = stmt.childForFieldName('condition').text;
        const dev = /^flags\.Dev$/.test(cond);
        await walk(
          statements(stmt.childForFieldName('consequence')),
          dev ? { ...extra, dev_only: true } : extra,
        );
      }
    }
  };
  await walk(statements(fn.node.childForFieldName('body')), {});
  items.forEach((item, index) => {
    item.order_index = index;
  });

  // Group and flag names: the two iota blocks the items use.
  const blockNames = (field) => {
    const used = items.map((item) => item[field]).find(Boolean);
    const block = consts.get(used)?.block;
    return Object.fromEntries(
      [...consts]
        .filter(([, entry]) => entry.block === block)
        .map(([name, entry]) => [String(entry.value), name]),
    );
  };
  const groups = blockNames('group_name');
  const flags = blockNames('flag_name');
  for (const item of items) {
    item.group_name ??= groups[item.group];
    item.flag_name ??= flags[item.flag];
  }
  return {
    groups,
    flags,
    items,
    count_total: items.length,
    count_non_dev: items.filter((item) => !item.dev_only).length,
  };
}
