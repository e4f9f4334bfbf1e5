import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Search } from './Search';

const ANSWER = {
  products: [{ airtableId: 'rec1', name: 'Berber Point', publicId: 'swatches/GHRES-1001-01' }],
  variants: [
    {
      airtableId: 'rec2',
      name: 'Oatmeal',
      productName: 'Berber Point',
      publicId: 'swatches/GHRES-1001-02',
    },
  ],
  highlights: [{ airtableId: 'rec3', title: 'Berber comeback' }],
  collections: [],
  types: [],
};

let fetchMock: jest.Mock;

/** What fetch answers; jsdom has no Response, and the client reads only ok, status and json(). */
function answerWith(body: unknown, status = 200) {
  fetchMock.mockResolvedValue({ ok: status < 400, status, json: async () => body });
}

function setup(props: Parameters<typeof Search>[0] = {}) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(
    <>
      <Search apiBase="https://gh.example" {...props} />
      <button type="button">elsewhere</button>
    </>,
  );
  return { user, box: screen.getByRole('combobox', { name: 'Search' }) };
}

/** Lets the 1000 ms debounce run out and the answer arrive. */
async function afterDebounce(ms = 1000) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
}

/** Types 'ber', answered with ANSWER, and waits out the debounce until the results show. */
async function showResults(props: Parameters<typeof Search>[0] = {}) {
  answerWith(ANSWER);
  const { user, box } = setup(props);
  await user.type(box, 'ber');
  await afterDebounce();
  const results = await screen.findByRole('listbox', { name: 'Search results' });
  return { user, box, results };
}

