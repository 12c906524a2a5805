import type { Node } from '../../../../src/lib/mdx/ast';
import { labelTaskLists } from '../../../../src/lib/mdx/rehypeTaskLists';

const text = (value: string): Node => ({ type: 'text', value });
const element = (tagName: string, properties: Record<string, unknown>, children: Node[]): Node => ({
  type: 'element',
  tagName,
  properties,
  children,
});
const checkbox = (checked: boolean) =>
  element('input', { type: 'checkbox', checked, disabled: true }, []);
const taskItem = (children: Node[]) => element('li', { className: ['task-list-item'] }, children);

describe('task list labels', () => {
  it('names each checkbox of a tight list by its item text', () => {
    // What remark-gfm and mdast-util-to-hast make of "- [x] Install **AList**\n- [ ] Proxy".
    const list = element('ul', { className: ['contains-task-list'] }, [
      text('\n'),
      taskItem([
        checkbox(true),
        text(' '),
        text('Install '),
        element('strong', {}, [text('AList')]),
      ]),
      text('\n'),
      taskItem([checkbox(false), text(' '), text('Proxy')]),
      text('\n'),
    ]);
    labelTaskLists(list);
    const [first, second] = list.children!.filter((child) => child.tagName === 'li');
    expect(first!.children).toEqual([
      element(
        'input',
        { type: 'checkbox', checked: true, disabled: true, ariaLabelledBy: 'task-item-1' },
        [],
      ),
      text(' '),
      element('span', { id: 'task-item-1' }, [
        text('Install '),
        element('strong', {}, [text('AList')]),
      ]),
    ]);
    expect(second!.children![0]!.properties).toMatchObject({
      checked: false,
      disabled: true,
      ariaLabelledBy: 'task-item-2',
    });
    expect(second!.children![2]).toEqual(element('span', { id: 'task-item-2' }, [text('Proxy')]));
  });

  it('labels only the item text, not a nested list, and numbers in reading order', () => {
    const nested = element('ul', {}, [taskItem([checkbox(false), text(' '), text('Child')])]);
    const item = taskItem([
      checkbox(false),
      text(' '),
      text('Parent'),
      text('\n'),
      nested,
      text('\n'),
    ]);
    labelTaskLists(element('ul', {}, [item]));
    expect(item.children!.map((child) => child.tagName ?? child.value)).toEqual([
      'input',
      ' ',
      'span',
      '\n',
      'ul',
      '\n',
    ]);
    expect(item.children![2]).toEqual(element('span', { id: 'task-item-1' }, [text('Parent')]));
    expect(nested.children![0]!.children![2]).toEqual(
      element('span', { id: 'task-item-2' }, [text('Child')]),
    );
  });

  it('finds the checkbox inside the first paragraph of a loose list', () => {
    const paragraph = element('p', {}, [checkbox(true), text(' '), text('Spread out')]);
    const item = taskItem([text('\n'), paragraph, text('\n'), element('p', {}, [text('More')])]);
    labelTaskLists(element('ul', {}, [item]));
    expect(paragraph.children![0]!.properties).toMatchObject({ ariaLabelledBy: 'task-item-1' });
    expect(paragraph.children![2]).toEqual(
      element('span', { id: 'task-item-1' }, [text('Spread out')]),
    );
  });

  it('leaves ordinary lists, other inputs and empty items alone', () => {
    const plain = element('ul', {}, [element('li', {}, [text('Just text')])]);
    const empty = taskItem([checkbox(false)]);
    const tree = element('div', {}, [plain, element('ul', {}, [empty])]);
    const before = JSON.stringify(tree);
    labelTaskLists(tree);
    expect(JSON.stringify(tree)).toBe(before);
  });
});
