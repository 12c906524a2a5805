/**
 * Waits until calls stop for `wait` ms, then runs `run` once with the last
 * arguments; every caller in that burst gets that one answer. Remote search
 * uses it so typing a word sends one query, not one per letter.
 */
export function debounceLatest<Args extends unknown[], Result>(
  run: (...args: Args) => Promise<Result>,
  wait: number,
): (...args: Args) => Promise<Result> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let waiting: Array<{ resolve: (value: Result) => void; reject: (reason: unknown) => void }> = [];
  return (...args: Args) =>
    new Promise<Result>((resolve, reject) => {
      waiting.push({ resolve, reject });
      clearTimeout(timer);
      timer = setTimeout(() => {
        const callers = waiting;
        waiting = [];
        run(...args).then(
          (value) => callers.forEach((caller) => caller.resolve(value)),
          (reason: unknown) => callers.forEach((caller) => caller.reject(reason)),
        );
      }, wait);
    });
}
