// The JSON:API contract, the query language: paging, filters, sort, includes and sparse
// fieldsets as gatsby-source-drupal and the site's calls use them, and what it refuses, over
// real HTTP against the seeded demo content.
import {
  type ErrorDocument,
  everything,
  get,
  JSONAPI,
  serveContent,
  server,
} from './jsonapi-support';

serveContent();

describe('collections', () => {
  it('pages with links.next carrying page[limit] and meta.count, and every resource comes once', async () => {
    const first = await get('/jsonapi/file/file');
    expect(first.body.data).toHaveLength(50);
    expect(first.body.meta.count).toBeGreaterThan(50);
    const next = new URL(first.body.links.next?.href ?? '');
    expect(next.searchParams.get('page[limit]')).toBe('50');
    expect(next.searchParams.get('page[offset]')).toBe('50');

    const all = await everything('/jsonapi/file/file?page[limit]=7');
    expect(all).toHaveLength(first.body.meta.count);
    expect(new Set(all.map((file) => file.id)).size).toBe(all.length);
  });

  it('has no next link on the last page and a prev link after the first', async () => {
    const { body } = await get('/jsonapi/node/trend?page[offset]=5&page[limit]=5');
    expect(body.data).toHaveLength(2);
    expect(body.links.next).toBeUndefined();
    expect(new URL(body.links.prev?.href ?? '').searchParams.get('page[offset]')).toBe('0');
  });

  it('reduces a page limit above 50 to 50, as Drupal does', async () => {
    const { body } = await get('/jsonapi/file/file?page[limit]=500');
    expect(body.data).toHaveLength(50);
  });

  it('answers HEAD like GET without a body', async () => {
    const response = await fetch(`${server.url}/jsonapi/node/trend`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });
});

describe('filters', () => {
  const titles = async (query: string, type = 'node/trend') =>
    (await get(`/jsonapi/${type}?${query}`)).body.data
      .map((resource) => resource.attributes.title)
      .sort();

  it('matches a multi-value field_website by equality when one of its values is equal', async () => {
    expect(await titles('filter[field_website][value]=GHRES-na')).toEqual(
      ['Balanced Brights', 'Haven Hues', 'Natural Tactiles', 'Quirky Pastels', 'Wellness'].sort(),
    );
    expect(await titles('filter[field_website]=GHRES-na')).toHaveLength(5);
  });

  it('matches CONTAINS and STARTS_WITH against each value of a field', async () => {
    expect(
      await titles(
        'filter[w][condition][path]=field_website&filter[w][condition][operator]=CONTAINS&filter[w][condition][value]=-nz',
      ),
    ).toHaveLength(7);
    expect(
      await titles('filter[field_slug][operator]=STARTS_WITH&filter[field_slug][value]=b'),
    ).toEqual(['Balanced Brights', 'Biophilic Home']);
  });

  it('matches IN and NOT IN lists and <>', async () => {
    expect(
      await titles(
        'filter[s][condition][path]=field_slug&filter[s][condition][operator]=IN&filter[s][condition][value][]=wellness&filter[s][condition][value][]=haven-hues',
      ),
    ).toEqual(['Haven Hues', 'Wellness']);
    expect(
      await titles(
        'filter[s][condition][path]=field_slug&filter[s][condition][operator]=NOT%20IN&filter[s][condition][value][0]=wellness&filter[s][condition][value][1]=haven-hues',
      ),
    ).toHaveLength(5);
    expect(
      await titles('filter[field_slug][operator]=<>&filter[field_slug][value]=wellness'),
    ).toHaveLength(6);
  });

  it('combines conditions in OR groups nested in AND groups', async () => {
    const query = [
      'filter[either][group][conjunction]=OR',
      'filter[a][condition][path]=field_slug',
      'filter[a][condition][value]=wellness',
      'filter[a][condition][memberOf]=either',
      'filter[b][condition][path]=field_slug',
      'filter[b][condition][value]=biophilic-home',
      'filter[b][condition][memberOf]=either',
      'filter[c][condition][path]=field_website',
      'filter[c][condition][value]=GHRES-na',
    ].join('&');
    expect(await titles(query)).toEqual(['Wellness']);
  });

  it('filters through a relationship path and by a nested attribute', async () => {
    const care = await titles('filter[field_category.field_slug]=care', 'node/article');
    expect(care).toEqual(
      [
        'Carpet care: keeping your carpet looking new',
        'Carpet cleaning and care',
        'Caring for timber, hybrid, laminate and vinyl floors',
      ].sort(),
    );
    expect(await titles('filter[path.alias]=/news/carpet-care-na', 'node/article')).toEqual([
      'Carpet cleaning and care',
    ]);
  });

  it('compares created dates with ISO dates and with Unix timestamps', async () => {
    const since = Date.parse('2025-07-01T09:00:00+00:00') / 1000;
    expect(await titles(`filter[created][operator]=>=&filter[created][value]=${since}`)).toEqual([
      'Balanced Brights',
      'Natural Tactiles',
      'Quirky Pastels',
    ]);
    expect(
      await titles(
        'filter[created][operator]=<&filter[created][value]=2025-04-15T00:00:00%2B00:00',
      ),
    ).toEqual(['Regenerative Living', 'Wellness']);
  });

  it('treats an empty field as NULL', async () => {
    const withoutLink = await get(
      '/jsonapi/paragraph/highlight?filter[field_link][operator]=IS%20NULL',
    );
    expect(withoutLink.body.data.length).toBeGreaterThan(0);
    expect(withoutLink.body.data.every((item) => item.attributes.field_link === null)).toBe(true);
  });
});

describe('sort', () => {
  it('sorts by -created, newest first', async () => {
    const { body } = await get('/jsonapi/node/trend?sort=-created');
    const created = body.data.map((trend) => Date.parse(String(trend.attributes.created)));
    expect(created).toEqual([...created].sort((a, b) => b - a));
    expect(body.data[0]?.attributes.title).toBe('Balanced Brights');
  });

  it('sorts by several fields, and in the long sort[name][path] form', async () => {
    const short = await get('/jsonapi/node/trend?sort=title');
    const long = await get('/jsonapi/node/trend?sort[t][path]=title&sort[t][direction]=ASC');
    const names = short.body.data.map((trend) => trend.attributes.title);
    expect(names).toEqual([...names].sort());
    expect(long.body.data.map((trend) => trend.attributes.title)).toEqual(names);
    const grouped = await get('/jsonapi/node/page?sort=field_page_type,-title&page[limit]=50');
    const pairs = grouped.body.data.map((page) => [
      page.attributes.field_page_type,
      page.attributes.title,
    ]);
    expect(pairs).toEqual(
      [...pairs].sort((a, b) =>
        String(a[0]) === String(b[0])
          ? String(b[1]).toLowerCase().localeCompare(String(a[1]).toLowerCase())
          : String(a[0]).localeCompare(String(b[0])),
      ),
    );
  });
});

describe('includes and sparse fieldsets', () => {
  it('includes nested relationships once each, and never the primary data', async () => {
    const { body } = await get(
      '/jsonapi/node/collection?include=field_highlights,field_highlights.field_image',
    );
    const included = body.included ?? [];
    expect(new Set(included.map((resource) => resource.id)).size).toBe(included.length);
    const primary = new Set(body.data.map((resource) => resource.id));
    expect(included.some((resource) => primary.has(resource.id))).toBe(false);
    const files = included.filter((resource) => resource.type === 'file--file');
    const highlights = included.filter((resource) => resource.type === 'paragraph--highlight');
    expect(highlights.length).toBeGreaterThanOrEqual(16);
    expect(files).toHaveLength(highlights.length);
  });

  it('keeps only the listed fields of each type in a sparse fieldset', async () => {
    const { body } = await get(
      '/jsonapi/node/article?fields[node--article]=title,field_image&include=field_image&fields[file--file]=uri',
    );
    for (const article of body.data) {
      expect(Object.keys(article.attributes)).toEqual(['title']);
      expect(Object.keys(article.relationships ?? {})).toEqual(['field_image']);
    }
    for (const file of body.included ?? []) expect(Object.keys(file.attributes)).toEqual(['uri']);
  });
});

describe('refusals', () => {
  const refused = async (query: string, parameter: string) => {
    const { status, headers, body } = await get<ErrorDocument>(`/jsonapi/node/trend?${query}`);
    expect(status).toBe(400);
    expect(headers.get('content-type')).toBe(JSONAPI);
    expect(body.errors).toHaveLength(1);
    expect(body.errors[0]).toMatchObject({
      status: '400',
      title: 'Bad Request',
      source: { parameter },
    });
    expect(body.errors[0]?.detail.length).toBeGreaterThan(10);
    return body.errors[0]?.detail ?? '';
  };

  it('refuses a filter on a field the type does not have, naming it', async () => {
    expect(await refused('filter[field_colour]=red', 'filter')).toContain('field_colour');
  });

  it('refuses an unknown operator, a list operator without a list and a group that is not defined', async () => {
    await refused('filter[field_slug][operator]=LIKE&filter[field_slug][value]=x', 'filter');
    await refused('filter[field_slug][operator]=IN&filter[field_slug][value]=x', 'filter');
    await refused(
      'filter[a][condition][path]=title&filter[a][condition][value]=x&filter[a][condition][memberOf]=nowhere',
      'filter',
    );
    await refused('filter[g][group][conjunction]=XOR', 'filter');
    await refused('filter[g][group][conjunction]=OR&filter[g][group][memberOf]=g', 'filter');
  });

  it('refuses an include through a field that is not a relationship', async () => {
    expect(await refused('include=field_slug', 'include')).toContain('field_slug');
    await refused('include=field_palette.field_nothing', 'include');
  });

  it('refuses a sort on an unknown field and a page that is not a whole number', async () => {
    await refused('sort=-popularity', 'sort');
    await refused('page[offset]=-1', 'page');
    await refused('page[limit]=ten', 'page');
    await refused('page[limit]=0', 'page');
  });

  it('refuses a query parameter JSON:API reserves but does not define', async () => {
    await refused('filters[field_slug]=wellness', 'filters');
  });

  it('answers garbage queries with a 4xx JSON:API error, never a 5xx', async () => {
    const failures: string[] = [];
    for (const query of [
      'filter=',
      'filter[]=x',
      'filter[a][b][c][d][e][f][g]=x',
      'include[]=field_palette',
      'fields=title',
      'fields[node--trend][]=title',
      'sort[]=title',
      'page=1',
      'page[size]=2',
      'filter[field_slug][value][]=x',
      'filter[x][condition][path]=..',
      'sort=,',
      'sort=title,,-created',
      'filter[a][group]=x',
    ]) {
      const { status, body } = await get<ErrorDocument>(`/jsonapi/node/trend?${query}`);
      if (status < 400 || status >= 500 || !body.errors?.[0]?.detail)
        failures.push(`${status} for ${query}`);
    }
    expect(failures).toEqual([]);
  });

  it('takes no write without a token with the content scope: 401, and 405 for a method no route has', async () => {
    const send = (method: string) =>
      fetch(`${server.url}/jsonapi/node/trend`, {
        method,
        headers: { 'content-type': JSONAPI },
        body: method === 'DELETE' ? undefined : JSON.stringify({ data: { type: 'node--trend' } }),
      });
    const post = await send('POST');
    expect(post.status).toBe(401);
    expect(post.headers.get('www-authenticate')).toBe('Bearer realm="admin"');
    for (const method of ['PATCH', 'DELETE']) {
      const response = await send(method);
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD, POST');
    }
  });

  it('answers 406 when Accept names JSON:API only with media type parameters, and 415 for such a body', async () => {
    const notAcceptable = await get<ErrorDocument>('/jsonapi/node/trend', {
      accept: `${JSONAPI}; ext="https://example.com/ext"`,
    });
    expect(notAcceptable.status).toBe(406);
    const unsupported = await fetch(`${server.url}/jsonapi/node/trend`, {
      headers: { 'content-type': `${JSONAPI}; charset=utf-8` },
    });
    expect(unsupported.status).toBe(415);
  });
});
