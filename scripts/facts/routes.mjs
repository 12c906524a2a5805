/**
 * api-routes.json: every route the server package registers on gin, found by walking the code
 * from each function that takes a *gin.Engine (server.Init, server.InitS3) the way it runs:
 * groups carry their path prefix and middlewares (copied when the group is made, as gin does),
 * helpers that receive a group are followed into their own package (handles.SetupTaskRoute,
 * static.Static), function values passed as parameters are called, and `for … range` over a
 * local []string literal is unrolled. Every branch of an `if` is taken; its condition is noted.
 */
import {
  FactsError,
  argumentsOf,
  assignment,
  declaredNames,
  elseStatements,
  findAll,
  kids,
  lineOf,
  literalElements,
  statements,
  stringValue,
  unwrap,
} from './goAst.mjs';

const METHODS = new Set(['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS', 'Any']);

/** gin's joinPaths: path.Join, keeping a trailing slash of the relative part. */
function joinPaths(base, relative) {
  if (!relative) return base || '/';
  const joined = `${base}/${relative}`.replace(/\/+/g, '/').replace(/\/\.(?=\/|$)/g, '');
  const clean =
    joined.length > 1 && joined.endsWith('/') && !relative.endsWith('/')
      ? joined.slice(0, -1)
      : joined;
  return clean.startsWith('/') ? clean : `/${clean}`;
}

/** The negation of a condition, written plainly when it is one comparison or a `!x`. */
export function negateCondition(cond) {
  if (/^![\w.]+$/.test(cond)) return cond.slice(1);
  if (/^[\w.]+$/.test(cond)) return `!${cond}`;
  const comparison = /^([^=!<>&|]+) (==|!=) ([^=!<>&|]+)$/.exec(cond);
  if (comparison)
    return `${comparison[1]} ${comparison[2] === '==' ? '!=' : '=='} ${comparison[3]}`;
  return `!(${cond})`;
}

