import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';

interface SearchErrorProps {
  title: string;
  help: string;
}

/**
 * DocSearch's "cannot fetch results" screen, drawn by us (see failSoft): placed
 * in DocSearch's dropdown with its own classes, so it looks like the rest of the
 * dialog, and announced to screen readers.
 */
export function SearchError({ title, help }: SearchErrorProps) {
  const [target, setTarget] = useState<Element | null>(null);
  useEffect(() => {
    setTarget(document.querySelector('.DocSearch-Dropdown'));
  }, []);
  if (!target) return null;
  return createPortal(
    <div className="DocSearch-ErrorScreen" role="alert">
      <div className="DocSearch-Screen-Icon" aria-hidden="true">
        <svg
          width="40"
          height="40"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
        >
          <path d="M2 8.5a15 15 0 0 1 20 0M5.5 12a10 10 0 0 1 13 0M9 15.5a5 5 0 0 1 6 0M12 19h.01M3 3l18 18" />
        </svg>
      </div>
      <p className="DocSearch-Title">{title}</p>
      <p className="DocSearch-Help">{help}</p>
    </div>,
    target,
  );
}
