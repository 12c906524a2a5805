/**
 * The Chinese pages whose English moved on since they were translated, for the
 * notice at their top (src/components/TranslationNotice.tsx). The record is
 * content/data/translations/state.yaml (scripts/translationState.mjs, written
 * by `npm run i18n:mark`); the end-to-end build's data overlay may add entries,
 * so a test can show a page that is behind.
 */
import path from 'node:path';
import { pagesBehind, readStateFile } from '../../scripts/translationState.mjs';
import { CONTENT_ROOT, DATA_DIR, ROOT } from '../paths';

const STATE = path.join('translations', 'state.yaml');

export function translationsBehind(): string[] {
  const overlay = process.env.DOCS_DATA_OVERLAY
    ? readStateFile(path.resolve(ROOT, process.env.DOCS_DATA_OVERLAY, STATE))
    : {};
  const state = { ...readStateFile(path.join(DATA_DIR, STATE)), ...overlay };
  return pagesBehind(state, path.join(CONTENT_ROOT, 'en'));
}
