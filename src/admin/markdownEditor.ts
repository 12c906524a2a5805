/**
 * Decap's body editor as our pages need it. Its rich-text mode rewrites the
 * whole body's Markdown as soon as a page opens, so the plain Markdown mode is
 * the default (an editor who switches keeps their choice: Decap stores it),
 * and rich text writes list items with `-`, as the hand-written pages do.
 */
import type { CMS } from './cms';
import { createStorageSlot } from '../lib/storage';

/** Where Decap remembers the editing mode (decap-cms-widget-markdown). */
const MODE = createStorageSlot('cms.md-mode');

interface StringifierHost {
  Compiler?: { prototype: { options?: Record<string, unknown> } };
}

export function setUpMarkdownEditor(cms: CMS) {
  if (MODE.get() === null) MODE.set('raw');
  // Runs after remark-stringify in Decap's serializer; does nothing when Decap parses.
  function dashBullets(this: StringifierHost) {
    const prototype = this.Compiler?.prototype;
    if (prototype?.options) prototype.options = { ...prototype.options, bullet: '-' };
  }
  cms.registerRemarkPlugin(dashBullets as never);
}
