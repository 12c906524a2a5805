#!/usr/bin/env node
/**
 * `npm test`: every check the project has, in the order that fails fastest.
 * Each step runs even when an earlier one failed (except those that need the
 * production build), and the summary names what broke.
 */
import { spawnSync } from 'node:child_process';

const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', CI: process.env.CI ?? '1' };

const steps = [
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
  { name: 'bad-input builds', command: 'node --test --test-concurrency=1 tests/build/' },
  { name: 'development server', command: 'node --test tests/develop/' },
  // The real site plus the fixture notices and advertiser the browser tests need.
  { name: 'production build', command: 'npm run build:test', producesBuild: true },
  {
    // The same build behind nginx with deploy/nginx: addresses, 404s, headers, compression.
    name: 'nginx',
    command: 'node scripts/nginxCheck.mjs',
    needsBuild: true,
  },
  {
    // Each budgeted page's first load in Chromium, scripts and stylesheets as nginx sends them,
    // against its budget (scripts/firstLoadBudget.mjs, size-limit).
    name: 'first-load budgets',
    command: 'npm run size',
    needsBuild: true,
  },
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
  { name: 'end-to-end tests', command: 'npx playwright test', needsBuild: true },
  {
    // A page as the content editor saves it (tests/e2e/cms.spec.ts checks the files) builds in a
    // copy of the site and shows up in its sidebar.
    name: 'CMS page build',
    command: 'node scripts/cmsBuildCheck.mjs',
  },
];

const results = [];
let buildOk = true;
for (const step of steps) {
  if (step.needsBuild && !buildOk) {
    results.push({ ...step, status: 'skipped (no build)' });
    continue;
  }
  console.log(`\n▶ ${step.name}: ${step.command}`);
  const started = Date.now();
  const { status } = spawnSync(step.command, { shell: true, stdio: 'inherit', env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = status === 0;
  if (step.producesBuild) buildOk = ok;
  results.push({ ...step, status: ok ? 'passed' : 'FAILED', seconds });
}

console.log('\nSummary');
for (const result of results) {
  console.log(
    `  ${result.status.padEnd(18)} ${result.name}${result.seconds ? ` (${result.seconds} s)` : ''}`,
  );
}
const failed = results.filter((result) => result.status !== 'passed').length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
