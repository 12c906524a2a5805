export interface PageState {
  body: string;
  sections: Record<string, string>;
}
export interface TranslationStatus {
  status: 'current' | 'behind' | 'unmarked';
  changed: string[];
  added: string[];
  removed: string[];
}
export const STATE_FILE: string;
export function textDigest(text: string): string;
export function sectionsOf(source: string): Array<{ key: string; text: string }>;
export function englishState(source: string): PageState;
export function translationStatus(
  recorded: PageState | undefined,
  english: PageState,
): TranslationStatus;
export function englishPages(englishDir: string): string[];
export function readStateFile(file: string): Record<string, PageState>;
export function readState(root: string): Record<string, PageState>;
export function pagesBehind(state: Record<string, PageState>, englishDir: string): string[];
export function writeState(root: string, state: Record<string, PageState>): void;
export function englishStateOf(englishDir: string, page: string): PageState;
