#!/usr/bin/env node
/**
 * The last step of the content editor's check: a page saved by the CMS builds
 * like a hand-written one and appears in its sidebar with no code change.
 * Builds a throw-away copy of the site holding the files the CMS wrote in
 * tests/e2e/cms.spec.ts (scripts/cmsNewPage.mjs), or the copy given with
 * `--copy <dir>` as it is, then checks a built guide page's sidebar links to
 * the new page and the page shows its tip container. Takes a full build.
 *
 *   node scripts/cmsBuildCheck.mjs [--copy <dir>] [--keep]
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { DomUtils, parseDocument } from 'htmlparser2';
import { CMS_NEW_PAGE } from './cmsNewPage.mjs';
import { isolatedCopy } from './isolatedCopy.mjs';

const args = process.argv.slice(2);
const option = (name) => {
  const index = args.indexOf(`--${name}`);
  return index === -1 ? null : args[index + 1];
};

const given = option('copy');
const copy = given
  ? { dir: path.resolve(given), remove: () => {} }
  : isolatedCopy(process.cwd(), { name: 'cms-build' });
if (!given) {
  for (const [file, text] of Object.entries(CMS_NEW_PAGE.files)) {
    fs.mkdirSync(path.dirname(path.join(copy.dir, file)), { recursive: true });
    fs.writeFileSync(path.join(copy.dir, file), text);
  }
}

const problems = [];
try {
  const build = spawnSync('npx', ['gatsby', 'build'], {
    cwd: copy.dir,
    encoding: 'utf8',
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', CI: '1' },
    maxBuffer: 256 * 1024 * 1024,
  });
  if (build.status !== 0) {
    problems.push(`the build failed:\n${`${build.stdout}\n${build.stderr}`.slice(-4000)}`);
  } else {
    const read = (page) =>
      parseDocument(fs.readFileSync(path.join(copy.dir, 'public', page), 'utf8'));
    // Any guide page: the guide sidebar is the same on all of them.
    const guide = read('guide/index.html');
    const sidebar = DomUtils.findOne(
      (element) => element.name === 'aside' && element.attribs.id === 'docs-sidebar',
      guide.children,
    );
    const link = sidebar
      ? DomUtils.findOne(
          (element) => element.name === 'a' && element.attribs.href === CMS_NEW_PAGE.path,
          sidebar.children,
        )
      : null;
    if (!sidebar) problems.push('guide/index.html has no sidebar (aside#docs-sidebar)');
    else if (!link) problems.push(`the guide sidebar has no link to ${CMS_NEW_PAGE.path}`);
    else if (DomUtils.textContent(link).trim() !== CMS_NEW_PAGE.title) {
      problems.push(
        `the sidebar link reads "${DomUtils.textContent(link).trim()}", not "${CMS_NEW_PAGE.title}"`,
      );
    }
    const page = DomUtils.textContent(read(CMS_NEW_PAGE.path.slice(1)));
    for (const text of [CMS_NEW_PAGE.tipTitle, 'This page was written in the editor.']) {
      if (!page.includes(text)) problems.push(`${CMS_NEW_PAGE.path} does not show "${text}"`);
    }
  }
} finally {
  if (!args.includes('--keep')) copy.remove();
  else console.log(`The built copy stays in ${copy.dir}`);
}

if (problems.length) {
  console.error(`The CMS page check failed:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(
  `A page saved by the CMS builds and is linked from the guide sidebar (${CMS_NEW_PAGE.path}).`,
);
