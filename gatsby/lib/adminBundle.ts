/**
 * Builds the content editor at /admin/: Decap CMS with our configuration,
 * widgets, formats and preview (src/admin), bundled by esbuild into
 * public/admin/ on its own. Gatsby's webpack never sees it, so no page carries
 * a byte of it and the production build does not minify Decap's 4.5 MB again;
 * Decap's prebuilt bundle is already minified, which keeps this step short.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { adminHtml, configYaml } from './cms/adminPage';
import { cmsConfig, type CmsModel } from './cms/cmsConfig';
import { buildRecord } from './buildRecord';
import { ADMIN_PATH } from './hostHeaders';
import { virtualModule } from './virtualModule';
import { CONTENT_ROOT, RECORDS_DIR, ROOT } from '../paths';
import { readSharedTexts, type SharedTexts } from '../mdx/sharedTexts';

const ENTRY = path.join(ROOT, 'src', 'admin', 'index.tsx');
/** decap-cms-app's prebuilt bundle: Decap 3.6 with React and ReactDOM left to us (React 18). */
const DECAP_BUNDLE = path.join(ROOT, 'node_modules', 'decap-cms-app', 'dist', 'decap-cms-app.js');
const CONFIG_MODULE = 'virtual:cms-config';

const BROWSER_NAMES: Record<string, string> = {
  chrome: 'chrome',
  edge: 'edge',
  firefox: 'firefox',
  safari: 'safari',
  ios_saf: 'ios',
};

/** package.json's browser list (`chrome >= 109`) in esbuild's terms (`chrome109`). */
export function esbuildTargets(browserslist: readonly string[]): string[] {
  return browserslist.flatMap((query) => {
    const match = query.match(/^(\w+)\s*>=\s*([\d.]+)$/);
    const name = match && BROWSER_NAMES[match[1]!];
    return name ? [`${name}${match[2]}`] : [];
  });
}

export interface AdminBuild {
  /** The bundle's file name in the admin folder. */
  script: string;
  bytes: number;
  milliseconds: number;
}

/** What the last bundle was made from, kept out of public/ (see buildAdmin). */
export const ADMIN_RECORD = path.join(RECORDS_DIR, 'admin-build.json');

/** The code that bundles, besides the inputs esbuild reports. */
const adminRecord = (file: string) =>
  buildRecord<AdminRecord>(file, [
    path.join(ROOT, 'gatsby', 'lib'),
    path.join(ROOT, 'gatsby', 'lib', 'cms'),
  ]);

interface AdminRecord {
  digest: string;
  /** Every file esbuild read, relative to the working folder. */
  inputs: string[];
  script: string;
}

/** A digest of the settings and of each input's contents; null when an input is gone. */
export function inputsDigest(inputs: readonly string[], settings: string): string | null {
  const hash = createHash('sha256').update(settings);
  for (const input of inputs) {
    if (!fs.existsSync(input)) return null;
    hash.update(input).update(fs.readFileSync(input));
  }
  return hash.digest('hex');
}

/**
 * Writes index.html, the bundle and a readable config.yml into `outDir` (public/admin).
 * When neither the configuration nor any file the last bundle was made from has
 * changed and that bundle is still there, esbuild does not run again (about a
 * second of every rebuild).
 */
export async function buildAdmin(
  model: CmsModel,
  outDir: string,
  recordFile: string = ADMIN_RECORD,
): Promise<AdminBuild & { reused: boolean }> {
  const started = Date.now();
  const config = cmsConfig(model);
  const { browserslist } = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    browserslist: string[];
  };
  fs.mkdirSync(outDir, { recursive: true });
  const sharedTexts = readSharedTexts(CONTENT_ROOT);
  const settings = JSON.stringify({ config, browserslist, sharedTexts });
  const record = adminRecord(recordFile).read();
  const reused =
    record !== null &&
    fs.existsSync(path.join(outDir, record.script)) &&
    inputsDigest(record.inputs, settings) === record.digest;
  const script = reused
    ? record.script
    : await bundle(outDir, config, browserslist, settings, recordFile, sharedTexts);
  fs.writeFileSync(
    path.join(outDir, 'index.html'),
    adminHtml({
      title: `Content editor · ${model.site.title.en}`,
      script: `${ADMIN_PATH}${script}`,
    }),
  );
  fs.writeFileSync(path.join(outDir, 'config.yml'), configYaml(config));
  return {
    script,
    bytes: fs.statSync(path.join(outDir, script)).size,
    milliseconds: Date.now() - started,
    reused,
  };
}

async function bundle(
  outDir: string,
  config: ReturnType<typeof cmsConfig>,
  browserslist: string[],
  settings: string,
  recordFile: string,
  sharedTexts: SharedTexts,
): Promise<string> {
  const result = await build({
    entryPoints: [ENTRY],
    outdir: outDir,
    entryNames: 'cms-[hash]',
    bundle: true,
    minify: true,
    format: 'iife',
    platform: 'browser',
    target: esbuildTargets(browserslist),
    sourcemap: false,
    legalComments: 'none',
    jsx: 'automatic',
    jsxImportSource: '@emotion/react',
    define: {
      'process.env.NODE_ENV': '"production"',
      'process.env': '{}',
      global: 'globalThis',
    },
    alias: {
      'decap-cms-app': DECAP_BUNDLE,
      // No Gatsby runtime (src/admin/gatsbyStub.tsx).
      gatsby: path.join(ROOT, 'src', 'admin', 'gatsbyStub.tsx'),
    },
    plugins: [
      // `import config from 'virtual:cms-config'` in src/admin: the generated configuration.
      virtualModule(CONFIG_MODULE, () => JSON.stringify(config), { loader: 'json' }),
      // The shared texts of each locale (content/<locale>/_shared), so the preview shows a page
      // with them as the build will.
      virtualModule('virtual:shared-texts', () => JSON.stringify(sharedTexts), { loader: 'json' }),
    ],
    metafile: true,
    write: true,
    logLevel: 'silent',
  });
  const outputs = Object.keys(result.metafile.outputs).map((file) => path.basename(file));
  const script = outputs.find((file) => file.endsWith('.js'));
  if (!script) throw new Error('esbuild wrote no admin bundle');
  // Bundles of earlier builds: only the one index.html names is served.
  for (const file of fs.readdirSync(outDir)) {
    if (/^cms-.+\.js$/.test(file) && file !== script) fs.rmSync(path.join(outDir, file));
  }
  // The configuration module is virtual: `settings` stands for it.
  const inputs = Object.keys(result.metafile.inputs).filter((input) => fs.existsSync(input));
  const digest = inputsDigest(inputs, settings);
  if (digest) adminRecord(recordFile).write({ digest, inputs, script });
  return script;
}
