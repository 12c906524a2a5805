import { writeText } from '../../lib/clipboard';
import { codeToCopy } from '../../lib/code';
import { COPY_FEEDBACK_MS } from '../../lib/constants';

const BUTTON = 'button[data-copy-code]';

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
 * The code blocks' copy buttons (src/mdx/CodeBlock.tsx), one delegated
 * listener for all of them: a click copies the block's code as a reader would
 * paste it (codeToCopy) and shows "Copied" for COPY_FEEDBACK_MS. A refusal
 * leaves the button as it was and says why in the console.
 */
export function attachCopyButtons(root: HTMLElement, feedbackMs = COPY_FEEDBACK_MS): () => void {
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
    root.removeEventListener('click', click);
    for (const timer of timers.values()) clearTimeout(timer);
  };
}
