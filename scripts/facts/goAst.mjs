/**
 * Reading Go source for the facts extractor (scripts/facts/cli.mjs).
 *
 * Parser: web-tree-sitter with the tree-sitter-go grammar. Both are plain npm packages whose
 * parsers ship as WebAssembly (`tree-sitter.wasm`, `tree-sitter-go.wasm`), so the extractor
 * runs offline on any machine with Node and needs neither a Go toolchain nor a native build.
 * (@ast-grep/lang-go was the other candidate; it wants tree-sitter-cli as a peer, whose install
 * script downloads a binary, and builds its parser after install.) tree-sitter keeps going after
 * a syntax error; we do not: any ERROR or MISSING node stops the run with the file and line.
 *
 * The helpers here are small on purpose: a package index (types, vars, consts, funcs, methods),
 * struct fields with their tags, Go literal decoding and a constant evaluator for the handful
 * of expressions AList writes its defaults with.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Language, Parser } from 'web-tree-sitter';

const require = createRequire(import.meta.url);

/** An error in the Go tree: always names the file (relative to the checkout) and the line. */
export class FactsError extends Error {
  constructor(file, line, message) {
    super(`${file}${line ? `:${line}` : ''}: ${message}`);
    this.name = 'FactsError';
  }
}

let parserPromise = null;
async function goParser() {
  parserPromise ??= (async () => {
    await Parser.init();
    // Bytes rather than a path: Language.load(path) imports fs dynamically, which jest's
    // CommonJS runtime does not allow.
    const go = await Language.load(
      readFileSync(require.resolve('tree-sitter-go/tree-sitter-go.wasm')),
    );
    const parser = new Parser();
    parser.setLanguage(go);
    return parser;
  })();
  return parserPromise;
}

/** 1-based line of a node. */
export const lineOf = (node) => node.startPosition.row + 1;

/** The first node of a syntax error, depth first. */
function firstError(node) {
  if (node.type === 'ERROR' || node.isMissing) return node;
  if (!node.hasError) return null;
  for (const child of node.children) {
    const found = firstError(child);
    if (found) return found;
  }
  return node;
}

/** Named children without comments. */
export const kids = (node) => (node ? node.namedChildren.filter((n) => n.type !== 'comment') : []);

/** Statements of a block (tree-sitter-go wraps them in a statement_list). */
export function statements(block) {
  if (!block) return [];
  const list = kids(block).find((n) => n.type === 'statement_list');
  return list ? kids(list) : kids(block);
}

/**
 * The names a declaration with a `name` field lists (var_spec, const_spec, field_declaration,
 * parameter_declaration). tree-sitter gives the commas of `A, B = 1, 2` or `X, Y int` that field
 * too, so its children alone would add a "," and shift every name after the first.
 */
export const declaredNames = (node) =>
  node.childrenForFieldName('name').filter((child) => child.isNamed);

/** The two sides of an assignment or short var declaration: [left nodes, right nodes]. */
export const assignment = (stmt) =>
  ['left', 'right'].map((side) => kids(stmt.childForFieldName(side)));

/** The arguments a call passes. */
export const argumentsOf = (call) => kids(call.childForFieldName('arguments'));

/** The values `append(list, a, b)` appends, or null for another expression. */
export const appended = (node) =>
  node.type === 'call_expression' && node.childForFieldName('function').text === 'append'
    ? argumentsOf(node).slice(1)
    : null;

/** The statements of an if statement's `else` (an `else if` is one statement), or null. */
export function elseStatements(ifStatement) {
  const alternative = ifStatement.childForFieldName('alternative');
  if (!alternative) return null;
  return alternative.type === 'if_statement' ? [alternative] : statements(alternative);
}

/** Every descendant (the node included) of one of the given types, in source order. */
export function findAll(node, types) {
  const wanted = new Set([types].flat());
  const out = [];
  const walk = (n) => {
    if (wanted.has(n.type)) out.push(n);
    for (const child of n.namedChildren) walk(child);
  };
  walk(node);
  return out;
}

