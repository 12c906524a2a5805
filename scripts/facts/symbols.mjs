/**
 * symbols.json: every non-test .go file of the checkout with the names it declares at the top
 * level (functions, methods, types, and package vars and consts), so a citation such as
 * `server/handles/auth.go LoginHash` or `cmd/server.go ServerCmd` can be checked without the Go
 * source (tests/content/claims.test.ts). Vars and consts are in because citations name them
 * (a cobra command, a driver's `config`); they add about a tenth to the file.
 *
 * Shape: { "<file relative to the checkout>": ["Name", "Type.Method", …] }, files in path order,
 * names sorted (code-unit order), one file a line. A method is recorded as `Type.Method`
 * whatever its receiver (`func (d *Local) Init`, `func (Local) Config`, `func (s *Set[T]) Add`
 * → `Local.Init`, `Local.Config`, `Set.Add`); type aliases count as types; `init` is listed once
 * however many a file has; blank names (`_`) are not listed. Every file is listed, build
 * constraints aside (a claim may cite cmd/stop_windows.go), and a file that declares none of
 * these has an empty list, so the file itself can still be cited.
 */
import { declaredNames, findAll, kids, receiverType } from './goAst.mjs';

/** Folders the go tool skips, and ours: hidden ones, `_…`, testdata, vendor, node_modules. */
const SKIPPED_DIR = /^(?:[._].*|testdata|vendor|node_modules)$/;

/** Relative paths of the non-test .go files under the checkout, sorted. */
export function goFiles(tree, dir = '') {
  const out = [];
  for (const name of tree.list(dir)) {
    const rel = dir ? `${dir}/${name}` : name;
    if (tree.isDir(rel)) {
      if (!SKIPPED_DIR.test(name)) out.push(...goFiles(tree, rel));
    } else if (name.endsWith('.go') && !name.endsWith('_test.go')) out.push(rel);
  }
  return dir ? out : out.sort();
}

/** The sorted top-level names (functions, `Type.Method`, types, vars, consts) of a GoFile. */
export function fileSymbols(file) {
  const names = new Set();
  for (const decl of kids(file.root)) {
    if (decl.type === 'function_declaration') {
      names.add(decl.childForFieldName('name').text);
    } else if (decl.type === 'method_declaration') {
      names.add(`${receiverType(decl)}.${decl.childForFieldName('name').text}`);
    } else if (decl.type === 'type_declaration') {
      for (const spec of kids(decl)) {
        if (spec.type === 'type_spec' || spec.type === 'type_alias')
          names.add(spec.childForFieldName('name').text);
      }
    } else if (decl.type === 'var_declaration' || decl.type === 'const_declaration') {
      for (const spec of findAll(decl, ['var_spec', 'const_spec']))
        for (const name of declaredNames(spec)) names.add(name.text);
    }
  }
  names.delete('_');
  return [...names].sort();
}

/** The index of a GoTree: { file: names } in path order. */
export async function extractSymbols(tree) {
  const index = {};
  for (const rel of goFiles(tree)) index[rel] = fileSymbols(await tree.file(rel));
  return index;
}

/** symbols.json as written: one file a line, so a change shows as the lines of its files. */
export function symbolsJson(index) {
  const lines = Object.keys(index)
    .sort()
    .map((file) => `  ${JSON.stringify(file)}: ${JSON.stringify([...index[file]].sort())}`);
  return lines.length ? `{\n${lines.join(',\n')}\n}\n` : '{}\n';
}

/**
 * Differences between two indexes, one per file: [{ where, was, now }] where `was`/`now` say
 * what the file lost and gained (or that the file came or went).
 */
export function diffSymbols(before, after) {
  const out = [];
  const a = before ?? {};
  const b = after ?? {};
  for (const file of [...new Set([...Object.keys(a), ...Object.keys(b)])].sort()) {
    if (!(file in b)) out.push({ where: file, was: 'present', now: '(absent)' });
    else if (!(file in a)) out.push({ where: file, was: '(absent)', now: 'present' });
    else {
      const gone = a[file].filter((name) => !b[file].includes(name));
      const added = b[file].filter((name) => !a[file].includes(name));
      if (gone.length || added.length)
        out.push({ where: file, was: gone.join(', ') || '-', now: added.join(', ') || '-' });
    }
  }
  return out;
}
