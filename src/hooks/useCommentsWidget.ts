import { useEffect, useReducer, useState, type ComponentType } from 'react';
import {
  isGiscusMessage,
  nextCommentsStatus,
  type CommentsStatus,
  type GiscusWidgetProps,
} from '../lib/comments';
import { COMMENTS_LOAD_TIMEOUT_MS } from '../lib/constants';
import { storageUsable } from '../lib/storage';

export type GiscusComponent = ComponentType<GiscusWidgetProps>;

/**
 * Loads giscus's component once `start` turns true (its code, and with it
 * the giscus script, is a chunk of its own), and follows the area's status
 * (src/lib/comments.ts): the widget's frame proves it loaded by posting a
 * message from giscus.app; silence past the timeout, or code that cannot be
 * fetched, means failed. An unreachable giscus.app gives no error event (the
 * frame shows the browser's error page and fires `load`), so the timeout is
 * the one reliable sign. Nothing is logged.
 */
export function useCommentsWidget(start: boolean): {
  status: CommentsStatus;
  Widget: GiscusComponent | null;
} {
  const [status, dispatch] = useReducer(nextCommentsStatus, 'waiting');
  const [Widget, setWidget] = useState<GiscusComponent | null>(null);

  useEffect(() => {
    if (start) dispatch('near');
  }, [start]);

  // Once started, the code keeps coming even past the timeout: a late widget can still speak.
  const started = status !== 'waiting';
  useEffect(() => {
    if (!started) return;
    // giscus reads local storage unguarded: blocked storage would make its element throw.
    if (!storageUsable('local')) {
      dispatch('importFailed');
      return;
    }
    let live = true;
    import('@giscus/react').then(
      (module) => {
        if (live) setWidget(() => module.default as GiscusComponent);
      },
      () => {
        if (live) dispatch('importFailed');
      },
    );
    return () => {
      live = false;
    };
  }, [started]);

  const listening = status === 'loading' || status === 'failed';
  useEffect(() => {
    if (!listening) return;
    const onMessage = (event: MessageEvent) => {
      if (isGiscusMessage(event)) dispatch('message');
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [listening]);

  const loading = status === 'loading';
  useEffect(() => {
    if (!loading) return;
    const timer = window.setTimeout(() => dispatch('timeout'), COMMENTS_LOAD_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [loading]);

  return { status, Widget };
}