beforeEach(() => {
  jest.useFakeTimers();
  fetchMock = jest.fn();
  globalThis.fetch = fetchMock;
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('<Search> (SPEC.md sections 2.8, 4, 7, 9)', () => {
  it('says Keep typing... below 3 characters and sends no request', async () => {
    const { user, box } = setup();
    await user.type(box, 'be');
    expect(screen.getByRole('status')).toHaveTextContent('Keep typing...');
    await afterDebounce(2000);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('searches 1000 ms after the last keystroke, saying Searching... meanwhile', async () => {
    answerWith(ANSWER);
    const { user, box } = setup({ region: 'nz' });
    await user.type(box, 'ber');
    expect(screen.getByRole('status')).toHaveTextContent('Searching...');
    await afterDebounce(999);
    expect(fetchMock).not.toHaveBeenCalled();
    await afterDebounce(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(
      'https://gh.example/search-query?query=ber&website=GHRES&region=nz',
    );
  });

  it('sends one request for a burst of typing', async () => {
    answerWith(ANSWER);
    const { user, box } = setup();
    await user.type(box, 'berber');
    await afterDebounce();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('query=berber');
  });

  it('groups the results under their headings, with 48 px images', async () => {
    const { box, results } = await showResults();
    const products = within(results).getByRole('group', { name: 'Products' });
    expect(within(products).getByRole('option')).toHaveTextContent('Berber Point');
    const colours = within(results).getByRole('group', { name: 'Colours' });
    const image = within(colours).getByRole('option').querySelector('img');
    expect(image).toHaveAttribute('width', '48');
    expect(image?.getAttribute('src')).toMatch(
      /^https:\/\/gh\.example\/media\/gh\/image\/upload\/.*w_48.*\/swatches\/GHRES-1001-02\.jpg$/,
    );
    expect(within(results).getByRole('group', { name: 'Highlights' })).toHaveTextContent(
      'Berber comeback',
    );
    // A server that says no more than SPEC's groups: the products it sent are the count.
    expect(screen.getByRole('status')).toHaveTextContent('1 product');
    expect(box).toHaveAttribute('aria-expanded', 'true');
  });

  it('says what the query was understood as, or what was relaxed, over the results', async () => {
    answerWith({
      ...ANSWER,
      total: 37,
      understood: [
        { facet: 'colour', values: ['gray'], label: 'Grey', words: 'grey' },
        { facet: 'type', values: ['CPT'], label: 'Carpet', words: 'carpet' },
      ],
    });
    const { user, box } = setup();
    await user.type(box, 'grey carpet');
    await afterDebounce();
    await screen.findByRole('listbox');
    expect(screen.getByRole('status')).toHaveTextContent('37 products: Grey, Carpet');
    answerWith({
      ...ANSWER,
      total: 5,
      relaxed: {
        message: 'No grey wool carpet in Australia. Showing grey carpet and wool carpet.',
      },
    });
    await user.type(box, 's');
    await afterDebounce();
    expect(
      await screen.findByText(
        'No grey wool carpet in Australia. Showing grey carpet and wool carpet.',
      ),
    ).toBeInTheDocument();
  });

  it("ends the list with 'See all N results for …', which asks for the results page", async () => {
    answerWith({ ...ANSWER, total: 37 });
    const onSearch = jest.fn();
    const onSelect = jest.fn();
    const { user, box } = setup({ onSearch, onSelect });
    await user.type(box, 'ber');
    await afterDebounce();
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.at(-1)).toHaveTextContent('See all 37 results for ‘ber’');
    // By keyboard: past the three results to the last option.
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('option', { selected: true })).toHaveTextContent('See all 37 results');
    await user.keyboard('{Enter}');
    expect(onSearch).toHaveBeenLastCalledWith({ query: 'ber' });
    // By mouse, once the results show again.
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    await user.click(box);
    await user.click(screen.getByRole('option', { name: 'See all 37 results for ‘ber’' }));
    expect(onSearch).toHaveBeenCalledTimes(2);
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('says No results when nothing matches and when the search fails', async () => {
    answerWith({ products: [], variants: [], highlights: [], collections: [], types: [] });
    const { user, box } = setup();
    await user.type(box, 'zzz');
    await afterDebounce();
    expect(await screen.findByText('No results')).toBeInTheDocument();
    fetchMock.mockRejectedValue(new TypeError('network down'));
    await user.type(box, 'z');
    await afterDebounce();
    expect(await screen.findByText('No results')).toBeInTheDocument();
    expect(console.error).toHaveBeenCalled();
  });

  it('hides the results when focus leaves and shows them again when it returns', async () => {
    const { user, box } = await showResults();
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('');
    await user.click(box);
    expect(screen.getByRole('listbox')).toBeVisible();
  });

  it('chooses a result with the arrow keys and Enter', async () => {
    const onSelect = jest.fn();
    const { user, box } = await showResults({ onSelect });
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const active = screen.getByRole('option', { selected: true });
    expect(active).toHaveTextContent('Oatmeal');
    expect(box).toHaveAttribute('aria-activedescendant', active.id);
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith({
      group: 'variants',
      item: expect.objectContaining({ id: 'rec2', name: 'Oatmeal' }),
    });
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('chooses a result with the mouse', async () => {
    const onSelect = jest.fn();
    const { user } = await showResults({ onSelect });
    await user.click(screen.getByRole('option', { name: /Berber comeback/ }));
    expect(onSelect).toHaveBeenCalledWith({
      group: 'highlights',
      item: expect.objectContaining({ id: 'rec3', name: 'Berber comeback' }),
    });
  });

  it('asks for the results page on Enter with no result pointed at, before or after results arrive', async () => {
    answerWith(ANSWER);
    const onSearch = jest.fn();
    const onSelect = jest.fn();
    const { user, box } = setup({ onSearch, onSelect });
    await user.type(box, 'berb{Enter}');
    expect(onSearch).toHaveBeenLastCalledWith({ query: 'berb' });
    // Typing again shows the results; Enter with none pointed at still asks for the page.
    await user.type(box, 'e');
    await afterDebounce();
    await screen.findByRole('listbox');
    await user.keyboard('{Enter}');
    expect(onSearch).toHaveBeenLastCalledWith({ query: 'berbe' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('does not ask for the results page under 3 characters', async () => {
    const onSearch = jest.fn();
    const { user, box } = setup({ onSearch });
    await user.type(box, 'be{Enter}');
    expect(onSearch).not.toHaveBeenCalled();
  });
});
