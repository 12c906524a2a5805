#!/usr/bin/env node
/**
 * `npm test`: every check the project has. The steps run in three stages; a
 * stage's lanes run side by side, each lane's steps in order. On a two-core
 * machine no step but the browser tests keeps both cores busy (the builds,
 * jest and the development server used 55-70 % of them), so pairing lanes
 * shortens the run without taking work from any step. Each step runs even when
 * an earlier one failed (except those that need the production build); the
 * output of a step that shares its stage is printed whole when the step ends,
 * and the summary names what broke.
 */
import { spawn } from 'node:child_process';

const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', CI: process.env.CI ?? '1' };

/** Checks of the source alone, in the order that fails fastest. */
const sourceChecks = [
  {
    // ESLint, Prettier and the layering rule of docs/architecture.md (.dependency-cruiser.cjs).
    name: 'lint',
    command: 'npx eslint . && npx prettier --check . && npm run lint:deps',
  },
  // The layering rule refuses each fault planted in tests/fixtures/layers/.
  { name: 'layering rule', command: 'node --test tests/architecture/layers.test.mjs' },
  {
    // Files, exports and dependencies nothing uses (knip.config.ts); --production counts no test.
    name: 'unused code (knip)',
    command: 'npm run knip',
  },
  {
    // Spacing and punctuation of the zh pages (docs/authoring.md, "Chinese style"); no build needed.
    name: 'Chinese copy-editing',
    command: 'node scripts/lintZh.mjs content/zh',
  },
  { name: 'install script (shellcheck)', command: 'node scripts/shellcheck.mjs' },
  { name: 'unit and component tests', command: 'npx jest --ci --selectProjects unit dom' },
  { name: 'install script', command: 'node --test tests/script/' },
];

/** The production build and the checks that read what it wrote. */
const buildChecks = [
  // The real site plus the fixture notices and advertiser the browser tests need.
  { name: 'production build', command: 'npm run build:test', producesBuild: true },
  {
    // Query types (src/gatsby-types.d.ts) are generated from the schema by the build just made.
    name: 'type check',
    command: 'npx tsc --noEmit',
    needsBuild: true,
  },
  {
    // The query sets against the index the build just wrote to public/search.
    name: 'search quality',
    command: 'npx jest --ci --selectProjects search',
    needsBuild: true,
  },
  {
    // The W3C validator, errors only, over a sample of pages in both locales.
    name: 'HTML validation',
    command: 'node scripts/validateHtml.mjs',
    needsBuild: true,
  },
  {
    // The same build behind nginx with deploy/nginx: addresses, 404s, headers, compression.
    name: 'nginx',
    command: 'node scripts/nginxCheck.mjs',
    needsBuild: true,
  },
  {
    // Each budgeted page's first load in Chromium, scripts and stylesheets as nginx sends them,
    // against its budget (scripts/firstLoadBudget.mjs, size-limit). Bytes, not times.
    name: 'first-load budgets',
    command: 'npm run size',
    needsBuild: true,
  },
];

/** Builds and servers in throw-away copies of the project (scripts/isolatedCopy.mjs). */
const copyChecks = [
  [{ name: 'development server', command: 'node --test tests/develop/' }],
  [
    // Content and uploads the build refuses before it bundles, each named with its file and line.
    { name: 'refused-content builds', command: 'node --test tests/build/refusedContent.test.mjs' },
    {
      // Bad front matter and site data; the build that succeeds also holds the page the content
      // editor saves (tests/e2e/cms.spec.ts checks the files), and its copy is then rebuilt with
      // content the compiler refuses (MDX that runs code, the allowlist).
      name: 'front-matter, site-data and compiler-refusal builds',
      command: 'node --test tests/build/frontMatter.test.mjs',
    },
  ],
];

const stages = [
  // Four lanes here (the copies' steps too) kept both cores fully busy and took longer than these
  // two and a later stage for the copies: 437 s against 217 + 190 s (2026-11-29, one run each).
  [sourceChecks, buildChecks],
  // The browser tests alone: their two workers keep both cores busy.
  [[{ name: 'end-to-end tests', command: 'npx playwright test', needsBuild: true }]],
  copyChecks,
];

/**
 * Runs one command and keeps its output; a step alone in its stage also streams it, one that
 * shares it prints it when it ends.
 */
function run(command, { stream }) {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    const keep = (sink) => (chunk) => {
      output.push(chunk);
      if (stream) sink.write(chunk);
    };
    child.stdout.on('data', keep(process.stdout));
    child.stderr.on('data', keep(process.stderr));
    child.on('close', (status) => resolve({ status, output: Buffer.concat(output).toString() }));
  });
}

const results = [];
let buildOk = true;

async function runLane(lane, { stream }) {
  for (const step of lane) {
    if (step.needsBuild && !buildOk) {
      results.push({ ...step, status: 'skipped (no build)' });
      continue;
    }
    console.log(`\n▶ ${step.name}: ${step.command}${stream ? '' : ' (output when it ends)'}`);
    const started = Date.now();
    const { status, output } = await run(step.command, { stream });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const ok = status === 0;
    if (step.producesBuild) buildOk = ok;
    if (!stream)
      console.log(`\n■ ${step.name} (${ok ? 'passed' : 'FAILED'}, ${seconds} s)\n${output}`);
    results.push({ ...step, status: ok ? 'passed' : 'FAILED', seconds, output });
  }
}

const started = Date.now();
for (const lanes of stages) {
  await Promise.all(lanes.map((lane) => runLane(lane, { stream: lanes.length === 1 })));
}

console.log('\nSummary');
for (const result of results) {
  console.log(
    `  ${result.status.padEnd(18)} ${result.name}${result.seconds ? ` (${result.seconds} s)` : ''}`,
  );
}
// A CI log is often read from its end: repeat the close of each failed step's output there, where
// the test runners list what failed.
const TAIL_LINES = 12;
for (const result of results.filter((each) => each.status === 'FAILED')) {
  const lines = result.output
    .trimEnd()
    .split('\n')
    .filter((line) => line.trim() !== '');
  console.log(`\nThe end of "${result.name}":\n${lines.slice(-TAIL_LINES).join('\n')}`);
}
const failed = results.filter((result) => result.status !== 'passed').length;
console.log(
  `${results.length - failed} passed, ${failed} failed, in ${((Date.now() - started) / 60_000).toFixed(1)} min`,
);
process.exit(failed === 0 ? 0 : 1);
