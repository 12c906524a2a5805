/**
 * The content editor at /admin/ (gatsby/lib/adminBundle.ts): built into
 * public/admin after a production build, and kept up to date under
 * `gatsby develop`, whose server serves public/ but no folder index pages.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { GatsbyNode, Reporter } from 'gatsby';
import { buildAdmin } from './lib/adminBundle';
import { ADMIN_PATH } from './lib/hostHeaders';
import { cmsConfig } from './lib/cms/cmsConfig';
import { loadCmsModel } from './lib/cms/cmsModel';
import { ROOT } from './paths';

const ADMIN_DIR = path.join(ROOT, 'public', 'admin');

/** Builds the editor, or removes an old one when site.yaml has no `cms` block. */
export async function writeAdmin(reporter: Reporter): Promise<void> {
  const model = loadCmsModel();
  if (!model) {
    fs.rmSync(ADMIN_DIR, { recursive: true, force: true });
    reporter.info('No `cms` block in site.yaml: no content editor at /admin/');
    return;
  }
  const { script, bytes, milliseconds, reused } = await buildAdmin(model, ADMIN_DIR);
  reporter.info(
    `${reused ? 'Kept' : 'Built'} the content editor at ${ADMIN_PATH}: ${script}, ${(bytes / 1024 / 1024).toFixed(1)} MB in ${(milliseconds / 1000).toFixed(1)} s`,
  );
}

/** The configuration the current editor was built with, so develop rebuilds only after a change. */
let built: { config: string; done: Promise<void> } | null = null;

/** Under develop: (re)builds when the content model changed, e.g. a new section or data file. */
function upToDate(reporter: Reporter): Promise<void> {
  const model = loadCmsModel();
  const config = model ? JSON.stringify(cmsConfig(model)) : '';
  const present = fs.existsSync(path.join(ADMIN_DIR, 'index.html'));
  if (!built || built.config !== config || (model && !present)) {
    built = { config, done: writeAdmin(reporter) };
    built.done.catch((error: Error) =>
      reporter.error(`The content editor did not build: ${error.message}`),
    );
  }
  return built.done;
}

export function startAdminForDevelop(reporter: Reporter): void {
  void upToDate(reporter).catch(() => undefined);
}

/** The part of Express's request handling the route uses (Gatsby does not export the types). */
interface DevResponse {
  sendFile(file: string): void;
}
type Next = (error?: unknown) => void;

export const onCreateDevServer: GatsbyNode['onCreateDevServer'] = ({ app, reporter }) => {
  app.get(['/admin', ADMIN_PATH], (_request: unknown, response: DevResponse, next: Next) => {
    upToDate(reporter).then(() => {
      const page = path.join(ADMIN_DIR, 'index.html');
      if (fs.existsSync(page)) response.sendFile(page);
      else next();
    }, next);
  });
};
