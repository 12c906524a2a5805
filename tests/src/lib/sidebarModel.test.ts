import { groupsContaining, type SidebarItem } from '../../../src/lib/sidebarModel';

const items: SidebarItem[] = [
  { type: 'link', text: 'Intro', link: '/guide/' },
  {
    type: 'group',
    key: 'guide/install',
    text: 'Install',
    link: '/guide/install/',
    children: [{ type: 'link', text: 'Docker', link: '/guide/install/docker.html' }],
  },
  {
    type: 'group',
    key: 'guide/api',
    text: 'API',
    children: [
      { type: 'link', text: 'fs', link: '/guide/api/fs.html' },
      {
        type: 'group',
        key: 'guide/api/admin',
        text: 'Admin',
        link: '/guide/api/admin/',
        children: [{ type: 'link', text: 'user', link: '/guide/api/admin/user.html' }],
      },
    ],
  },
];

describe('sidebar groups', () => {
  it('opens the groups that hold the current page', () => {
    expect(groupsContaining(items, '/guide/install/docker.html')).toEqual(['guide/install']);
    expect(groupsContaining(items, '/guide/api/admin/user.html')).toEqual([
      'guide/api',
      'guide/api/admin',
    ]);
    expect(groupsContaining(items, '/guide/api/admin/')).toEqual(['guide/api', 'guide/api/admin']);
    expect(groupsContaining(items, '/guide/install/')).toEqual(['guide/install']);
    expect(groupsContaining(items, '/guide/')).toEqual([]);
  });
});