/** The auth level a chain of middleware texts gives. */
export function authLevel(middlewares) {
  const has = (re) => middlewares.some((text) => re.test(text));
  if (has(/(^|\.)AuthAdmin$/)) return 'admin';
  if (has(/(^|\.)Authn$/)) return 'authn';
  if (has(/(^|\.)Auth$/)) return 'auth';
  if (has(/(^|\.)WebDAVAuth$/)) return 'webdav';
  if (has(/(^|\.)Down\(/)) return 'sign';
  return 'public';
}

const text = (value) => (value?.kind === 'closure' ? '(inline middleware)' : (value?.text ?? '?'));

const stringOf = (value) => (value?.kind === 'string' ? value.value : null);

/** Values with the items of a variadic list (`handlers...`) spread. */
const spread = (values) =>
  values.flatMap((value) => (value?.kind === 'list' ? value.items : [value]));

/** What a router method registers: [method, path, handlers, router], or null for other methods. */
function routeOf(method, args, router) {
  const pathAt = (i) => joinPaths(router.prefix, stringOf(args[i]) ?? '');
  if (METHODS.has(method)) return [method, pathAt(0), args.slice(1), router];
  if (method === 'Handle')
    return [stringOf(args[0]) ?? args[0]?.text, pathAt(1), args.slice(2), router];
  if (method === 'StaticFS' || method === 'Static')
    return [
      'GET,HEAD',
      joinPaths(pathAt(0), '/*filepath'),
      [{ kind: 'mw', text: `(${method})` }],
      router,
    ];
  if (method === 'StaticFile')
    return ['GET,HEAD', pathAt(0), [{ kind: 'mw', text: '(StaticFile)' }], router];
  // gin runs only the engine's own middlewares (e.Use) before NoRoute handlers.
  if (method === 'NoRoute')
    return ['NoRoute', '(any unmatched path)', args, { middlewares: ['(engine-level only)'] }];
  return null;
}

export async function extractRoutes(tree) {
  const serverPkg = await tree.pkg('server');
  if (!serverPkg.files.length)
    throw new FactsError('server', 0, 'no Go files in server/ (is this an AList checkout?)');
  const routes = [];

  /** A function's parameter names (variadic ones marked). */
  const paramsOf = (fnNode) =>
    kids(fnNode.childForFieldName('parameters')).flatMap((decl) =>
      declaredNames(decl).map((n) => ({
        name: n.text,
        variadic: decl.type === 'variadic_parameter_declaration',
      })),
    );

  /** An environment with the parameters of a function bound to the call's arguments. */
  const bind = (fnNode, args, env) => {
    paramsOf(fnNode).forEach((param, i) =>
      env.set(param.name, param.variadic ? { kind: 'list', items: args.slice(i) } : args[i]),
    );
    return env;
  };

  async function callFunction(fn, args, caller) {
    const key = `${fn.pkg.dir}:${fn.node.childForFieldName('name').text}`;
    if (caller.stack.includes(key)) return null;
    const env = bind(fn.node, args, new Map());
    await run(statements(fn.node.childForFieldName('body')), {
      pkg: fn.pkg,
      file: fn.file,
      env,
      label: `${fn.pkg.name}.${fn.node.childForFieldName('name').text}`,
      conds: caller.conds,
      server: caller.server,
      site: caller.site,
      stack: [...caller.stack, key],
    });
    return null;
  }

  async function callClosure(closure, args, ctx, site) {
    await run(statements(closure.node.childForFieldName('body')), {
      ...closure.ctx,
      env: bind(closure.node, args, new Map(closure.env)),
      conds: ctx.conds,
      site: ctx.site ?? site,
      stack: ctx.stack,
    });
  }

  const isRouter = (value) => value?.kind === 'group' || value?.kind === 'engine';

  function handlerText(value, ctx) {
    const inServer = ctx.pkg.name === 'server';
    if (value?.kind === 'closure') {
      const own = value.ctx;
      return own.pkg.name === 'server' ? '(inline func)' : `(inline func in ${own.label})`;
    }
    if (value?.kind === 'mw' && value.localCall && !inServer) {
      return `(${ctx.pkg.name}.${value.localCall} closure in ${ctx.label})`;
    }
    if (value?.kind === 'mw' && value.ident && !inServer) return `${ctx.pkg.name}.${value.text}`;
    return text(value);
  }

  function addRoute(method, routePath, handlers, router, ctx, node) {
    const list = spread(handlers);
    const handler = list.at(-1);
    const middlewares = [...router.middlewares, ...list.slice(0, -1).map(text)];
    const where = ctx.site ?? { file: ctx.file.rel, line: lineOf(node) };
    routes.push({
      method,
      path: routePath,
      auth_level: authLevel(middlewares),
      handler: handlerText(handler, ctx),
      middlewares,
      server: ctx.server,
      defined_in: `${where.file}:${where.line}`,
      ...(ctx.conds.length ? { condition: [...ctx.conds] } : {}),
    });
  }

  async function evalExpr(node, ctx) {
    node = unwrap(node);
    if (!node) return null;
    switch (node.type) {
      case 'identifier': {
        if (ctx.env.has(node.text)) return ctx.env.get(node.text);
        return { kind: 'mw', text: node.text, ident: true };
      }
      case 'interpreted_string_literal':
      case 'raw_string_literal':
        return { kind: 'string', value: stringValue(node), text: node.text };
      case 'int_literal':
        return { kind: 'number', value: Number(node.text), text: node.text };
      case 'func_literal':
        return { kind: 'closure', node, env: ctx.env, ctx };
      case 'composite_literal': {
        if ((node.childForFieldName('type')?.text ?? '') === '[]string') {
          const values = literalElements(node).map((element) => stringValue(element.value));
          if (values.every((value) => value !== undefined))
            return { kind: 'strings', values, text: node.text };
        }
        return { kind: 'mw', text: node.text };
      }
      case 'index_expression': {
        const operand = await evalExpr(node.childForFieldName('operand'), ctx);
        const index = await evalExpr(node.childForFieldName('index'), ctx);
        if (operand?.kind === 'strings' && index?.kind === 'number') {
          return { kind: 'string', value: operand.values[index.value], text: node.text };
        }
        return { kind: 'mw', text: node.text };
      }
      case 'call_expression':
        return (await evalCall(node, ctx)) ?? { kind: 'mw', text: node.text.replace(/\s+/g, ' ') };
      default:
        return { kind: 'mw', text: node.text.replace(/\s+/g, ' ') };
    }
  }

  async function evalCall(call, ctx) {
    const fnNode = unwrap(call.childForFieldName('function'));
    const args = [];
    for (const arg of argumentsOf(call)) args.push(await evalExpr(arg, ctx));

    if (fnNode.type === 'selector_expression') {
      const method = fnNode.childForFieldName('field').text;
      const operandNode = unwrap(fnNode.childForFieldName('operand'));
      const receiver =
        operandNode.type === 'identifier' && ctx.env.has(operandNode.text)
          ? ctx.env.get(operandNode.text)
          : operandNode.type === 'call_expression'
            ? await evalCall(operandNode, ctx)
            : null;
      if (isRouter(receiver)) {
        if (method === 'Group') {
          return {
            kind: 'group',
            prefix: joinPaths(receiver.prefix, stringOf(args[0]) ?? ''),
            middlewares: [...receiver.middlewares, ...spread(args.slice(1)).map(text)],
          };
        }
        if (method === 'Use') {
          const note = ctx.conds.length ? ` [only if ${ctx.conds.join(' && ')}]` : '';
          receiver.middlewares.push(...spread(args).map((a) => text(a) + note));
          return null;
        }
        const route = routeOf(method, args, receiver);
        if (route) addRoute(...route, ctx, call);
        return null;
      }
      // fmt.Sprintf with %s and %d only.
      if (fnNode.text === 'fmt.Sprintf' && stringOf(args[0]) !== null) {
        let i = 1;
        const values = args.slice(1);
        if (values.every((v) => v?.kind === 'string' || v?.kind === 'number')) {
          return {
            kind: 'string',
            value: stringOf(args[0]).replace(/%[sdv]/g, () => String(values[i++ - 1].value)),
            text: call.text,
          };
        }
      }
      // pkg.Func(group, …) in this module: follow it.
      if (
        operandNode.type === 'identifier' &&
        !ctx.env.has(operandNode.text) &&
        args.some((a) => isRouter(a) || a?.kind === 'closure')
      ) {
        const target = await ctx.pkg.imported(ctx.file, operandNode.text);
        const fn = target?.funcs.get(method);
        if (fn) return callFunction(fn, args, ctx);
      }
      return null;
    }
    if (fnNode.type === 'identifier') {
      const bound = ctx.env.get(fnNode.text);
      if (bound?.kind === 'closure') {
        await callClosure(bound, args, ctx, { file: ctx.file.rel, line: lineOf(call) });
        return null;
      }
      const fn = ctx.pkg.funcs.get(fnNode.text);
      if (fn && args.some(isRouter)) return callFunction(fn, args, ctx);
      if (fn) return { kind: 'mw', text: call.text.replace(/\s+/g, ' '), localCall: fnNode.text };
    }
    return null;
  }

  async function run(stmts, ctxIn) {
    let ctx = ctxIn;
    for (const stmt of stmts) {
      switch (stmt.type) {
        case 'short_var_declaration':
        case 'assignment_statement': {
          const [left, right] = assignment(stmt);
          if (left.length === right.length) {
            for (const [i, name] of left.entries()) {
              const value = await evalExpr(right[i], ctx);
              if (name.type === 'identifier') ctx.env.set(name.text, value);
            }
          } else {
            for (const expr of right) await evalExpr(expr, ctx);
          }
          break;
        }
        case 'var_declaration':
          for (const spec of findAll(stmt, 'var_spec')) {
            const names = declaredNames(spec);
            const values = kids(spec.childForFieldName('value'));
            for (const [i, name] of names.entries())
              ctx.env.set(name.text, await evalExpr(values[i], ctx));
          }
          break;
        case 'expression_statement':
          await evalExpr(kids(stmt)[0], ctx);
          break;
        case 'if_statement': {
          const initializer = stmt.childForFieldName('initializer');
          if (initializer) await run([initializer], ctx);
          const cond = stmt.childForFieldName('condition').text.replace(/\s+/g, ' ');
          const body = statements(stmt.childForFieldName('consequence'));
          await run(body, { ...ctx, conds: [...ctx.conds, cond] });
          const alternative = elseStatements(stmt);
          if (alternative) {
            await run(alternative, { ...ctx, conds: [...ctx.conds, negateCondition(cond)] });
          } else if (body.at(-1)?.type === 'return_statement') {
            // `if cond { …; return }`: what follows runs only when cond is false.
            ctx = { ...ctx, conds: [...ctx.conds, negateCondition(cond)] };
          }
          break;
        }
        case 'for_statement': {
          const clause = kids(stmt).find((n) => n.type === 'range_clause');
          const body = statements(stmt.childForFieldName('body'));
          const over = clause ? await evalExpr(clause.childForFieldName('right'), ctx) : null;
          if (over?.kind === 'strings') {
            const [indexVar, valueVar] = kids(clause.childForFieldName('left')).map((n) => n.text);
            for (const [i, value] of over.values.entries()) {
              ctx.env.set(indexVar, { kind: 'number', value: i, text: String(i) });
              if (valueVar)
                ctx.env.set(valueVar, { kind: 'string', value, text: JSON.stringify(value) });
              await run(body, ctx);
            }
          } else await run(body, ctx);
          break;
        }
        case 'block':
          await run(statements(stmt), ctx);
          break;
        default:
          // defer and go statements, and the rest, register no routes.
          break;
      }
    }
  }

  // Entry points: server functions taking a *gin.Engine that nothing in the package calls.
  const called = new Set(
    serverPkg.files.flatMap((file) =>
      findAll(file.root, 'call_expression').map((call) => call.childForFieldName('function').text),
    ),
  );
  for (const [name, fn] of serverPkg.funcs) {
    const engine = kids(fn.node.childForFieldName('parameters')).find(
      (p) => p.childForFieldName('type')?.text === '*gin.Engine',
    );
    if (!engine || called.has(name)) continue;
    const param = declaredNames(engine)[0].text;
    const env = new Map([[param, { kind: 'engine', prefix: '', middlewares: [] }]]);
    await run(statements(fn.node.childForFieldName('body')), {
      pkg: serverPkg,
      file: fn.file,
      env,
      label: `server.${name}`,
      conds: [],
      server: name === 'Init' ? 'main' : `separate engine (server.${name})`,
      site: null,
      stack: [`server:${name}`],
    });
  }
  return routes;
}
