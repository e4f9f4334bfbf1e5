/**
 * @jest-environment jsdom
 */
import { inertOthers } from './index';

/** A page of its own (shared/ takes the document from the element it is given). */
function page() {
  const document = new DOMParser().parseFromString(
    `
    <a class="skip" href="#main">Skip</a>
    <site-header>
      <header>
        <div class="top">Top bar</div>
        <dialog class="drawer"><button>Close menu</button></dialog>
        <div class="search">Search</div>
      </header>
    </site-header>
    <main id="main">Content</main>
    <footer inert>Footer, inert already</footer>`,
    'text/html',
  );
  const find = (selector: string) => document.querySelector(selector) as Element;
  return { find, drawer: find('dialog.drawer') };
}

const inert = (element: Element) => element.hasAttribute('inert');

describe('inertOthers, for a modal opened without showModal()', () => {
  test('makes the whole page behind the modal inert, and neither the modal nor its ancestors', () => {
    const { find, drawer } = page();
    inertOthers(drawer);
    for (const behind of ['.skip', '.top', '.search', 'main', 'footer']) {
      expect(inert(find(behind))).toBe(true);
    }
    for (const around of ['dialog.drawer', 'header', 'site-header', 'body']) {
      expect(inert(find(around))).toBe(false);
    }
    expect(inert(find('dialog button'))).toBe(false);
  });

  test('the restore frees what it made inert, leaves inert what already was, and runs once', () => {
    const { find, drawer } = page();
    const restore = inertOthers(drawer);
    restore();
    for (const behind of ['.skip', '.top', '.search', 'main']) {
      expect(inert(find(behind))).toBe(false);
    }
    expect(inert(find('footer'))).toBe(true);
    // A second modal's inertness is not undone by the first's restore running again.
    const second = inertOthers(find('footer'));
    restore();
    expect(inert(find('main'))).toBe(true);
    second();
    expect(inert(find('main'))).toBe(false);
  });
});
