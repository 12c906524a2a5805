/**
 * Opens and closes search: the button, Ctrl/⌘+K and `/`. The modal's code (and
 * DocSearch with it) is fetched on the first open only, so pages that are
 * never searched never download it.
 */
import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { PRELOAD_ERROR_EVENT } from '../lib/chunkRecovery';
import { searchKeyAction } from '../lib/search/shortcut';
import type { SearchModalProps } from './SearchModal';

export function useSearchLauncher() {
  const [isOpen, setOpen] = useState(false);
  const [Modal, setModal] = useState<ComponentType<SearchModalProps> | null>(null);
  const [failed, setFailed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  const open = useCallback(() => {
    setOpen(true);
    setFailed(false);
    // The site reloads the page when one of its scripts fails (src/gatsby/chunkRecovery.ts),
    // for a deploy that removed old chunks; offline, that reload would swap the page for the
    // browser's error page, so the launcher keeps the page and shows the failure itself.
    const keepPageOffline = (event: Event) => {
      if (!navigator.onLine) event.preventDefault();
    };
    window.addEventListener(PRELOAD_ERROR_EVENT, keepPageOffline);
    import('./SearchModal')
      .then(
        (module) => setModal(() => module.SearchModal),
        () => {
          setOpen(false);
          setFailed(true);
        },
      )
      .finally(() => window.removeEventListener(PRELOAD_ERROR_EVENT, keepPageOffline));
  }, []);

  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const action = searchKeyAction(event, isOpen);
      if (!action) return;
      event.preventDefault();
      if (action === 'open') open();
      else close();
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, open, close]);

  return { Modal: isOpen ? Modal : null, failed, open, close, button };
}
