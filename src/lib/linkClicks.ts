/**
 * When a click on a link is ours to handle by in-site navigation (spec §2.5):
 * a plain primary-button click on a link that opens in this tab. With Ctrl,
 * Alt, Shift or Meta held, another button, or `target=_blank`, the browser's
 * own behaviour applies.
 */
export interface ClickLike {
  button: number;
  ctrlKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  metaKey: boolean;
  defaultPrevented: boolean;
}

export function isPlainClick(event: ClickLike, target: string | null | undefined): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.ctrlKey || event.altKey || event.shiftKey || event.metaKey) return false;
  return !target || target === '_self';
}
