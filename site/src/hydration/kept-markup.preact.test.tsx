/**
 * Markup kept by the first hydration, on Preact as the site ships: a component whose behaviour is
 * all in islands (the header) keeps the build's markup, not one node of it made anew or walked,
 * and renders its own when made later (a client-side navigation) or when what it shows changes.
 */
import { act } from 'preact/test-utils';
import { renderToString } from 'preact-render-to-string';
import { render } from 'react-dom';
import { hydrateRoot } from 'react-dom/client';
import { HydrationSlice } from './HydrationSlice';
import { keptMarkup, useKeptMarkup } from './kept-markup';
import { hydrateInSlices, whenHydrated } from './slices';

let rendersOfTheInside = 0;

function Links({ region }: { region: string }) {
  rendersOfTheInside++;
  return (
    <ul>
      <li>
        <a href={`/${region}/products`}>Products</a>
      </li>
      <li>
        <a href={`/${region}/find-stores`}>Find a store</a>
      </li>
    </ul>
  );
}

function Header({ region }: { region: string }) {
  if (useKeptMarkup(region)) return <nav data-region={region} {...keptMarkup} />;
  return (
    <nav data-region={region}>
      <Links region={region} />
    </nav>
  );
}

const Page = ({ region }: { region: string }) => (
  <div>
    <HydrationSlice>
      <Header region={region} />
    </HydrationSlice>
    <main>Content</main>
  </div>
);

describe('kept markup', () => {
  it('keeps the build’s markup through the first hydration without rendering what is inside', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page region="au" />);
    document.body.append(container);
    const links = [...container.querySelectorAll('a')];
    rendersOfTheInside = 0;

    let root: ReturnType<typeof hydrateRoot> | undefined;
    hydrateInSlices(() => {
      root = hydrateRoot(container, <Page region="au" />);
    });
    await whenHydrated();
    await act(() => root?.render(<Page region="au" />));

    expect(rendersOfTheInside).toBe(0);
    expect([...container.querySelectorAll('a')]).toEqual(links);
    expect(links[0]).toHaveAttribute('href', '/au/products');

    // What it shows changes: it renders its own.
    await act(() => root?.render(<Page region="nz" />));
    expect(rendersOfTheInside).toBeGreaterThan(0);
    expect(container.querySelector('a')).toHaveAttribute('href', '/nz/products');
    // And keeps rendering its own.
    await act(() => root?.render(<Page region="au" />));
    expect(container.querySelector('a')).toHaveAttribute('href', '/au/products');
    container.remove();
  });

  it('renders its own when made after the first hydration, as on a client-side navigation', async () => {
    await whenHydrated();
    const container = document.createElement('div');
    render(<Page region="ca" />, container);
    expect(container.querySelector('a')).toHaveAttribute('href', '/ca/products');
  });
});
