#!/usr/bin/env node
/**
 * npm run facts -- <AList checkout> [--report [file.md]] [--check] [--dry-run] [--facts <dir>]
 *
 * Reads the Go source of an AList v3 checkout (parser: web-tree-sitter + tree-sitter-go, see
 * goAst.mjs) and rewrites the facts files in content/data/facts/ that the data scripts and pages
 * use: drivers.json, storage-common.json, config.json, settings.json, cli.json and
 * api-routes.json, and symbols.json (each non-test .go file with the names it declares, which
 * the claims test checks citations against; symbols.mjs). Fields written by hand (a route's
 * permission checks, notes…) are kept for entries that still exist; new entries list them in
 * `to_fill`. other-facts.json is curated and left alone.
 *
 *   --report [file]  also compare the new facts with the current ones, print the changes with the
 *                    pages that show them, and write them as Markdown (default facts-report.md)
 *   --check          compare only: print every field the extractor reads differently from today's
 *                    files and exit 1 if there is any; nothing is written
 *   --dry-run        do not write the facts (with --report: the report only)
 *   --facts <dir>    the facts folder (default content/data/facts)
 *   --content <dir>  the content folder the report searches for pages (default content)
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { checkFacts } from './check.mjs';
import { extractFacts, mergeFacts, readFacts, writeFacts } from './extract.mjs';
import { buildReport } from './report.mjs';

function parseArgs(argv) {
  const options = {
    checkout: null,
    report: null,
    check: false,
    dryRun: false,
    facts: 'content/data/facts',
    content: 'content',
  };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--report') {
      options.report =
        argv[i + 1] && !argv[i + 1].startsWith('--') ? argv[(i += 1)] : 'facts-report.md';
    } else if (arg === '--check') options.check = true;
    else if (arg === '--dry-run') options.dryRun = true;
    else if (arg === '--facts') options.facts = argv[(i += 1)];
    else if (arg === '--content') options.content = argv[(i += 1)];
    else if (arg === '--help' || arg === '-h') options.help = true;
    else if (arg.startsWith('--')) throw new Error(`unknown option ${arg}`);
    else if (options.checkout === null) options.checkout = arg;
    else throw new Error(`unexpected argument ${arg}`);
  }
  return options;
}

export async function main(argv, log = console.log) {
  const options = parseArgs(argv);
  if (options.help || !options.checkout) {
    log(
      'usage: npm run facts -- <AList checkout> [--report [file.md]] [--check] [--dry-run] [--facts <dir>]',
    );
    return options.help ? 0 : 2;
  }
  const facts = await extractFacts(path.resolve(options.checkout));
  const current = readFacts(options.facts);
  const merged = mergeFacts(facts, current);
  if (options.check) {
    const { text, total } = checkFacts(current, merged);
    log(text);
    log(
      total
        ? `${total} difference(s) from ${options.facts}`
        : `no differences from ${options.facts}`,
    );
    return total ? 1 : 0;
  }
  if (options.report) {
    const report = buildReport(current, merged, { contentDir: options.content });
    log(report.text);
    writeFileSync(options.report, report.markdown);
    log(`report written to ${options.report}`);
  }
  if (!options.dryRun) {
    const written = writeFacts(options.facts, merged);
    log(
      written.length
        ? `facts written to ${options.facts}: ${written.join(', ')}`
        : `facts in ${options.facts} already up to date`,
    );
  }
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error) => {
      console.error(error.name === 'FactsError' ? `facts: ${error.message}` : error);
      process.exit(1);
    },
  );
}
