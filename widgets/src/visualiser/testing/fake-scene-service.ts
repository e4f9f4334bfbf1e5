/**
 * The services <gh-visualiser> calls, faked for the component tests in jsdom (which has no fetch):
 * the scene upload (get_ki_unique.php), the floor outline (scene_floor.php), the catalogue's product
 * list and the render image, replying as the reference server does. The browser tests (tests/e2e/widgets/visualiser.spec.ts) run
 * against the real server.
 */
import type { Product, Variant } from '@gh/shared/catalogue';
import { catalogueVariant } from '../../internal/catalogue-testing';

export interface SceneUpload {
  url: string;
  fields: Record<string, string>;
  file: File;
}

export interface FakeSceneService {
  fetch: typeof globalThis.fetch;
  uploads: SceneUpload[];
  /** Every GET, by URL. */
  gets: string[];
  /** How the next uploads are answered; 'hold' waits until release() is called. */
  reply: 'scene' | 'bad-gateway' | 'hold';
  /** The outline GET scene_floor.php answers (null: no floor found). */
  floor: [number, number][] | null;
  /** The outlines POSTed to scene_floor.php, with the scene they correct. */
  corrections: { cnf: string; pid: string; floor: [number, number][] }[];
  /** A reason to refuse the next corrections with, as the service's 400 does; null accepts. */
  refuseFloor: string | null;
  release(): void;
}

const variant = (productCode: string, colourId: string, name: string): Variant =>
  catalogueVariant(productCode, colourId, name, { productName: 'Wool Haven' });

export const WOOL_HAVEN: Product = {
  airtableId: 'rec-GHRES-1001',
  productCode: 'GHRES-1001',
  name: 'Wool Haven',
  brands: ['Gh Residential'],
  productType: 'Carpet',
  sampleAvailable: true,
  description: '',
  variants: [
    variant('GHRES-1001', '01', 'Ash Grey'),
    variant('GHRES-1001', '02', 'Charcoal'),
    variant('GHRES-1001', '03', 'Sandstone'),
  ],
};

const json = (status: number, statusText: string, body: unknown) =>
  ({
    ok: status < 400,
    status,
    statusText,
    json: async () => body,
    blob: async () => new Blob([JSON.stringify(body)]),
  }) as unknown as Response;

export function fakeSceneService(): FakeSceneService {
  let held: (() => void)[] = [];
  let counter = 0;
  const service: FakeSceneService = {
    uploads: [],
    gets: [],
    reply: 'scene',
    floor: [
      [0.1, 0.55],
      [0.9, 0.55],
      [1, 1],
      [0, 1],
    ],
    corrections: [],
    refuseFloor: null,
    release() {
      const waiting = held;
      held = [];
      for (const resume of waiting) resume();
    },
    async fetch(input, init) {
      const url = String(input);
      if (init?.method === 'POST' && url.endsWith('/get_ki_unique.php')) {
        const form = init.body as FormData;
        const fields: Record<string, string> = {};
        let file: File | undefined;
        form.forEach((value, name) => {
          if (typeof value === 'string') fields[name] = value;
          else file = value as File;
        });
        if (!file) throw new Error('no vfile in the upload');
        service.uploads.push({ url, fields, file });
        if (service.reply === 'hold') await new Promise<void>((resume) => held.push(resume));
        if (service.reply === 'bad-gateway') return json(502, 'Bad Gateway', {});
        counter += 1;
        return json(200, 'OK', { unique: `${'0'.repeat(23)}${counter}` });
      }
      if (init?.method === 'POST' && url.endsWith('/scene_floor.php')) {
        const body = JSON.parse(String(init.body));
        service.corrections.push(body);
        if (service.refuseFloor) return json(400, 'Bad Request', { error: service.refuseFloor });
        counter += 1;
        return json(200, 'OK', { unique: `${'f'.repeat(23)}${counter}` });
      }
      service.gets.push(url);
      if (url.includes('/scene_floor.php?')) {
        return json(200, 'OK', { floor: service.floor, source: 'detected' });
      }
      if (url.includes('/api/catalogue/products')) return json(200, 'OK', [WOOL_HAVEN]);
      if (url.includes('/render_img_scene.php')) return json(200, 'OK', 'jpeg');
      return json(404, 'Not Found', { error: 'not found' });
    },
  };
  return service;
}
