/**
 * The guide page the content editor's browser test creates (tests/e2e/cms.spec.ts)
 * and the files the CMS writes for it, byte for byte. tests/build/frontMatter.test.mjs
 * builds a copy of the site holding exactly these files.
 */
export const CMS_NEW_PAGE = {
  title: 'Editing with the CMS',
  order: 42,
  tipTitle: 'Saved by the CMS',
  tipBody: 'This page was **written** in the editor.',
  /** Where the page appears in the guide sidebar. */
  path: '/guide/editing-with-the-cms.html',
  files: {
    'content/en/guide/editing-with-the-cms.mdx': [
      '---',
      'title: Editing with the CMS',
      'order: 42',
      '---',
      '',
      ':::tip[Saved by the CMS]',
      'This page was **written** in the editor.',
      ':::',
      '',
    ].join('\n'),
    // The order is the same in both languages; the title waits for a translator.
    'content/zh/guide/editing-with-the-cms.mdx': '---\norder: 42\n---\n',
  },
};
