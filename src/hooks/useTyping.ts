import { useEffect, useState } from 'react';
import { TYPING_SPEED_MS } from '../lib/constants';
import { nextTypingStep, typedText, type TypingState } from '../lib/typing';

/**
 * The portfolio hero's title as typed so far. The first title shows in full on
 * the server and for readers who ask for reduced motion.
 */
export function useTyping(titles: readonly string[]): string {
  const [state, setState] = useState<TypingState | null>(null);
  const key = titles.join('\n');
  useEffect(() => {
    if (!titles.length || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    let current: TypingState = { title: 0, letters: 0 };
    let timer: ReturnType<typeof setTimeout>;
    const step = () => {
      const next = nextTypingStep(current, titles);
      current = next.state;
      setState(current);
      timer = setTimeout(step, next.delay);
    };
    setState(current);
    timer = setTimeout(step, TYPING_SPEED_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  if (!state) return titles[0] ?? '';
  return typedText(state, titles);
}
