/**
 * cli.json: the cobra commands of cmd/*.go (a linux build: files for other systems are skipped)
 * with their flags, and which command each one is added to.
 */
import {
  FactsError,
  argumentsOf,
  evaluate,
  findAll,
  lineOf,
  literalElements,
  stringValue,
  unaryOperand,
  unwrap,
  UNKNOWN,
} from './goAst.mjs';

/** cobra/pflag flag definers: argument layout and value type. */
const FLAG_KINDS = {
  String: 'string',
  Bool: 'bool',
  Int: 'int',
  Int64: 'int64',
  Uint: 'uint',
  Float64: 'float64',
  Duration: 'duration',
  StringSlice: 'stringSlice',
  StringArray: 'stringArray',
};

function parseFlagCall(method, args) {
  const match = /^(\w+?)(Var)?(P)?$/.exec(method);
  if (!match || !(match[1] in FLAG_KINDS)) return null;
  const [, kind, isVar, hasShort] = match;
  const rest = [...args];
  const target = isVar ? rest.shift() : null;
  const [name, shorthand] = hasShort ? [rest.shift(), rest.shift()] : [rest.shift(), null];
  const [value, usage] = rest;
  return { type: FLAG_KINDS[kind], target, name, shorthand, value, usage };
}

/** Reads the cmd package: { commands, rootVar, flagDefaults: Map(target text → default) }. */
export async function extractCli(tree) {
  const pkg = await tree.pkg('cmd');
  if (!pkg.files.length) throw new FactsError('cmd', 0, 'no Go files in cmd/');
  const commands = new Map();
  for (const [name, variable] of pkg.vars) {
    const value = unaryOperand(unwrap(variable.value));
    if (
      value?.type !== 'composite_literal' ||
      value.childForFieldName('type')?.text !== 'cobra.Command'
    )
      continue;
    const command = {
      go_var: name,
      file: variable.file.rel,
      line: lineOf(variable.node),
      parent: null,
      flags: [],
    };
    for (const element of literalElements(value)) {
      if (['Use', 'Short', 'Long'].includes(element.key))
        command[element.key.toLowerCase()] = stringValue(element.value) ?? element.value.text;
      if (element.key === 'Aliases') {
        command.aliases = literalElements(element.value).map((alias) => stringValue(alias.value));
      }
    }
    commands.set(name, command);
  }
  const flagDefaults = new Map();
  for (const file of pkg.files) {
    for (const call of findAll(file.root, 'call_expression')) {
      const fn = call.childForFieldName('function');
      if (fn.type !== 'selector_expression') continue;
      const method = fn.childForFieldName('field').text;
      const operand = unwrap(fn.childForFieldName('operand'));
      const args = argumentsOf(call);
      if (method === 'AddCommand' && commands.has(operand.text)) {
        for (const arg of args) {
          const child = commands.get(unwrap(arg).text);
          if (!child)
            throw new FactsError(file.rel, lineOf(call), `AddCommand: unknown command ${arg.text}`);
          child.parent = operand.text;
        }
        continue;
      }
      // X.PersistentFlags().BoolVar(…) / X.Flags().StringP(…)
      if (operand.type !== 'call_expression') continue;
      const inner = operand.childForFieldName('function');
      if (inner.type !== 'selector_expression') continue;
      const set = inner.childForFieldName('field').text;
      const owner = inner.childForFieldName('operand').text;
      if (!['PersistentFlags', 'Flags'].includes(set) || !commands.has(owner)) continue;
      const parsed = parseFlagCall(method, args);
      if (!parsed) throw new FactsError(file.rel, lineOf(call), `unknown flag definer ${method}`);
      const value = await evaluate(parsed.value, { pkg, file });
      const flag = {
        name: `--${stringValue(parsed.name)}`,
        ...(parsed.shorthand ? { shorthand: `-${stringValue(parsed.shorthand)}` } : {}),
        type: parsed.type,
        default: value === UNKNOWN ? parsed.value.text : value,
        usage: stringValue(parsed.usage) ?? parsed.usage.text,
        persistent: set === 'PersistentFlags',
        ...(parsed.target ? { target: parsed.target.text } : {}),
      };
      commands.get(owner).flags.push(flag);
      if (parsed.target) flagDefaults.set(parsed.target.text.replace(/^&/, ''), flag.default);
    }
  }
  const roots = [...commands.values()].filter((command) => command.parent === null);
  const root = roots.find((command) => /^Root/.test(command.go_var)) ?? roots[0];
  const pathOf = (command) =>
    command.parent ? `${pathOf(commands.get(command.parent))} ${command.use}` : command.use;
  const list = [root, ...[...commands.values()].filter((command) => command.parent !== null)].map(
    (command) => ({
      command: pathOf(command),
      use: command.use,
      go_var: command.go_var,
      file: command.file,
      parent: command.parent,
      short: command.short,
      ...(command.long !== undefined ? { long: command.long } : {}),
      ...(command.aliases ? { aliases: command.aliases } : {}),
      ...(command.flags.length ? { flags: command.flags } : {}),
    }),
  );
  return {
    commands: list,
    root: root.use,
    globalFlags: root.flags.filter((flag) => flag.persistent),
    flagDefaults,
  };
}
