/**
 * A callback page's first move, once, after hydration: read the provider's
 * answer from the address, follow the reader back to the language they
 * started in, use up the state, and clear the code from the address bar so a
 * reload cannot replay it.
 */
import { useEffect, useRef, useState } from 'react';
import { usePage } from '../providers/PageProvider';
import { isLocale } from '../lib/locales';
import {
  callbackStep,
  readCallbackQuery,
  type CallbackStep,
  type SignInTool,
} from '../lib/tools/oauth';
import { localisePath } from '../lib/urls';
import { signInLocale, takeSignIn } from './signIns';

export function useCallbackStep(tool: SignInTool): CallbackStep | null {
  const { locale } = usePage();
  const [step, setStep] = useState<CallbackStep | null>(null);
  const done = useRef(false);

  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const { pathname, search } = window.location;
    const query = readCallbackQuery(search);
    if (query.state) {
      const startedIn = signInLocale(query.state);
      if (isLocale(startedIn) && startedIn !== locale) {
        window.location.replace(`${localisePath(pathname, startedIn)}${search}`);
        return;
      }
    }
    const next = callbackStep(query, (state) => takeSignIn(state, tool));
    // A refused sign-in still uses up its state.
    if (next.kind === 'providerError' && query.state) takeSignIn(query.state, tool);
    if (search) window.history.replaceState(window.history.state, '', pathname);
    setStep(next);
  }, [locale, tool]);

  return step;
}
