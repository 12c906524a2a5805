/**
 * The arithmetic and wording of the hydration bench (scripts/benchHydration.mjs),
 * kept apart from the browser so it can be tested: blocking time from long
 * tasks, medians with their range over rounds, and the cells of its table and of
 * Lighthouse's comparison (scripts/lighthouse.mjs).
 */
import { spread } from './medians.mjs';

/** A task blocks input for whatever it runs beyond 50 ms, as in Lighthouse's total blocking time. */
const BLOCKING_THRESHOLD_MS = 50;

/** Blocking time of some long tasks (`{ duration }` in ms): the sum, the count and the longest. */
export function blockingTime(tasks) {
  return {
    total: tasks.reduce((sum, task) => sum + Math.max(0, task.duration - BLOCKING_THRESHOLD_MS), 0),
    count: tasks.length,
    longest: Math.max(0, ...tasks.map((task) => task.duration)),
  };
}

/** `440 ms (400–520)`: a median in the unit `format` writes, and its range in plain numbers. */
export function spreadCell(values, format) {
  const { median: middle, min, max } = spread(values);
  if (min === max) return format(middle);
  return `${format(middle)} (${bare(format(min))}–${bare(format(max))})`;
}

/** `126.4 KB` → `126.4`: the range repeats only the numbers. */
const bare = (text) => text.replace(/\s*[^\d.,\s].*$/, '');

/** `0.42×`: how the second build's median compares with the first's. */
export function ratioCell(before, after) {
  if (before === 0) return after === 0 ? '1.00×' : '—';
  return `${(after / before).toFixed(2)}×`;
}

/** `1,217 / 1,320 (92%)`: elements React owns out of all the body's elements. */
export function ownershipCell(medianOwned, medianTotal) {
  const [owned, total] = [Math.round(medianOwned), Math.round(medianTotal)];
  const share = total === 0 ? 0 : Math.round((owned / total) * 100);
  return `${owned.toLocaleString('en')} / ${total.toLocaleString('en')} (${share}%)`;
}

export const ms = (value) => `${Math.round(value).toLocaleString('en')} ms`;
export const kilobytes = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
export const count = (value) => String(Math.round(value));

/** Rows of cells as a plain-text table: each column as wide as its widest cell. */
export function alignColumns(rows) {
  const widths = rows[0].map((_, column) =>
    Math.max(...rows.map((row) => String(row[column]).length)),
  );
  return rows
    .map((row) =>
      row
        .map((cell, column) => String(cell).padEnd(widths[column]))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/**
 * A figure of a table of builds: `cell` writes a build's rounds (each an object of figures),
 * `compared` gives the number its ratio compares, or is null when the figure has no ratio.
 */
export const plainFigure = (label, key, format, compared = false) => ({
  label,
  cell: (runs) => spreadCell(pick(runs, key), format),
  compared: compared ? (runs) => spread(pick(runs, key)).median : null,
});

const pick = (runs, key) => runs.map((run) => run[key]);

/**
 * Builds side by side, a column each: a row per `[page, figure, each build's rounds]`;
 * with two builds, a last column gives the second's median over the first's.
 */
export function buildsTable(dirs, rows) {
  const paired = dirs.length === 2;
  return alignColumns([
    ['page', 'figure', ...dirs, ...(paired ? ['ratio'] : [])],
    ...rows.map(([page, { label, cell, compared }, runs]) => [
      page,
      label,
      ...runs.map(cell),
      ...(paired && compared ? [ratioCell(...runs.map(compared))] : []),
    ]),
  ]);
}

/** Lighthouse's mobile figures that issue 35's targets name, as compareLighthouse gathers them. */
const LIGHTHOUSE_FIGURES = [
  plainFigure('Lighthouse mobile performance', 'performance', count, true),
  plainFigure('Lighthouse mobile total blocking time', 'tbt', ms, true),
  plainFigure('Lighthouse mobile largest paint', 'lcp', ms, true),
  plainFigure("Lighthouse's benchmark index of the machine", 'benchmarkIndex', count, true),
];

/** compareLighthouse's rounds as a table: each build's median (range), and for two builds their ratio. */
export function lighthouseTable(builds) {
  const pages = Object.keys(builds[0].runs);
  return buildsTable(
    builds.map((build) => build.dir),
    pages.flatMap((page) =>
      LIGHTHOUSE_FIGURES.map((figure) => [page, figure, builds.map((build) => build.runs[page])]),
    ),
  );
}
