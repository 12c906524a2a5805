/**
 * The content editor at /admin/: Decap CMS with this site's configuration
 * (generated at build time from the content model, gatsby/lib/cms), formats,
 * widgets, editor components and preview. Bundled on its own by esbuild
 * (gatsby/lib/adminBundle.ts); no site page imports anything from here.
 */
import config from 'virtual:cms-config';
import { cms } from './cms';
import { registerEditorComponents } from './registerEditorComponents';
import { registerFormats } from './registerFormats';
import { setUpMarkdownEditor } from './markdownEditor';
import { applyRepoLayout } from './repoLayoutBackend';
import { registerPreviews } from './preview/registerPreviews';
import { registerWidgets } from './widgets/registerWidgets';
import { guardUploads } from './uploadGuard';
import { CONTENT_LAYOUT } from '../lib/cms/repoPaths';

// decap-server for `npm run cms`, GitHub on the deployed site.
applyRepoLayout(cms, CONTENT_LAYOUT, ['proxy', 'github']);
registerFormats(cms);
registerWidgets(cms);
registerEditorComponents(cms);
setUpMarkdownEditor(cms);
registerPreviews(
  cms,
  config.collections.flatMap((collection) => ('folder' in collection ? [collection.name] : [])),
);
guardUploads(document, (message) => window.alert(message));
cms.init({ config: { ...config, load_config_file: false } as never });
