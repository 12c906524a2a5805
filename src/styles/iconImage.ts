/**
 * The drawings of src/components/Icon.tsx for these names, as text. Icon keeps
 * its own in markup, since every page loads it at once;
 * tests/src/mdx/CodeBlock.test.tsx holds the two equal.
 */
const ICON_PATHS = {
  copy: 'M10 8h9a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1h-9a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1zM15 8V5a1 1 0 0 0-1-1H5a1 1 0 0 0-1 1v9a1 1 0 0 0 1 1h4',
  check: 'M5 12l5 5 9-10',
} as const;

/**
 * An icon as a CSS image (`url("data:…")`), drawn as Icon draws it, for a mask
 * whose colour is the element's own: one stylesheet rule then draws it for
 * every element that shows it, instead of an SVG written into each.
 */
export function iconImage(name: keyof typeof ICON_PATHS): string {
  const svg =
    "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='black' " +
    `stroke-width='2' stroke-linecap='round' stroke-linejoin='round'><path d='${ICON_PATHS[name]}'/></svg>`;
  // Inside a quoted url() only these need escaping; the rest stays readable and short.
  return `url("data:image/svg+xml,${svg.replace(/[%#<>]/g, encodeURIComponent)}")`;
}
