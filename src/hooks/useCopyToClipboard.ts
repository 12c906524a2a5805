import { useCallback, useEffect, useRef, useState } from 'react';
import { writeText } from '../lib/clipboard';
import { COPY_FEEDBACK_MS } from '../lib/constants';

/** `copied` stays true for COPY_FEEDBACK_MS after a successful copy. */
export function useCopyToClipboard(feedbackMs = COPY_FEEDBACK_MS) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = useCallback(
    async (text: string) => {
      try {
        await writeText(text);
      } catch (error) {
        console.warn('Copying to the clipboard failed:', error);
        return false;
      }
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), feedbackMs);
      return true;
    },
    [feedbackMs],
  );
  return { copied, copy };
}