// ---------------------------------------------------------------------------------------------
// Literals

const SIMPLE_ESCAPES = { a: '\x07', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v' };

/** The value of a Go string literal node (interpreted or raw), or undefined for other nodes. */
export function stringValue(node) {
  if (!node) return undefined;
  if (node.type === 'raw_string_literal') return node.text.slice(1, -1).replace(/\r/g, '');
  if (node.type !== 'interpreted_string_literal') return undefined;
  const body = node.text.slice(1, -1);
  let out = '';
  for (let i = 0; i < body.length; i += 1) {
    const ch = body[i];
    if (ch !== '\\') {
      out += ch;
      continue;
    }
    const next = body[(i += 1)];
    if (next in SIMPLE_ESCAPES) out += SIMPLE_ESCAPES[next];
    else if (next === 'x') {
      out += String.fromCharCode(parseInt(body.slice(i + 1, i + 3), 16));
      i += 2;
    } else if (next === 'u' || next === 'U') {
      const size = next === 'u' ? 4 : 8;
      out += String.fromCodePoint(parseInt(body.slice(i + 1, i + 1 + size), 16));
      i += size;
    } else if (/[0-7]/.test(next)) {
      out += String.fromCharCode(parseInt(body.slice(i, i + 3), 8));
      i += 2;
    } else out += next;
  }
  return out;
}

/**
 * A struct tag parsed the way Go's reflect.StructTag.Lookup reads it: space-separated
 * key:"value" pairs. Returns [key, value] pairs in order; throws on a malformed tag.
 */
export function parseTag(raw, file, line) {
  const pairs = [];
  let rest = raw;
  for (;;) {
    rest = rest.replace(/^ +/, '');
    if (rest === '') return pairs;
    const match = /^([^\s:"]+):"((?:[^"\\]|\\.)*)"/.exec(rest);
    if (!match) throw new FactsError(file, line, `cannot read the struct tag \`${raw}\``);
    const value = stringValue({ type: 'interpreted_string_literal', text: `"${match[2]}"` });
    pairs.push([match[1], value]);
    rest = rest.slice(match[0].length);
  }
}

/**
 * The name a `json` or `env` tag value gives, without its options: encoding/json (and
 * caarlos0/env) read `json:"limit_rate,string"` or `json:"sort,omitempty"` as the key
 * `limit_rate` / `sort`, and everything after the first comma as options. `-` stays `-`, and an
 * empty name (`json:",omitempty"`) stays empty: the caller falls back to the Go field's name.
 * undefined and null pass through.
 */
export const tagName = (value) => (typeof value === 'string' ? value.split(',')[0] : value);

// ---------------------------------------------------------------------------------------------
// Build constraints: the facts follow a linux/amd64 build.

const BUILD_TAGS = new Set(['linux', 'amd64', 'unix', 'gc', 'cgo']);
const OTHER_OS =
  /_(windows|darwin|freebsd|openbsd|netbsd|plan9|js|wasip1|android|ios|solaris)(_\w+)?\.go$/;

function buildConstraintHolds(expr) {
  const tokens = expr.match(/\(|\)|!|&&|\|\||[\w.]+/g) ?? [];
  let pos = 0;
  const primary = () => {
    const token = tokens[pos++];
    if (token === '!') return !primary();
    if (token === '(') {
      const value = or();
      pos += 1;
      return value;
    }
    return BUILD_TAGS.has(token);
  };
  const and = () => {
    let value = primary();
    while (tokens[pos] === '&&') {
      pos += 1;
      value = primary() && value;
    }
    return value;
  };
  const or = () => {
    let value = and();
    while (tokens[pos] === '||') {
      pos += 1;
      value = and() || value;
    }
    return value;
  };
  return or();
}

/** Whether a Go file takes part in a linux/amd64 build (tests excluded). */
export function inBuild(name, source) {
  if (!name.endsWith('.go') || name.endsWith('_test.go') || OTHER_OS.test(name)) return false;
  const constraint = /^\/\/go:build (.+)$/m.exec(source.slice(0, 2000));
  return constraint ? buildConstraintHolds(constraint[1]) : true;
}

// ---------------------------------------------------------------------------------------------
// Files and packages

/**
 * The type a method_declaration's receiver names, without pointer or type arguments: `Set` for
 * `func (s *Set[T]) Add`, `Storage` for `func (Storage) Name`.
 */
export const receiverType = (decl) =>
  findAll(decl.childForFieldName('receiver'), ['type_identifier'])[0]?.text;

export class GoFile {
  constructor(rel, tree) {
    this.rel = rel;
    this.root = tree.rootNode;
    this.imports = new Map();
    this.importPaths = [];
    for (const spec of findAll(this.root, 'import_spec')) {
      const importPath = stringValue(spec.childForFieldName('path'));
      const alias = spec.childForFieldName('name')?.text;
      this.importPaths.push(importPath);
      this.imports.set(alias ?? importPath.split('/').pop(), importPath);
    }
    this.packageName = kids(kids(this.root).find((n) => n.type === 'package_clause'))[0]?.text;
  }
}

export class GoPackage {
  constructor(tree, dir, files) {
    this.tree = tree;
    this.dir = dir;
    this.files = files;
    this.name = files[0]?.packageName;
    this.types = new Map();
    this.vars = new Map();
    this.consts = new Map();
    this.funcs = new Map();
    this.methods = new Map();
    for (const file of files) this.index(file);
  }

  index(file) {
    for (const decl of kids(file.root)) {
      if (decl.type === 'type_declaration') {
        for (const spec of kids(decl).filter((n) => n.type === 'type_spec')) {
          this.types.set(spec.childForFieldName('name').text, { node: spec, file, pkg: this });
        }
      } else if (decl.type === 'var_declaration' || decl.type === 'const_declaration') {
        const isConst = decl.type === 'const_declaration';
        // Consts have iota and implicit repetition: a spec without a value repeats the previous.
        let previous = [];
        findAll(decl, isConst ? 'const_spec' : 'var_spec').forEach((spec, iota) => {
          const values = kids(spec.childForFieldName('value'));
          const exprs = isConst && !values.length ? previous : values;
          for (const [i, name] of declaredNames(spec).entries()) {
            const entry = { node: spec, value: exprs[i], file, pkg: this };
            if (isConst) this.consts.set(name.text, { ...entry, iota });
            else this.vars.set(name.text, entry);
          }
          previous = exprs;
        });
      } else if (decl.type === 'function_declaration') {
        this.funcs.set(decl.childForFieldName('name').text, { node: decl, file, pkg: this });
      } else if (decl.type === 'method_declaration') {
        const name = decl.childForFieldName('name').text;
        this.methods.set(`${receiverType(decl)}.${name}`, { node: decl, file, pkg: this });
      }
    }
  }

  /** The package a qualifier (an import name in `file`) stands for, when it is in this module. */
  async imported(file, qualifier) {
    const importPath = file.imports.get(qualifier);
    if (!importPath) return null;
    const dir = this.tree.dirOfImport(importPath);
    return dir === null ? null : this.tree.pkg(dir);
  }

  /** The struct_type node of a type named here, following `type A B` aliases inside the package. */
  structType(name) {
    const entry = this.types.get(name);
    if (!entry) return null;
    const type = entry.node.childForFieldName('type');
    if (type.type === 'struct_type') return { node: type, file: entry.file, pkg: this };
    if (type.type === 'type_identifier') return this.structType(type.text);
    return null;
  }
}

/**
 * Fields of a struct_type node: { names: [] (empty when embedded), typeText, tag (raw text
 * between the backquotes, or null), line, comment }.
 */
export function structFields(structNode) {
  const list = kids(structNode).find((n) => n.type === 'field_declaration_list');
  const out = [];
  for (const decl of kids(list).filter((n) => n.type === 'field_declaration')) {
    const names = declaredNames(decl).map((n) => n.text);
    const tag = stringValue(decl.childForFieldName('tag')) ?? null;
    // A trailing comment on the same line.
    const next = decl.nextSibling;
    const comment =
      next?.type === 'comment' && next.startPosition.row === decl.endPosition.row
        ? next.text.replace(/^\/\/\s*/, '').trim()
        : null;
    const typeText = decl.childForFieldName('type').text;
    out.push({ names, typeText, tag, line: lineOf(decl), comment });
  }
  return out;
}

/** The Go checkout: parses files on demand and caches them. */
export class GoTree {
  constructor(root) {
    this.root = path.resolve(root);
    this.packages = new Map();
    this.parsed = new Map();
    const goMod = path.join(this.root, 'go.mod');
    this.module = existsSync(goMod)
      ? (/^module\s+(\S+)/m.exec(readFileSync(goMod, 'utf8'))?.[1] ?? null)
      : null;
  }

  exists(rel) {
    return existsSync(path.join(this.root, rel));
  }

  isDir(rel) {
    return this.exists(rel) && statSync(path.join(this.root, rel)).isDirectory();
  }

  list(rel) {
    return readdirSync(path.join(this.root, rel)).sort();
  }

  read(rel) {
    return readFileSync(path.join(this.root, rel), 'utf8');
  }

  /** Directory (relative) of an import path in this module, or null for other modules. */
  dirOfImport(importPath) {
    if (!this.module) return null;
    if (importPath === this.module) return '';
    return importPath.startsWith(`${this.module}/`)
      ? importPath.slice(this.module.length + 1)
      : null;
  }

  async file(rel) {
    if (!this.parsed.has(rel)) {
      const parser = await goParser();
      const source = this.read(rel);
      // The grammar wants a final newline (a file without one gets a MISSING terminator).
      const tree = parser.parse(source.endsWith('\n') ? source : `${source}\n`);
      const bad = firstError(tree.rootNode);
      if (bad) {
        const near = bad.text.split('\n')[0].slice(0, 40);
        throw new FactsError(
          rel,
          lineOf(bad),
          `cannot parse Go source (syntax error near "${near}")`,
        );
      }
      this.parsed.set(rel, new GoFile(rel, tree));
    }
    return this.parsed.get(rel);
  }

  /** The package in a directory (relative), build-constrained files only. */
  async pkg(dir) {
    if (!this.packages.has(dir)) {
      const names = this.isDir(dir) ? this.list(dir) : [];
      const files = [];
      for (const name of names) {
        const rel = dir ? `${dir}/${name}` : name;
        if (!name.endsWith('.go') || !inBuild(name, this.read(rel))) continue;
        files.push(await this.file(rel));
      }
      this.packages.set(dir, new GoPackage(this, dir, files));
    }
    return this.packages.get(dir);
  }
}

// ---------------------------------------------------------------------------------------------
// Expressions

/** The node inside a literal_element wrapper (composite literal keys and values). */
export const unwrap = (node) =>
  ['literal_element', 'parenthesized_expression', 'variadic_argument'].includes(node?.type)
    ? unwrap(kids(node)[0])
    : node;

/** The first value a return statement gives (`return &d.Addition` → `&d.Addition`). */
export const returnedValue = (ret) => unwrap(kids(kids(ret)[0])[0]);

/** The operand of a unary expression (`&T{…}` → `T{…}`), or the node itself. */
export const unaryOperand = (node) =>
  node?.type === 'unary_expression' ? unwrap(node.childForFieldName('operand')) : node;

/**
 * Keyed elements of a composite literal as [{ key, value (node), line }] in source order;
 * positional elements get key null.
 */
export function literalElements(composite) {
  const body = composite.type === 'literal_value' ? composite : composite.childForFieldName('body');
  return kids(body).map((element) => {
    const [key, value] = element.type === 'keyed_element' ? kids(element) : [null, element];
    return { key: key && unwrap(key).text, value: unwrap(value), line: lineOf(element) };
  });
}

export const UNKNOWN = Symbol('unknown');

/**
 * Evaluates a constant-like Go expression: string, number and bool literals, iota, `+`, unary
 * minus and `!`, identifiers and pkg.Name selectors that lead to consts or vars with literal
 * values, []string{…} literals, and the calls given in `calls` (name → fn(args, ctx)).
 * Returns UNKNOWN when the value depends on anything else.
 * ctx: { pkg, file, locals: Map, calls, resolve(pkg, name) → value|undefined, iota,
 * constsOnly (package vars count as unknown: a var can be set at build time) }.
 */
export async function evaluate(node, ctx) {
  node = unwrap(node);
  if (!node) return UNKNOWN;
  switch (node.type) {
    case 'interpreted_string_literal':
    case 'raw_string_literal':
      return stringValue(node);
    case 'int_literal':
    case 'float_literal':
      return Number(node.text.replace(/_/g, ''));
    case 'true':
      return true;
    case 'false':
      return false;
    case 'nil':
      return null;
    case 'iota':
      return ctx.iota ?? UNKNOWN;
    case 'unary_expression': {
      const value = await evaluate(node.childForFieldName('operand'), ctx);
      if (value === UNKNOWN) return UNKNOWN;
      const op = node.child(0).type;
      if (op === '-' && typeof value === 'number') return -value;
      if (op === '!' && typeof value === 'boolean') return !value;
      return UNKNOWN;
    }
    case 'binary_expression': {
      const op = node.child(1).type;
      const left = await evaluate(node.childForFieldName('left'), ctx);
      const right = await evaluate(node.childForFieldName('right'), ctx);
      if (left === UNKNOWN || right === UNKNOWN) return UNKNOWN;
      if (op === '+') return left + right;
      if (op === '-') return left - right;
      if (op === '*') return left * right;
      if (op === '<<') return left * 2 ** right;
      return UNKNOWN;
    }
    case 'identifier': {
      if (ctx.locals?.has(node.text)) return ctx.locals.get(node.text);
      return resolveName(ctx.pkg, node.text, ctx);
    }
    case 'selector_expression': {
      const operand = node.childForFieldName('operand');
      if (operand.type !== 'identifier') return UNKNOWN;
      const target = await ctx.pkg.imported(ctx.file, operand.text);
      if (!target) return UNKNOWN;
      return resolveName(target, node.childForFieldName('field').text, ctx);
    }
    case 'composite_literal': {
      const type = node.childForFieldName('type');
      if (type?.type !== 'slice_type') return UNKNOWN;
      const values = [];
      for (const element of literalElements(node)) {
        const value = await evaluate(element.value, ctx);
        if (value === UNKNOWN) return UNKNOWN;
        values.push(value);
      }
      return values;
    }
    case 'call_expression': {
      const fn = node.childForFieldName('function').text;
      const handler = ctx.calls?.[fn];
      if (!handler) return UNKNOWN;
      const args = [];
      for (const arg of argumentsOf(node)) {
        const value = await evaluate(arg, ctx);
        if (value === UNKNOWN) return UNKNOWN;
        args.push(value);
      }
      return handler(args);
    }
    default:
      return UNKNOWN;
  }
}

async function resolveName(pkg, name, ctx) {
  const hook = ctx.resolve?.(pkg, name);
  if (hook !== undefined) return hook;
  // A var has no iota; one without a value (`var x T`) evaluates as UNKNOWN.
  const entry = pkg.consts.get(name) ?? (ctx.constsOnly ? null : pkg.vars.get(name));
  if (!entry) return UNKNOWN;
  return evaluate(entry.value, { ...ctx, pkg, file: entry.file, locals: null, iota: entry.iota });
}
