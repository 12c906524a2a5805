/**
 * Content put in the document as server HTML, for tests of what works on it:
 * returns the function that mounts it, and empties the document after each test.
 */
export function contentFixture(): (html: string) => HTMLElement {
  afterEach(() => {
    document.body.replaceChildren();
  });
  return (html) => {
    const root = document.createElement('div');
    root.innerHTML = html;
    document.body.append(root);
    return root;
  };
}
