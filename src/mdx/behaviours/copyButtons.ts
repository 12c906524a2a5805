import { common, translate } from '../../i18n/translation';
import { writeText } from '../../lib/clipboard';
import { codeToCopy } from '../../lib/code';
import { COPY_FEEDBACK_MS } from '../../lib/constants';
import type { Locale } from '../../lib/locales';

/** A code block's code (src/mdx/CodeBlock.tsx): alone in its block until it gets its button. */
const CODE = '[data-code-block] > pre';
const BUTTON = 'button[data-copy-code]';
/** The button, right after the code so Tab reaches it from there, and the live region that says "Copied". */
const BUTTON_HTML =
  '<button type="button" class="copy-button no-print" data-copy-code=""></button>' +
  '<span class="visually-hidden" aria-live="polite"></span>';

/**
 * The code blocks' copy buttons, labelled in `language`: added to every block
 * under `root` and to those an island draws later, with one delegated
 * listener for all of them. A click copies the block's code as a reader would
 * paste it (codeToCopy) and shows "Copied" for COPY_FEEDBACK_MS. A refusal
 * leaves the button as it was and says why in the console.
 */
export function attachCopyButtons(
  root: HTMLElement,
  language: Locale,
  feedbackMs = COPY_FEEDBACK_MS,
): () => void {
  const show = (button: Element, copied: boolean) => {
    const label = translate(common, language, copied ? 'code.copied' : 'code.copy');
    button.setAttribute('data-copied', String(copied));
    button.setAttribute('aria-label', label);
    button.setAttribute('title', label);
    const status = button.nextElementSibling;
    if (status) status.textContent = copied ? label : '';
  };
  const addButtons = () => {
    for (const pre of root.querySelectorAll(CODE)) {
      if (pre.nextElementSibling) continue;
      pre.insertAdjacentHTML('afterend', BUTTON_HTML);
      show(pre.nextElementSibling!, false);
    }
  };
  addButtons();
  // Islands draw their blocks after the content arrived (a code demo's, an endpoint's). Only new
  // elements can hold one: text that changes (a typed title, a counter) is let through unread.
  const drawn = new MutationObserver((records) => {
    if (records.some((record) => [...record.addedNodes].some((node) => node.nodeType === 1)))
      addButtons();
  });
  drawn.observe(root, { childList: true, subtree: true });
  const timers = new Map<Element, ReturnType<typeof setTimeout>>();
  const click = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest?.(BUTTON);
    const pre = button?.previousElementSibling as HTMLElement | null | undefined;
    if (!button || !pre || !root.contains(button)) return;
    writeText(codeToCopy(pre.textContent ?? '', pre.dataset.language ?? null)).then(
      () => {
        show(button, true);
        clearTimeout(timers.get(button));
        timers.set(
          button,
          setTimeout(() => show(button, false), feedbackMs),
        );
      },
      (error: unknown) => console.warn('Copying to the clipboard failed:', error),
    );
  };
  root.addEventListener('click', click);
  return () => {
    drawn.disconnect();
    root.removeEventListener('click', click);
    for (const timer of timers.values()) clearTimeout(timer);
  };
}
