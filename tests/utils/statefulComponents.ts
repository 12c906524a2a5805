/**
 * Whether a component, followed through the functions and components it uses
 * (in its own file and in the project's files it imports), calls a React hook
 * that keeps state or runs effects. Read from the source with TypeScript's
 * parser, so a shortcode drawn only as the server's HTML cannot hide one in a
 * child component or a custom hook. Type-only imports are left out.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Hooks whose work is lost in HTML that React never hydrates. */
const LIVE_HOOKS = new Set([
  'useState',
  'useReducer',
  'useEffect',
  'useLayoutEffect',
  'useInsertionEffect',
  'useSyncExternalStore',
  'useTransition',
  'useDeferredValue',
  'useImperativeHandle',
]);

/**
 * Components whose state only decides how to match the server's HTML and
 * never changes what the page shows (ServerMarkup keeps the server's inner
 * HTML of a long table instead of hydrating it): no life of their own.
 */
const HYDRATION_PLUMBING = new Set([
  `${path.resolve(__dirname, '../../src/components/ServerMarkup.tsx')}#ServerMarkup`,
]);

interface Imported {
  source: string;
  name: string;
}

interface ParsedModule {
  imports: Map<string, Imported>;
  declarations: Map<string, ts.Node>;
  reexports: Map<string, Imported>;
}

const parsed = new Map<string, ParsedModule>();

function parse(file: string): ParsedModule {
  const known = parsed.get(file);
  if (known) return known;
  const source = ts.createSourceFile(
    file,
    fs.readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const module: ParsedModule = {
    imports: new Map(),
    declarations: new Map(),
    reexports: new Map(),
  };
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (!clause || clause.isTypeOnly) continue;
      const from = (statement.moduleSpecifier as ts.StringLiteral).text;
      if (clause.name) module.imports.set(clause.name.text, { source: from, name: 'default' });
      const bindings = clause.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings))
        module.imports.set(bindings.name.text, { source: from, name: '*' });
      if (bindings && ts.isNamedImports(bindings))
        for (const element of bindings.elements)
          if (!element.isTypeOnly)
            module.imports.set(element.name.text, {
              source: from,
              name: (element.propertyName ?? element.name).text,
            });
    } else if (ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) {
      if (statement.name) module.declarations.set(statement.name.text, statement);
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations)
        if (ts.isIdentifier(declaration.name) && declaration.initializer)
          module.declarations.set(declaration.name.text, declaration.initializer);
    } else if (
      ts.isExportDeclaration(statement) &&
      statement.moduleSpecifier &&
      statement.exportClause &&
      ts.isNamedExports(statement.exportClause)
    ) {
      const from = (statement.moduleSpecifier as ts.StringLiteral).text;
      for (const element of statement.exportClause.elements)
        module.reexports.set(element.name.text, {
          source: from,
          name: (element.propertyName ?? element.name).text,
        });
    }
  }
  parsed.set(file, module);
  return module;
}

/** The project file a relative import names, or null for a package. */
function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = ['.tsx', '.ts', '/index.tsx', '/index.ts'].map((ending) => base + ending);
  return candidates.find((candidate) => fs.existsSync(candidate)) ?? null;
}

/** Every name a node mentions, and whether it calls a live hook of React's namespace (`React.useState`). */
function namesIn(node: ts.Node, module: ParsedModule): { names: Set<string>; liveMember: boolean } {
  const names = new Set<string>();
  let liveMember = false;
  const visit = (child: ts.Node) => {
    if (
      ts.isPropertyAccessExpression(child) &&
      ts.isIdentifier(child.expression) &&
      module.imports.get(child.expression.text)?.source === 'react' &&
      LIVE_HOOKS.has(child.name.text)
    )
      liveMember = true;
    if (ts.isIdentifier(child)) names.add(child.text);
    ts.forEachChild(child, visit);
  };
  visit(node);
  return { names, liveMember };
}

const verdicts = new Map<string, boolean>();

/** True when `name` in `file` keeps state or runs effects, itself or through what it uses. */
export function isLive(file: string, name: string): boolean {
  const key = `${file}#${name}`;
  if (HYDRATION_PLUMBING.has(key)) return false;
  const known = verdicts.get(key);
  if (known !== undefined) return known;
  // A circle adds nothing new: while a name is being read it counts as not live.
  verdicts.set(key, false);
  const verdict = readLive(file, name);
  verdicts.set(key, verdict);
  return verdict;
}

function readLive(file: string, name: string): boolean {
  const module = parse(file);
  const reexport = module.reexports.get(name);
  if (reexport) {
    const target = resolveImport(file, reexport.source);
    return target !== null && isLive(target, reexport.name);
  }
  const declaration = module.declarations.get(name);
  if (!declaration) return false;
  const { names, liveMember } = namesIn(declaration, module);
  if (liveMember) return true;
  for (const used of names) {
    if (used === name) continue;
    const imported = module.imports.get(used);
    if (imported?.source === 'react' && LIVE_HOOKS.has(imported.name)) return true;
    if (module.declarations.has(used) && isLive(file, used)) return true;
    const target = imported && resolveImport(file, imported.source);
    if (target && imported.name !== '*' && isLive(target, imported.name)) return true;
  }
  return false;
}
