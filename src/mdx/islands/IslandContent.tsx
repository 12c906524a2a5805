/**
 * An island that holds elements of its own (a code demo's code blocks), drawn
 * in the browser with its children: a chunk of its own, which an island with
 * text at most (LeafIsland) never loads. The rest of the content is the
 * build's HTML and is never drawn here.
 */
import type { ReactNode } from 'react';
import type { ContentElement } from '../../lib/contentTree';
import { contentResolver, renderNode, useShortcodes } from '../renderContent';
import type { ShortcodeRegistry } from '../shortcodeRegistry';
import { siteShortcodes } from '../siteShortcodes';

export function IslandContent({
  node,
  registry = siteShortcodes,
}: {
  node: ContentElement;
  registry?: ShortcodeRegistry;
}): ReactNode {
  // The island's modules arrived before it mounted (islandWaker.tsx); this draws again as any does.
  useShortcodes(registry);
  return renderNode(node, contentResolver(registry));
}
