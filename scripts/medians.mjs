/** Medians and order of repeated measurements, kept free of the measuring tools so tests can load them. */

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The median of some rounds and their range. */
export function spread(values) {
  if (values.length === 0) throw new Error('No rounds to summarise');
  return { median: median(values), min: Math.min(...values), max: Math.max(...values) };
}

/**
 * The builds in the order a round measures them: swapped from round to round, so that
 * builds measured alternately see the same machine at the same time.
 */
export const roundOrder = (builds, round) => (round % 2 ? [...builds].reverse() : builds);
