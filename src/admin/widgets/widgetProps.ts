/** What Decap hands a widget's control (decap-cms-core's CmsWidgetControlProps, with the parts we use). */
export interface ControlProps<T> {
  value: T | { toJS(): unknown } | null | undefined;
  onChange(value: T | null): void;
  forID: string;
  classNameWrapper: string;
  setActiveStyle(): void;
  setInactiveStyle(): void;
}

/** Lists and mappings arrive as Immutable.js values. */
export function plainValue(value: unknown): unknown {
  return value && typeof value === 'object' && 'toJS' in value
    ? (value as { toJS(): unknown }).toJS()
    : value;
}
