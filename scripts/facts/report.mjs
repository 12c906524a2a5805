export function buildReport() {
  return { text: '', markdown: '' };
}
