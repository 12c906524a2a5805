import { componentsIn, type ContentTree } from '../../../src/lib/contentTree';

const tree: ContentTree = [
  ['h2', { id: 'a' }, 'A'],
  '\n',
  ['Tabs', 0, ['Tab', { label: 'x' }, ['p', 0, ['Badge', { text: 'new' }]]], ['Tab', 0]],
  ['=br', 0],
];

describe('componentsIn', () => {
  it('lists each component once, in order of first use, and no tags', () => {
    expect(componentsIn(tree)).toEqual(['Tabs', 'Tab', 'Badge']);
    expect(componentsIn(['text', ['p', 0, 'more']])).toEqual([]);
  });
});
