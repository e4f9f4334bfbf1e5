import { startTestServer, type TestServer } from './support';

let server: TestServer;

beforeAll(async () => {
  // The tests stand in for a load balancer on loopback, so their X-Forwarded-For is believed.
  server = await startTestServer({ seed: false, env: { GH_TRUST_PROXY: 'loopback' } });
});
afterAll(async () => {
  await server.close();
});

async function geoIp(headers: Record<string, string> = {}, query = '') {
  const response = await fetch(`${server.url}/geo-ip${query}`, { headers });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    text: await response.text(),
  };
}

describe('GET /geo-ip', () => {
  it('answers the country of the CF-IPCountry header as a lower-case code string', async () => {
    expect(await geoIp({ 'CF-IPCountry': 'US' })).toEqual({
      status: 200,
      type: 'text/plain; charset=utf-8',
      text: 'us',
    });
  });

  it('reads CloudFront-Viewer-Country and X-Country too', async () => {
    expect((await geoIp({ 'CloudFront-Viewer-Country': 'NZ' })).text).toBe('nz');
    expect((await geoIp({ 'X-Country': 'au' })).text).toBe('au');
  });

  it('prefers CF-IPCountry over the other headers', async () => {
    expect((await geoIp({ 'CF-IPCountry': 'NZ', 'X-Country': 'US' })).text).toBe('nz');
  });

  it('looks the client address up in the IP-to-country database when no header says', async () => {
    // Telstra's name server is in Australia, Google's public resolver in the United States.
    expect((await geoIp({ 'X-Forwarded-For': '139.130.4.5' })).text).toBe('au');
    expect((await geoIp({ 'X-Forwarded-For': '202.27.184.3' })).text).toBe('nz');
    expect((await geoIp({ 'X-Forwarded-For': '8.8.8.8' })).text).toBe('us');
  });

  it('ignores the CDN placeholder for an unknown country and falls back to the database', async () => {
    expect((await geoIp({ 'CF-IPCountry': 'XX', 'X-Forwarded-For': '8.8.8.8' })).text).toBe('us');
  });

  it('answers an empty string when nothing knows the country (loopback)', async () => {
    expect(await geoIp()).toMatchObject({ status: 200, text: '' });
  });

  it('lets ?country= override every other source', async () => {
    expect((await geoIp({ 'CF-IPCountry': 'US' }, '?country=NZ')).text).toBe('nz');
  });

  it('refuses a ?country= that is not a two-letter code with a 400 and a reason', async () => {
    const response = await geoIp({}, '?country=usa1');
    expect(response.status).toBe(400);
    expect(JSON.parse(response.text)).toEqual({ error: expect.stringContaining('two-letter') });
  });

  it('answers a JSON string to a client that asks for JSON', async () => {
    const response = await geoIp({ Accept: 'application/json', 'CF-IPCountry': 'US' });
    expect(response.type).toMatch(/^application\/json/);
    expect(JSON.parse(response.text)).toBe('us');
  });
});
