/** One engine per locale's index for the whole visit, so what it loaded is reused. */
import { createSearchEngine, SearchUnavailable, type SearchEngine } from '../lib/search/engine';

const engines = new Map<string, SearchEngine>();

async function loadJson(url: string): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url);
  } catch (error) {
    throw new SearchUnavailable(`Could not load ${url}: ${String(error)}`);
  }
  if (!response.ok) throw new SearchUnavailable(`Could not load ${url}: HTTP ${response.status}`);
  try {
    return await response.json();
  } catch {
    throw new SearchUnavailable(`${url} is not JSON`);
  }
}

export function engineFor(base: string): SearchEngine {
  let engine = engines.get(base);
  if (!engine) {
    engine = createSearchEngine(base, loadJson);
    engines.set(base, engine);
  }
  return engine;
}
