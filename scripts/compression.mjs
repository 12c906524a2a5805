/**
 * Which compression a response gets, as static hosts decide it: brotli when
 * the client takes it, else gzip, only for text (images, fonts and video are
 * compressed already). Pure, for scripts/serve.mjs.
 */

const TEXT_TYPE =
  /^(?:text\/|application\/(?:json|javascript|xml|manifest\+json)\b|image\/svg\+xml\b)/;

/** Smaller bodies are sent as they are: the framing would eat what compression saves. */
export const MIN_COMPRESSED_SIZE = 256;

/** @param {string} contentType */
export const isCompressible = (contentType) => TEXT_TYPE.test(contentType);

/**
 * The encoding to use for an Accept-Encoding header: `br`, `gzip` or null.
 * Honours q-values (`q=0` refuses) and `*`; on a tie brotli wins.
 *
 * @param {string | undefined} acceptEncoding
 * @returns {'br' | 'gzip' | null}
 */
export function chooseEncoding(acceptEncoding) {
  /** @type {Map<string, number>} */
  const weights = new Map();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name) => weights.get(name) ?? weights.get('*') ?? 0;
  /** @type {Array<'br' | 'gzip'>} */
  const offered = ['br', 'gzip'];
  const best = offered
    .filter((name) => weightOf(name) > 0)
    .sort((a, b) => weightOf(b) - weightOf(a))[0];
  return best ?? null;
}
