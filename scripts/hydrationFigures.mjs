/**
 * The arithmetic and wording of the hydration bench (scripts/benchHydration.mjs),
 * kept apart from the browser so it can be tested: blocking time from long
 * tasks, medians with their range over rounds, and the cells of its table.
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

/** Lighthouse's mobile figures that issue 35's targets name, as compareLighthouse gathers them. */
const LIGHTHOUSE_FIGURES = [
  { label: 'Lighthouse mobile performance', key: 'performance', format: count },
  { label: 'Lighthouse mobile total blocking time', key: 'tbt', format: ms },
  { label: 'Lighthouse mobile largest paint', key: 'lcp', format: ms },
  { label: "Lighthouse's benchmark index of the machine", key: 'benchmarkIndex', format: count },
];

/** compareLighthouse's rounds as a table: each build's median (range), and for two builds their ratio. */
export function lighthouseTable(builds) {
  const paired = builds.length === 2;
  const rows = [
    ['page', 'figure', ...builds.map((build) => build.dir), ...(paired ? ['ratio'] : [])],
  ];
  for (const page of Object.keys(builds[0].runs))
    for (const { label, key, format } of LIGHTHOUSE_FIGURES) {
      const values = builds.map((build) => build.runs[page].map((run) => run[key]));
      rows.push([
        page,
        label,
        ...values.map((each) => spreadCell(each, format)),
        ...(paired ? [ratioCell(...values.map((each) => spread(each).median))] : []),
      ]);
    }
  return alignColumns(rows);
}
