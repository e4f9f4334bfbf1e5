/**
 * `<site-header>`: the behaviour of the header the build renders (components/header/Header.tsx),
 * on every page, with or without Gatsby's runtime. It holds the shared menu state (SPEC.md
 * sections 2.3 and 4, @gh/shared/navigation's menuReducer) and shows it in the server's markup:
 * - the mega menu: a panel opens on hover of its item or a click on it, and closes on mouse
 *   leave, a click, a click on a link inside it, or Escape;
 * - the phone drawer: a modal <dialog> (the page behind inert, Tab wrapping inside, no scrolling
 *   behind it), one accordion panel expanded at a time, closed by Escape, its close button or a
 *   tap beside it, focus back on the Menu button. It is laid out while closed (hidden) and opened
 *   with show() and aria-modal rather than showModal(): showModal() moves it into the top layer,
 *   which styles and lays it out anew and restyles the page for its inertness, all before the
 *   tap's answer is painted (the tap's click on an article at 4x CPU: 19.7 ms of work, 8.0 now).
 *   The page behind becomes inert and stops scrolling in the task after the frame that shows it;
 *   until then the drawer, filling the screen, takes every tap and holds focus;
 * - the search toggle: the bar under the header with the widget suite's `<gh-search>`, added and
 *   loaded the first time search opens, focus in its field at each opening;
 * - the sticky header: the top bar's height is the sticky offset, so only the main bar stays.
 * The element itself draws nothing (display: contents).
 */
import { inertOthers, lockPageScroll, wrapFocus } from '@gh/shared/dialog';
import {
  INITIAL_MENU_STATE,
  type MenuEvent,
  type MenuPanelId,
  type MenuState,
  menuReducer,
} from '@gh/shared/navigation';
import { navigateTo } from './navigate';
import { whenDefined, widgetElement } from './widgets';

const SEARCH_PLACEHOLDER = 'Search products, colours and guides';

export class SiteHeaderElement extends HTMLElement {
  private state: MenuState = INITIAL_MENU_STATE;
  private searchOpen = false;
  /** Frees the page behind the open drawer (its scrolling and its inertness). */
  private unlockPage: (() => void) | null = null;
  private focusToggleOnClose = true;
  private readonly stop = new AbortController();

  connectedCallback() {
    const header = this.querySelector<HTMLElement>('.site-header');
    if (!header) return;
    const { signal } = this.stop;
    this.measureTopBar(header);

    const nav = this.querySelector<HTMLElement>('.primary-nav');
    for (const item of this.querySelectorAll<HTMLElement>('.primary-nav__item')) {
      const panel = (item.dataset.panel || null) as MenuPanelId | null;
      item.addEventListener('mouseenter', () => this.dispatch({ type: 'itemHovered', panel }), {
        signal,
      });
      item
        .querySelector('button')
        ?.addEventListener(
          'click',
          () =>
            this.dispatch(
              this.state.openPanel === panel && panel
                ? { type: 'menuClicked' }
                : { type: 'itemHovered', panel },
            ),
          { signal },
        );
      // A click on a link inside the panel closes it (SPEC.md section 2.3).
      item
        .querySelector('.primary-nav__panel')
        ?.addEventListener('click', () => this.dispatch({ type: 'menuClicked' }), { signal });
    }
    nav?.addEventListener('mouseleave', () => this.dispatch({ type: 'menuLeft' }), { signal });

    this.drawerToggle()?.addEventListener('click', () => this.dispatch({ type: 'drawerToggled' }), {
      signal,
    });
    const drawer = this.drawer();
    if (drawer) {
      drawer.addEventListener(
        'click',
        (event) => {
          const target = event.target as Element;
          // The dialog fills the screen; the panel covers its left side, the backdrop beside it.
          if (target === drawer || target.closest('.drawer__close, a')) {
            this.dispatch({ type: 'drawerClosed' });
            return;
          }
          const accordion = target.closest<HTMLElement>('.drawer__accordion');
          if (accordion?.dataset.panel) {
            this.dispatch({
              type: 'accordionToggled',
              panel: accordion.dataset.panel as MenuPanelId,
            });
          }
          if (target.closest('.drawer__search')) {
            this.focusToggleOnClose = false;
            this.dispatch({ type: 'drawerClosed' });
            this.setSearchOpen(true);
          }
        },
        { signal },
      );
      drawer.addEventListener(
        'keydown',
        (event) => {
          if (event.key === 'Tab') {
            wrapFocus(drawer, event.shiftKey, () => event.preventDefault());
          }
        },
        { signal },
      );
    }

    this.searchToggle()?.addEventListener('click', () => this.setSearchOpen(!this.searchOpen), {
      signal,
    });
    window.addEventListener(
      'keydown',
      (event) => {
        if (event.key !== 'Escape') return;
        if (this.state.drawerOpen) this.dispatch({ type: 'drawerClosed' });
        else if (this.state.openPanel) this.dispatch({ type: 'menuLeft' });
      },
      { signal },
    );
  }

  disconnectedCallback() {
    this.stop.abort();
    this.unlockPage?.();
  }

