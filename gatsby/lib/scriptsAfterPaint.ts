/**
 * Gatsby ends every page with its entry scripts, `<script src async>` for the
 * webpack runtime, React and the app. An async script runs as soon as it has
 * arrived and the parser has met it, and that is often before the browser has
 * painted the page it just parsed: on a slow phone the page's text then waits
 * behind some hundred milliseconds of script, and Lighthouse counts every
 * script that ran before the largest paint as needed for it.
 *
 * After the build each page instead asks for those files at the top of its
 * head (`<link rel="preload">`, so they download as early as before, and at
 * the low priority of async scripts, behind what the paint needs) and, in
 * their place, carries a small script that adds them once the browser has
 * painted: a frame, then a task. A page opened in a background tab, where
 * frames wait until it is shown, adds them at once.
 */
const ENTRY_SCRIPT = /<script src="(\/[^"]+\.js)" async(?:="")?><\/script>/g;
const CHARSET = /<meta charSet="utf-8"\/>|<meta charset="utf-8">/i;
const preloadOf = (url: string) =>
  `<link rel="preload" href="${url}" as="script" fetchpriority="low"/>`;
/** The preloads an earlier build wrote: Gatsby puts fresh entry scripts into a page it re-stitches. */
const OUR_PRELOAD = /<link rel="preload" href="[^"]+" as="script" fetchpriority="low"\/>/g;

/** How the starter script begins, before its list of entry scripts. */
export const STARTER_PREFIX = '(function(){var u=';

/** The inline script that adds the entry scripts after the first paint. */
export function starterScript(urls: string[]): string {
  return (
    `${STARTER_PREFIX}${JSON.stringify(urls)};` +
    'function s(){u.forEach(function(x){var e=document.createElement("script");e.src=x;document.body.appendChild(e)})}' +
    'if(document.visibilityState==="hidden")s();else requestAnimationFrame(function(){setTimeout(s)})})()'
  );
}

/** The page with its entry scripts started after the first paint, or null when it has none. */
export function startScriptsAfterPaint(html: string): string | null {
  const headEnd = html.indexOf('</head>');
  if (headEnd === -1) return null;
  const body = html.slice(headEnd);
  const urls = [...body.matchAll(ENTRY_SCRIPT)].map((match) => match[1]!);
  if (urls.length === 0) return null;
  const preloads = urls.map(preloadOf).join('');
  let head = html.slice(0, headEnd).replace(OUR_PRELOAD, '');
  const charset = CHARSET.exec(head);
  const at = charset
    ? charset.index + charset[0].length
    : head.indexOf('>', head.indexOf('<head')) + 1;
  head = head.slice(0, at) + preloads + head.slice(at);
  let starterWritten = false;
  const newBody = body.replace(ENTRY_SCRIPT, () => {
    if (starterWritten) return '';
    starterWritten = true;
    return `<script>${starterScript(urls)}</script>`;
  });
  return head + newBody;
}
