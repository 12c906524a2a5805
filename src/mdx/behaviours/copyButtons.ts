import { common, translate } from '../../i18n/translation';
import { writeText } from '../../lib/clipboard';
import { codeToCopy } from '../../lib/code';
import { COPY_FEEDBACK_MS } from '../../lib/constants';
import type { Locale } from '../../lib/locales';

const BLOCK = '[data-code-block]';
const BUTTON = 'button[data-copy-code]';

interface CopyLabels {
  copy: string;
  copied: string;
}

function labelsIn(language: Locale): CopyLabels {
  return {
    copy: translate(common, language, 'code.copy'),
    copied: translate(common, language, 'code.copied'),
  };
}

/**
 * Gives each code block under `root` (src/mdx/CodeBlock.tsx) that lacks one
 * its copy button, right after the code so Tab reaches it from there, and a
 * live region that says when the code was copied.
 */
export function addCopyButtons(root: ParentNode, labels: CopyLabels): void {
  for (const block of root.querySelectorAll(BLOCK)) {
    const pre = block.querySelector(':scope > pre');
    if (!pre || block.querySelector(`:scope > ${BUTTON}`)) continue;
    // The editor's preview is a frame of its own: its elements are made by its document.
    const made = block.ownerDocument;
    const button = made.createElement('button');
    button.type = 'button';
    button.className = 'copy-button no-print';
    button.dataset.copyCode = '';
    button.dataset.labelCopy = labels.copy;
    button.dataset.labelCopied = labels.copied;
    const status = made.createElement('span');
    status.className = 'visually-hidden';
    status.setAttribute('aria-live', 'polite');
    status.dataset.copyStatus = '';
    pre.after(button, status);
    showCopied(button, false);
  }
}

/** Shows on `button` (and says through the block's live region) whether its code was just copied. */
function showCopied(button: HTMLButtonElement, copied: boolean): void {
  const label = button.dataset[copied ? 'labelCopied' : 'labelCopy'] ?? '';
  button.dataset.copied = String(copied);
  button.setAttribute('aria-label', label);
  button.title = label;
  const status = button.parentElement?.querySelector<HTMLElement>('[data-copy-status]');
  if (status) status.textContent = copied ? label : '';
}

/**
 * The code blocks' copy buttons, labelled in `language`: added to every block
 * under `root`, and to those an island draws later, with one delegated listener for all of them. A
 * click copies the block's code as a reader would paste it (codeToCopy) and
 * shows "Copied" for COPY_FEEDBACK_MS. A refusal leaves the button as it was
 * and says why in the console.
 */
export function attachCopyButtons(
  root: HTMLElement,
  language: Locale,
  feedbackMs = COPY_FEEDBACK_MS,
): () => void {
  const labels = labelsIn(language);
  addCopyButtons(root, labels);
  // Islands draw their blocks after the content arrived (a code demo's, an endpoint's).
  const drawn = new MutationObserver(() => addCopyButtons(root, labels));
  drawn.observe(root, { childList: true, subtree: true });
  const timers = new Map<HTMLButtonElement, ReturnType<typeof setTimeout>>();
  const click = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest?.<HTMLButtonElement>(BUTTON);
    const pre = button?.parentElement?.querySelector('pre');
    if (!button || !pre || !root.contains(button)) return;
    writeText(codeToCopy(pre.textContent ?? '', pre.dataset.language ?? null)).then(
      () => {
        showCopied(button, true);
        clearTimeout(timers.get(button));
        timers.set(
          button,
          setTimeout(() => showCopied(button, false), feedbackMs),
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
