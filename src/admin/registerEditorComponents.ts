/**
 * The body editor's + menu: our containers, tabs, badge and data tables
 * (src/lib/cms/blocks.ts), written back in the syntax docs/authoring.md uses.
 */
import type { CMS } from './cms';
import { BLOCKS, type BlockComponent } from '../lib/cms/blocks';

export function registerEditorComponents(cms: CMS) {
  for (const block of BLOCKS as unknown as readonly BlockComponent<Record<string, unknown>>[]) {
    cms.registerEditorComponent({
      id: block.id,
      label: block.label,
      fields: block.fields.map((field) => ({ ...field })),
      pattern: block.pattern,
      fromBlock: block.fromBlock,
      toBlock: block.toBlock,
      // The preview pane renders the whole body with the site's components (preview/).
      toPreview: block.toBlock,
    });
  }
}
