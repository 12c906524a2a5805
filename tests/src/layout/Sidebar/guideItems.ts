import type { SidebarItem } from '../../../../src/lib/sidebarModel';

/** A guide sidebar for component tests: a page, a group with its own page and a nested group, a group without a page. */
export const items: SidebarItem[] = [
  { type: 'link', text: 'Introduction', link: '/guide/' },
  {
    type: 'group',
    key: 'guide/install',
    text: 'Install',
    link: '/guide/install/',
    children: [
      { type: 'link', text: 'Script', link: '/guide/install/script.html' },
      { type: 'link', text: 'Docker', link: '/guide/install/docker.html' },
      {
        type: 'group',
        key: 'guide/install/more',
        text: 'More',
        children: [{ type: 'link', text: 'Source', link: '/guide/install/source.html' }],
      },
    ],
  },
  {
    type: 'group',
    key: 'guide/advanced',
    text: 'Advanced',
    children: [{ type: 'link', text: 'Search', link: '/guide/advanced/search.html' }],
  },
];
