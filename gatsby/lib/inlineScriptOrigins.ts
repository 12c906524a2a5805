/**
 * The inline scripts the build itself writes into pages, each known by the
 * code that writes it. The per-page script policy (pageScriptPolicy.ts) hashes
 * a script only when one of these claims it; any other inline script stops the
 * build, so text that reached a page some other way can never be allowed.
 *
 * Ours are recognised by writing them again: the argument is read back from
 * the script and the generator must give exactly the same text. Gatsby's own
 * are recognised by their element id and the exact shape its templates write.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ReactElement } from 'react';
import { CANONICAL_ADDRESS_SCRIPT, PAGE_PATH_ATTRIBUTE } from '../../src/lib/canonicalAddress';
import { getColorModeInlineScript, type ColorModeConfig } from '../../src/lib/colorMode';
import { READABLE_ADDRESS_SCRIPT } from '../../src/lib/readableAddress';
import { REDIRECT_SCRIPT } from './redirects';
import { PAGE_PATH_SCRIPT } from './pagePathScript';
import { STARTER_PREFIX, starterScript } from './scriptsAfterPaint';
import { ROOT } from '../paths';

export interface InlineScript {
  text: string;
  attributes: Record<string, string>;
}

export interface ScriptOrigin {
  /** Who writes it, for messages. */
  name: string;
  claims(script: InlineScript): boolean;
}

const ARRAY_OF_STRINGS = /^\[(?:"(?:[^"\\]|\\.)*"(?:,"(?:[^"\\]|\\.)*")*)?\]/;
const BUNDLE = /^\/[\w.-]+\.js$/;

/** The starter of scriptsAfterPaint.ts: its bundle list, read back, must write the same text. */
function isOwnStarter(text: string): boolean {
  const literal = text.startsWith(STARTER_PREFIX)
    ? ARRAY_OF_STRINGS.exec(text.slice(STARTER_PREFIX.length))
    : null;
  if (!literal) return false;
  try {
    const urls = JSON.parse(literal[0]) as unknown;
    return isBundleList(urls) && starterScript(urls) === text;
  } catch {
    return false;
  }
}

/** A path of this site in a script's attribute: one leading slash, nothing that leaves it. */
const isSitePathAttribute = (value: string | undefined): boolean =>
  typeof value === 'string' && /^\/(?![/\\])[^"<>\s]*$/.test(value);
const isBundleList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((url) => typeof url === 'string' && BUNDLE.test(url));

/** Gatsby's `window.___chunkMapping`: a JSON string of chunk names to bundle lists. */
function isChunkMapping(text: string): boolean {
  const match = /^\s*window\.___chunkMapping=("(?:[^"\\]|\\.)*");\s*$/.exec(text);
  if (!match) return false;
  try {
    const mapping = JSON.parse(JSON.parse(match[1]!) as string) as unknown;
    return (
      typeof mapping === 'object' && mapping !== null && Object.values(mapping).every(isBundleList)
    );
  } catch {
    return false;
  }
}

/** The project's own `require`, which finds gatsby-plugin-image where the site installed it. */
const projectRequire = createRequire(path.join(ROOT, 'package.json'));

/** The script gatsby-plugin-image puts in every head, asked of the plugin itself. */
export function imagePluginScript(): string {
  const { onRenderBody } = projectRequire('gatsby-plugin-image/gatsby-ssr') as {
    onRenderBody(args: { setHeadComponents(elements: ReactElement[]): void }): void;
  };
  let text = '';
  onRenderBody({
    setHeadComponents(elements) {
      for (const element of elements) {
        const props = element.props as {
          type?: string;
          dangerouslySetInnerHTML?: { __html: string };
        };
        if (element.type === 'script') text = props.dangerouslySetInnerHTML?.__html ?? '';
      }
    },
  });
  if (!text)
    throw new Error('gatsby-plugin-image no longer writes its loading script into the head');
  return text;
}

/**
 * The script GatsbyImage renders after the images of a page (it swaps their
 * lazy sources in browsers without native lazy loading), read from the
 * plugin's own bundle: it is a string literal inside an unexported component.
 */
export function imageComponentScript(): string {
  const bundle = fs.readFileSync(
    projectRequire.resolve('gatsby-plugin-image/dist/gatsby-image.js'),
    'utf8',
  );
  const match = /type:"module",dangerouslySetInnerHTML:\{__html:'(const t=[^'\\]*)'\}/.exec(bundle);
  if (!match)
    throw new Error(
      'gatsby-plugin-image no longer carries its image loading script in the shape ' +
        'gatsby/lib/inlineScriptOrigins.ts reads: look at dist/gatsby-image.js',
    );
  return match[1]!;
}

export function inlineScriptOrigins(colorMode: ColorModeConfig): ScriptOrigin[] {
  const colorModeText = getColorModeInlineScript(colorMode);
  const imageText = imagePluginScript();
  const imageComponentText = imageComponentScript();
  return [
    {
      name: 'colour mode (src/gatsby/onRenderBody.tsx)',
      claims: ({ text }) => text === colorModeText,
    },
    {
      name: 'readable address (src/gatsby/onRenderBody.tsx)',
      claims: ({ text }) => text === READABLE_ADDRESS_SCRIPT,
    },
    {
      name: 'canonical address (src/gatsby/onRenderBody.tsx)',
      claims: ({ text, attributes }) =>
        text === CANONICAL_ADDRESS_SCRIPT && isSitePathAttribute(attributes[PAGE_PATH_ATTRIBUTE]),
    },
    {
      name: 'entry scripts after paint (gatsby/lib/scriptsAfterPaint.ts)',
      claims: ({ text }) => isOwnStarter(text),
    },
    {
      name: 'redirect stub (gatsby/lib/redirects.ts)',
      claims: ({ text, attributes }) =>
        text === REDIRECT_SCRIPT && isSitePathAttribute(attributes['data-to']),
    },
    {
      name: 'gatsby-plugin-image',
      claims: ({ text, attributes }) =>
        attributes.type === 'module' && (text === imageText || text === imageComponentText),
    },
    {
      name: "Gatsby's page path (gatsby/lib/pagePathScript.ts)",
      claims: ({ text, attributes }) =>
        attributes.id === 'gatsby-script-loader' &&
        text === PAGE_PATH_SCRIPT &&
        isSitePathAttribute(attributes[PAGE_PATH_ATTRIBUTE]),
    },
    {
      name: "Gatsby's chunk map",
      claims: ({ text, attributes }) =>
        attributes.id === 'gatsby-chunk-mapping' && isChunkMapping(text),
    },
    {
      name: "Gatsby's compilation hash",
      claims: ({ text }) => /^window\.___webpackCompilationHash="[0-9a-f]+";$/.test(text),
    },
  ];
}