  private drawer = () => this.querySelector<HTMLDialogElement>('dialog.drawer');
  private drawerToggle = () => this.querySelector<HTMLButtonElement>('.site-header__drawer-toggle');
  private searchToggle = () => this.querySelector<HTMLButtonElement>('.search-toggle');

  /** The top bar wraps on narrow screens; its height is how far the header scrolls before it sticks. */
  private measureTopBar(header: HTMLElement) {
    const bar = header.querySelector('.site-header__top');
    if (!bar || typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(() =>
      header.style.setProperty('--header-top-height', `${bar.getBoundingClientRect().height}px`),
    );
    observer.observe(bar);
    this.stop.signal.addEventListener('abort', () => observer.disconnect());
  }

  private dispatch(event: MenuEvent) {
    const previous = this.state;
    this.state = menuReducer(previous, event);
    if (this.state !== previous) this.render(previous);
  }

  private render(previous: MenuState) {
    const { openPanel, drawerOpen, expandedPanel } = this.state;
    if (openPanel !== previous.openPanel) {
      for (const item of this.querySelectorAll<HTMLElement>('.primary-nav__item')) {
        const open = Boolean(item.dataset.panel) && item.dataset.panel === openPanel;
        item.classList.toggle('primary-nav__item--open', open);
        item.querySelector('button')?.setAttribute('aria-expanded', String(open));
        const panel = item.querySelector<HTMLElement>('.primary-nav__panel');
        if (panel) panel.hidden = !open;
      }
    }
    if (expandedPanel !== previous.expandedPanel) {
      for (const accordion of this.querySelectorAll<HTMLElement>('.drawer__accordion')) {
        const expanded = accordion.dataset.panel === expandedPanel;
        accordion.setAttribute('aria-expanded', String(expanded));
        const panel = document.getElementById(accordion.getAttribute('aria-controls') ?? '');
        if (panel) panel.hidden = !expanded;
      }
    }
    if (drawerOpen !== previous.drawerOpen) this.showDrawer(drawerOpen);
  }

  private showDrawer(open: boolean) {
    const drawer = this.drawer();
    const toggle = this.drawerToggle();
    toggle?.setAttribute('aria-expanded', String(open));
    if (!drawer) return;
    if (open) {
      if (!drawer.open) drawer.show();
      drawer.querySelector<HTMLElement>('.drawer__close')?.focus();
      // The page behind stops scrolling and becomes inert after the frame that shows the drawer:
      // both restyle or lay out the whole page again, which the tap's answer need not wait for.
      requestAnimationFrame(() =>
        setTimeout(() => {
          if (!drawer.open || this.unlockPage) return;
          const unlockScroll = lockPageScroll(document.documentElement);
          const restore = inertOthers(drawer);
          this.unlockPage = () => {
            unlockScroll();
            restore();
          };
        }),
      );
      return;
    }
    if (drawer.open) drawer.close();
    this.unlockPage?.();
    this.unlockPage = null;
    // Not when the drawer closed to open search: the search field takes focus then.
    if (this.focusToggleOnClose) toggle?.focus();
    this.focusToggleOnClose = true;
  }

  private setSearchOpen(open: boolean) {
    this.searchOpen = open;
    const toggle = this.searchToggle();
    const slot = this.querySelector<HTMLElement>('.search-slot');
    this.querySelector('.site-header')?.classList.toggle('site-header--search-open', open);
    if (toggle) {
      toggle.setAttribute('aria-expanded', String(open));
      const label = toggle.querySelector('.visually-hidden');
      if (label) label.textContent = open ? 'Close search' : 'Search';
    }
    if (!slot) return;
    slot.hidden = !open;
    if (!open) return;
    let search = slot.querySelector('gh-search');
    if (!search) {
      search = widgetElement('gh-search', this.region(), { placeholder: SEARCH_PLACEHOLDER });
      search.addEventListener('gh-search-select', (event) => void this.openResult(event));
      search.addEventListener('gh-search-submit', (event) => void this.openResults(event));
      slot.append(search);
    }
    void focusSearchField(search);
  }

  private region() {
    return this.getAttribute('region') ?? 'au';
  }

  private async openResult(event: Event) {
    const { group, item } = (event as CustomEvent).detail;
    const { searchPageHref, searchResultHref } = await import('../search/links');
    const region = this.region() as Parameters<typeof searchPageHref>[0];
    navigateTo(searchResultHref(group, item, region) ?? searchPageHref(region, item.name ?? ''));
  }

  private async openResults(event: Event) {
    const { query } = (event as CustomEvent).detail;
    const { searchPageHref } = await import('../search/links');
    navigateTo(searchPageHref(this.region() as 'au', query));
  }
}

/** Focus goes into the search field once `<gh-search>` has drawn it. */
async function focusSearchField(search: Element) {
  await whenDefined('gh-search');
  const find = () => search.shadowRoot?.querySelector<HTMLInputElement>('input');
  const field = find();
  if (field) {
    field.focus();
    return;
  }
  const root = search.shadowRoot ?? search;
  const observer = new MutationObserver(() => {
    const arrived = find();
    if (!arrived) return;
    observer.disconnect();
    arrived.focus();
  });
  observer.observe(root, { childList: true, subtree: true });
}
