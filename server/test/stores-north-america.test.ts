/**
 * The store locator in na (North America: the United States and Canada), as a shopper uses it
 * over real HTTP: a city typed into the address box, the first suggestion chosen, its position
 * looked up, then the stores around it within 20 miles.
 */
import type { PlaceDetails, PlaceSuggestion } from '@gh/shared/places';
import type { StoreLookup } from '@gh/shared/stores';
import { useTestServer } from './support';

const server = useTestServer();

async function getJson<T>(path: string, query: Record<string, string | number>): Promise<T> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) params.set(key, String(value));
  const response = await fetch(`${server.url}${path}?${params}`);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

/** /places in na, as the locator's address box calls it: suggestions or a suggestion's details. */
const places = <T>(q: 'autocomplete' | 'details', term: string) =>
  getJson<T>('/places', { q, website: 'GHRES', region: 'na', term });

const suggestionsFor = (term: string) => places<PlaceSuggestion[]>('autocomplete', term);

const country = (place: PlaceDetails) =>
  place.address_components.find((component) => component.types.includes('country'));

/** What the locator does when the shopper types a city and picks the first suggestion. */
async function searchFor(term: string) {
  const [suggestion] = await suggestionsFor(term);
  if (!suggestion) throw new Error(`no suggestion for '${term}'`);
  const place = await places<PlaceDetails>('details', suggestion.place_id);
  const location = place.geometry?.location;
  if (!location) throw new Error(`no position for '${suggestion.description}'`);
  const lookup = await getJson<StoreLookup>('/api/locator/stores', {
    region: 'na',
    website: 'GHRES',
    q: 'radius',
    lat: location.lat,
    lng: location.lng,
    name: term,
    radius: 20,
  });
  return { suggestion, place, lookup, within20: lookup.stores['20'] ?? [] };
}

describe('the store locator in North America', () => {
  it('finds stores within 20 mi of Chicago, in miles, nearest first', async () => {
    const { suggestion, lookup, within20 } = await searchFor('Chicago');
    expect(suggestion.description).toMatch(/^Chicago, IL \d{5}, United States$/);
    expect(lookup.unit).toBe('mi');
    expect(lookup.center.name).toBe('Chicago');
    expect(lookup.counts?.['20']).toBeGreaterThan(0);
    expect(within20.length).toBeGreaterThan(0);
    const distances = within20.map((store) => store.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances.every((distance) => distance <= 20)).toBe(true);
    expect(within20[0]).toMatchObject({
      country: 'US',
      state: 'IL',
      addressLine2: expect.stringMatching(/^[A-Z][\w .'-]+, IL \d{5}$/),
      phone: expect.stringMatching(/^\(\d{3}\) [2-9]\d{2}-\d{4}$/),
    });
  });

  it('finds stores within 20 mi of New York', async () => {
    const { suggestion, within20 } = await searchFor('New York');
    expect(suggestion.description).toMatch(/^New York, NY \d{5}, United States$/);
    expect(within20.length).toBeGreaterThan(0);
    expect(within20.every((store) => store.country === 'US' && store.distance <= 20)).toBe(true);
  });

  it('finds Toronto as a Canadian place, with Canadian stores around it', async () => {
    const { suggestion, place, lookup, within20 } = await searchFor('Toronto');
    expect(suggestion.description).toMatch(/^Toronto, ON [A-Z]\d[A-Z], Canada$/);
    expect(country(place)).toEqual({
      long_name: 'Canada',
      short_name: 'CA',
      types: ['country', 'political'],
    });
    expect(lookup.center.name).toBe('Toronto');
    expect(within20.length).toBeGreaterThan(0);
    for (const store of within20) {
      expect(store).toMatchObject({
        country: 'CA',
        state: 'ON',
        postcode: expect.stringMatching(/^[A-Z]\d[A-Z] \d[A-Z]\d$/),
        addressLine2: expect.stringMatching(/, ON [A-Z]\d[A-Z] \d[A-Z]\d$/),
        phone: expect.stringMatching(/^\((416|647|905|289)\) \d{3}-\d{4}$/),
      });
    }
  });

  it('names a shared position in Toronto after a Canadian locality, never the United States', async () => {
    const lookup = await getJson<StoreLookup>('/api/locator/stores', {
      region: 'na',
      lat: 43.6532,
      lng: -79.3832,
    });
    const nearest = lookup.stores['20']?.[0];
    expect(nearest?.country).toBe('CA');
    expect(lookup.center.name).toBe(nearest?.locality);
  });

  it('names a shared position with no store near after the nearest place in its country', async () => {
    // Whitehorse, Yukon: no store within 75 miles.
    const lookup = await getJson<StoreLookup>('/api/locator/stores', {
      region: 'na',
      lat: 60.7212,
      lng: -135.0568,
    });
    expect(lookup.counts?.['75']).toBe(0);
    expect(lookup.center.name).toBe('Whitehorse');
  });

  it.each([
    'New York',
    'Los Angeles',
    'Chicago',
    'Houston',
    'Phoenix',
    'Philadelphia',
    'Seattle',
    'Denver',
    'Atlanta',
    'Boston',
    'Toronto',
    'Vancouver',
    'Montreal',
  ])('finds a store within 20 mi of %s, in the city’s own country', async (city) => {
    const { suggestion, within20 } = await searchFor(city);
    const canadian = ['Toronto', 'Vancouver', 'Montreal'].includes(city);
    expect(suggestion.description).toMatch(canadian ? /, Canada$/ : /, United States$/);
    expect(within20.length).toBeGreaterThan(0);
    expect(within20[0]?.country).toBe(canadian ? 'CA' : 'US');
  });

  it('suggests Montréal for Montreal typed without the accent, before the towns called Montreal in the US', async () => {
    const suggestions = await suggestionsFor('Montreal');
    expect(suggestions[0]?.description).toMatch(/^Montréal, QC H\d[A-Z], Canada$/);
  });

  it('suggests Vancouver, BC before Vancouver, WA', async () => {
    const suggestions = (await suggestionsFor('Vancouver')).map((s) => s.description);
    expect(suggestions[0]).toMatch(/^Vancouver, BC V\d[A-Z], Canada$/);
  });

  it('finds a Canadian place by the first three characters of its postal code', async () => {
    const suggestions = await suggestionsFor('M5V');
    expect(suggestions.map((s) => s.description)).toEqual(['Toronto, ON M5V, Canada']);
  });

  it('keeps Canadian places out of the other regions', async () => {
    expect(await suggestionsFor('Toronto')).not.toEqual([]);
    const inAu = await getJson<PlaceSuggestion[]>('/places', {
      q: 'autocomplete',
      website: 'GHRES',
      region: 'au',
      term: 'Toronto',
    });
    // Toronto, NSW is a suburb of Lake Macquarie: an Australian one, not the Canadian city.
    expect(inAu.every((s) => s.description.endsWith(', Australia'))).toBe(true);
  });

  it('seeds na with stores in both its countries, each store’s country from its own place', () => {
    const rows = server.db
      .prepare("SELECT DISTINCT country FROM stores WHERE region = 'na' ORDER BY country")
      .all();
    expect(rows).toEqual([{ country: 'CA' }, { country: 'US' }]);
    const misfiled = server.db
      .prepare(
        "SELECT count(*) AS n FROM stores WHERE region = 'na' AND country = 'US' AND postcode NOT GLOB '[0-9][0-9][0-9][0-9][0-9]'",
      )
      .get() as { n: number };
    expect(misfiled.n).toBe(0);
  });
});
