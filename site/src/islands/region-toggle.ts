/**
 * `<site-region-toggle>`: the region choice of the header's top bar and of the drawer. Its button
 * shows and hides the list; choosing a region is the region change of SPEC.md section 4 (see
 * switch-region.ts), whose code comes only then.
 */
export class SiteRegionToggleElement extends HTMLElement {
  private readonly stop = new AbortController();

  connectedCallback() {
    const button = this.querySelector<HTMLButtonElement>('.region-toggle__button');
    const list = this.querySelector<HTMLElement>('.region-toggle__list');
    if (!button || !list) return;
    const { signal } = this.stop;
    const show = (open: boolean) => {
      button.setAttribute('aria-expanded', String(open));
      list.hidden = !open;
    };
    button.addEventListener('click', () => show(list.hidden), { signal });
    list.addEventListener(
      'click',
      (event) => {
        const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-region]');
        if (!link?.dataset.region) return;
        event.preventDefault();
        show(false);
        const region = link.dataset.region;
        void import('./switch-region').then(({ switchRegion }) => switchRegion(region));
      },
      { signal },
    );
  }

  disconnectedCallback() {
    this.stop.abort();
  }
}
