/**
 * Opens and closes search: the button, Ctrl/⌘+K and `/`. The modal's code (and
 * DocSearch with it) is fetched on the first open only, so pages that are
 * never searched never download it.
 */
import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
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
    import('./SearchModal').then(
      (module) => setModal(() => module.SearchModal),
      // Offline before the chunk ever loaded: say so on the button, keep the page.
      () => {
        setOpen(false);
        setFailed(true);
      },
    );
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

  return { isOpen, Modal: isOpen ? Modal : null, failed, open, close, button };
}
