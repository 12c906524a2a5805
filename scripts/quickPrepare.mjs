#!/usr/bin/env node
/**
 * The first step of `npm run test:quick`. The type check reads the GraphQL
 * types Gatsby writes (src/gatsby-types.d.ts), and the component tests the
 * browser's copies of the site data (src/config/*.generated.json): both come
 * from `npm start` or a build, and neither is in git. On a fresh clone, where
 * neither has run yet, this builds once and says why; after that it does nothing.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const GENERATED = [
  'src/gatsby-types.d.ts',
  'src/config/siteData.generated.json',
  'src/config/noticeRules.generated.json',
  'src/config/noticeContent.generated.json',
];

const missing = GENERATED.filter((file) => !existsSync(file));
if (missing.length > 0) {
  console.log(
    `test:quick checks against files that \`npm start\` and the build write, and ${missing.join(', ')} ` +
      'are not there yet: building once to write them (a minute or two; later runs skip this).',
  );
  const build = spawnSync('npx', ['gatsby', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
