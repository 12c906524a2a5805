/**
 * The editor's uploads pass the media allowlist the build applies to static/
 * (src/lib/mdx/mediaAllowlist.ts) before Decap sees them: every file picker
 * says which types it takes (`accept`), and a chosen file the allowlist
 * refuses (a page, a script, an SVG with script) is not handed on; the
 * reader is told which file and why. The build refuses such a file anyway;
 * this saves an editor a pull request that cannot build.
 */
import { MEDIA_EXTENSIONS, mediaFileRefusal } from '../lib/mdx/mediaAllowlist';

export const ACCEPTED_TYPES = MEDIA_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** Why an upload is refused, or null: `name` with its text read only for an SVG. */
export async function uploadRefusal(file: {
  name: string;
  text(): Promise<string>;
}): Promise<string | null> {
  const text = /\.svg$/i.test(file.name) ? await file.text() : '';
  const refused = mediaFileRefusal(file.name, () => text, true);
  return refused ? `${file.name} (line ${refused.line}): ${refused.reason}` : null;
}

/**
 * Marks every file picker the editor shows with the types it takes, and
 * stops a choice that holds a refused file before Decap's own listener
 * uploads it. `tell` shows the reason (an alert in the editor).
 */
export function guardUploads(root: Document, tell: (message: string) => void): () => void {
  const mark = () => {
    for (const input of root.querySelectorAll<HTMLInputElement>('input[type="file"]'))
      if (input.accept !== ACCEPTED_TYPES) input.accept = ACCEPTED_TYPES;
  };
  const observer = new MutationObserver(mark);
  observer.observe(root.documentElement, { childList: true, subtree: true });
  mark();
  const check = (event: Event) => {
    const input = event.target as HTMLInputElement | null;
    if (input?.type !== 'file' || !input.files?.length) return;
    const files = [...input.files];
    // Decap uploads in its own change listener: hold the event until the files are checked.
    if (input.dataset.uploadChecked === 'yes') {
      delete input.dataset.uploadChecked;
      return;
    }
    event.stopImmediatePropagation();
    void Promise.all(files.map(uploadRefusal)).then((reasons) => {
      const refused = reasons.filter((reason): reason is string => reason !== null);
      if (refused.length > 0) {
        input.value = '';
        tell(
          `Not uploaded: the media folder takes ${MEDIA_EXTENSIONS.join(', ')} only.\n${refused.join('\n')}`,
        );
        return;
      }
      input.dataset.uploadChecked = 'yes';
      input.dispatchEvent(new Event('change', { bubbles: true }));
    });
  };
  root.addEventListener('change', check, true);
  return () => {
    observer.disconnect();
    root.removeEventListener('change', check, true);
  };
}
