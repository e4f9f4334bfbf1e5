import { gzipSync } from 'node:zlib';
import { MAP_ZOOM_BY_RADIUS } from '@gh/shared/regions';
import { decodeRing } from './outline-rings';
import { OUTLINES as AMERICAS } from './outlines-americas';
import { OUTLINES as OCEANIA } from './outlines-oceania';
import { metresPerPixel, toViewport } from './projection';

const SIZE = { width: 640, height: 400 };

const OUTLINES = [...OCEANIA, ...AMERICAS];

function bounds(id: string) {
  const points = (OUTLINES.find((country) => country.id === id)?.rings ?? []).flatMap(decodeRing);
  const lngs = points.map(([lng]) => lng);
  const lats = points.map(([, lat]) => lat);
  return {
    west: Math.min(...lngs),
    east: Math.max(...lngs),
    south: Math.min(...lats),
    north: Math.max(...lats),
  };
}

describe('the offline map’s outlines (DESIGN.md section 4)', () => {
  it('hold Australia and New Zealand for the au and nz maps, the United States and Canada for na, in two sets', () => {
    const ids = (outlines: typeof OUTLINES) => [...new Set(outlines.map(({ id }) => id))].sort();
    expect(ids(OCEANIA)).toEqual(['036', '554']);
    expect(ids(AMERICAS)).toEqual(['124', '840']);
  });

  it('keep each country where it is: Australia from Cape York to its southern islands, New Zealand and the Chathams', () => {
    const au = bounds('036');
    expect(au.west).toBeCloseTo(112.9, 1);
    expect(au.north).toBeCloseTo(-10.05, 1);
    expect(au.south).toBeLessThan(-43.6);
    const nz = bounds('554');
    expect(nz.north).toBeCloseTo(-34.45, 1);
    expect(nz.west).toBeLessThan(-176);
  });

  it('ship at under 4 KB gzip a region, not the whole world', () => {
    expect(gzipSync(JSON.stringify(OCEANIA)).length).toBeLessThan(4 * 1024);
    expect(gzipSync(JSON.stringify(AMERICAS)).length).toBeLessThan(4 * 1024);
  });
});

describe('the offline map’s projection (Web Mercator at the zoom of SPEC.md section 9)', () => {
  const view = { center: { lat: -33.87, lng: 151.21 }, zoom: MAP_ZOOM_BY_RADIUS.au[20] };

  it('puts the centre in the middle and north up', () => {
    expect(toViewport(-33.87, 151.21, view, SIZE)).toEqual({ x: 320, y: 200 });
    expect(toViewport(-33.5, 151.21, view, SIZE).y).toBeLessThan(200);
    expect(toViewport(-33.87, 151.5, view, SIZE).x).toBeGreaterThan(320);
  });

  it('doubles every distance from the centre with each zoom level', () => {
    const at10 = toViewport(-33.8, 151.3, view, SIZE);
    const at11 = toViewport(-33.8, 151.3, { ...view, zoom: 11 }, SIZE);
    expect(at11.x - 320).toBeCloseTo(2 * (at10.x - 320), 6);
  });

  it('draws a 20 km radius about 158 pixels long at zoom 10 in Sydney', () => {
    expect(20_000 / metresPerPixel(-33.87, 10)).toBeCloseTo(157.6, 1);
  });

  it('takes longitudes the short way round, so the Chatham Islands sit east of New Zealand', () => {
    const nz = { center: { lat: -41.29, lng: 174.77 }, zoom: 5 };
    expect(toViewport(-43.95, -176.55, nz, SIZE).x).toBeGreaterThan(320);
  });
});
