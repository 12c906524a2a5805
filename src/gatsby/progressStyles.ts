/**
 * The progress bar's look, injected with nprogress itself on the first
 * navigation (nprogress ships only a stylesheet we would have to add to every
 * page). A thin brand-coloured line over the navbar.
 */
const CSS = `
#nprogress { pointer-events: none; }
#nprogress .bar {
  position: fixed; top: 0; left: 0; z-index: 1031;
  width: 100%; height: 2px;
  background: var(--c-brand);
}
#nprogress .peg {
  position: absolute; right: 0; display: block;
  width: 100px; height: 100%;
  box-shadow: 0 0 10px var(--c-brand), 0 0 5px var(--c-brand);
  opacity: 1; transform: rotate(3deg) translate(0, -4px);
}
@media (prefers-reduced-motion: reduce) {
  #nprogress .bar { transition: none !important; }
}
`;

if (typeof document !== 'undefined' && !document.getElementById('nprogress-styles')) {
  const style = document.createElement('style');
  style.id = 'nprogress-styles';
  style.textContent = CSS;
  document.head.append(style);
}

export {};
