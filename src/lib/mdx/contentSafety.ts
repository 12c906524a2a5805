/**
 * What a content file may not contain, because it would run script in the
 * reader's browser or send the reader somewhere else: checked on every element
 * of the content tree by the one compiler the build and the editor's preview
 * share (contentTree.ts), so a page with any of these stops the build naming
 * file, line and column instead of reaching the per-page script policy.
 *
 * Embeds are the site's own components (<BiliBili>, <YouTube>, <Fullscreen>),
 * which build their frames from an id; a bare <iframe> has no such check.
 */

/** HTML elements that run code, load a document or change how the page resolves addresses. */
const FORBIDDEN_ELEMENTS: Record<string, string> = {
  script: 'runs code',
  iframe: 'loads another document (use <BiliBili>, <YouTube> or <Fullscreen>)',
  frame: 'loads another document',
  frameset: 'loads other documents',
  object: 'loads a plug-in or another document',
  embed: 'loads a plug-in',
  applet: 'loads a plug-in',
  base: 'changes where every link of the page points',
  meta: 'can refresh the page to another address or change its policy',
  link: 'loads a stylesheet or resource into the page',
};

/** Props that hold an address a browser follows or loads. */
const ADDRESS_PROPS = new Set([
  'href',
  'src',
  'srcset',
  'action',
  'formaction',
  'poster',
  'data',
  'xlinkhref',
  'xlink:href',
  'background',
  'cite',
  'url',
  'link',
]);

/**
 * `javascript:`, `vbscript:` and `data:` addresses run code or show a document
 * of the author's making. Browsers drop tabs and newlines inside a scheme and
 * leading spaces and control characters, so those are removed before looking.
 */
export function isScriptAddress(value: string): boolean {
  // eslint-disable-next-line no-control-regex
  const squeezed = value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
  return /^(javascript|vbscript|data):/.test(squeezed);
}

/** A form may only post to this site: a path starting with one slash, or `#…`/`?…`. */
const isSiteAddress = (value: string) => /^(\/(?![/\\])|[#?])/.test(value.trim());

/**
 * Why an element with these props may not stand in content, or null when it
 * may. `name` is the element's name as written (`script`, `a`, `LinkCard`);
 * `written` says the author wrote it as JSX. The one element a build step
 * writes with inner HTML is gatsby-plugin-mdx's `<span>` around the markup of
 * gatsby-remark-images, which is never marked as written.
 */
export function unsafeContentReason(
  name: string,
  props: Record<string, unknown>,
  written: boolean,
): string | null {
  const element = name.toLowerCase();
  if (Object.hasOwn(FORBIDDEN_ELEMENTS, element) && name === element)
    return `<${name}> is not allowed in a content file: it ${FORBIDDEN_ELEMENTS[element]}`;
  for (const [prop, value] of Object.entries(props)) {
    const key = prop.toLowerCase();
    if (key === 'dangerouslysetinnerhtml' && (written || name !== 'span'))
      return `<${name} ${prop}> is not allowed in a content file: it inserts unchecked HTML`;
    if (/^on/.test(key))
      return `<${name} ${prop}> is not allowed in a content file: event handlers run code`;
    if (ADDRESS_PROPS.has(key) && typeof value === 'string' && isScriptAddress(value))
      return `<${name} ${prop}="${value.slice(0, 24)}…"> is not allowed in a content file: javascript:, vbscript: and data: addresses run code or show a page of their own`;
    if (
      element === 'form' &&
      key === 'action' &&
      typeof value === 'string' &&
      !isSiteAddress(value)
    )
      return `<form action="${value}"> is not allowed in a content file: a form may only post to this site`;
    if (key === 'formaction' && typeof value === 'string' && !isSiteAddress(value))
      return `<${name} formAction="${value}"> is not allowed in a content file: a form may only post to this site`;
  }
  return null;
}
