/** @jest-environment jsdom */
import {
  hasIslandMarks,
  islandMarkOf,
  islandMarksIn,
} from '../../../../src/mdx/islands/islandMarks';
import { contentFixture } from '../contentFixture';

const content = contentFixture();

describe('island marks in server HTML', () => {
  test('content with a mark has islands; content without has none', () => {
    expect(
      hasIslandMarks(content('<p>Text</p><div data-island="0"><button>Go</button></div>')),
    ).toBe(true);
    expect(hasIslandMarks(content('<p>Text</p><div data-tabs=""></div>'))).toBe(false);
  });

  test('marks are found by number; the first of a repeated number wins, a bad number is skipped', () => {
    const root = content(
      '<div data-island="1" id="b"></div><div data-island="0" id="a"></div>' +
        '<div data-island="1" id="again"></div><div data-island="x"></div>',
    );
    const marks = islandMarksIn(root);
    expect([...marks.keys()].sort()).toEqual([0, 1]);
    expect(marks.get(0)?.id).toBe('a');
    expect(marks.get(1)?.id).toBe('b');
  });

  test('an event inside a mark names that mark, and only within the content', () => {
    const root = content(
      '<div data-island="0" id="a"><span><b id="deep">x</b></span></div><p id="p">y</p>',
    );
    const outside = content('<div data-island="0" id="elsewhere"><i id="far">z</i></div>');
    expect(islandMarkOf(root.querySelector('#deep'), root)?.id).toBe('a');
    expect(islandMarkOf(root.querySelector('#p'), root)).toBeNull();
    expect(islandMarkOf(outside.querySelector('#far'), root)).toBeNull();
    expect(islandMarkOf(document, root)).toBeNull();
  });
});
