import { textIn } from '../../../src/lib/api';

describe('textIn', () => {
  it('gives the text in the page’s language', () => {
    expect(textIn({ en: 'Lists a folder', zh: '列出目录' }, 'zh')).toBe('列出目录');
    expect(textIn({ en: 'Lists a folder', zh: '列出目录' }, 'en')).toBe('Lists a folder');
  });

  it('falls back to English where the language’s text is empty', () => {
    expect(textIn({ en: 'Lists a folder', zh: '' }, 'zh')).toBe('Lists a folder');
  });

  it('gives nothing for a text that is not there', () => {
    expect(textIn(undefined, 'en')).toBe('');
  });
});
