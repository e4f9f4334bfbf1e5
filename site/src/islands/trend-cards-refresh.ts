/**
 * The trend index's cards as the content service lists them now (trend-cards.ts): each card the
 * build wrote is kept (by its report's link), a newer report gets a card made from one of them,
 * and the list takes the service's order.
 */
import { normalisePalette, type TrendCard, withBuiltInTrendCards } from '@gh/shared/palette';
import { isRegion } from '@gh/shared/regions';
import { loadTrendCards } from '../sections/trend-index';

const hrefOf = (region: string, card: TrendCard) =>
  `/${region}/inspiration/trend-reports/${card.slug}/`;

/** A card for `card`, made from a card the build wrote (same markup, another report). */
function cardFrom(model: HTMLLIElement, region: string, card: TrendCard): HTMLLIElement {
  const item = model.cloneNode(true) as HTMLLIElement;
  item.querySelector('a')?.setAttribute('href', hrefOf(region, card));
  const title = item.querySelector('.card__title');
  if (title) title.textContent = card.title;
  const summary = item.querySelector('.card__summary');
  if (summary) summary.textContent = card.subtitle;
  const bar = item.querySelector('.palette-bar');
  const modelSwatch = bar?.querySelector<HTMLElement>('.palette-bar__swatch');
  if (bar && modelSwatch) {
    bar.setAttribute('aria-label', `${card.title} palette`);
    bar.replaceChildren(
      ...normalisePalette(card.colors).map((swatch) => {
        const element = modelSwatch.cloneNode() as HTMLElement;
        element.style.backgroundColor = swatch.hex;
        element.style.flexBasis = `${swatch.percent}%`;
        element.style.setProperty('--swatch-offset', `${swatch.offset}%`);
        if (element.title) element.title = swatch.hex;
        return element;
      }),
    );
  }
  return item;
}

export async function refreshTrendCards(host: HTMLElement, region: string): Promise<void> {
  const list = host.querySelector<HTMLUListElement>('.card-grid__list');
  const model = list?.querySelector<HTMLLIElement>('li.card');
  if (!list || !model || !isRegion(region)) return;
  let loaded: TrendCard[];
  try {
    loaded = await loadTrendCards(region);
  } catch (error) {
    console.warn('Trend cards could not be loaded; showing the built-in cards', error);
    return;
  }
  const built = new Map<string, HTMLLIElement>();
  for (const item of list.querySelectorAll<HTMLLIElement>('li.card')) {
    const href = item.querySelector('a')?.getAttribute('href');
    if (href) built.set(href.replace(/\/?$/, '/'), item);
  }
  const cards = withBuiltInTrendCards(loaded).map(
    (card) => built.get(hrefOf(region, card)) ?? cardFrom(model, region, card),
  );
  list.replaceChildren(...cards);
}
