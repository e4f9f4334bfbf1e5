import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  DEFAULT_SCENE_CUSTOMER_CONFIG,
  fetchSceneFloor,
  renderSceneUrl,
  SCENE_UPLOAD_ERROR,
  SceneFloorError,
  saveSceneFloor,
  sceneApiResponseError,
  sceneUploadFields,
  uploadSceneImage,
  VISUALISER_TEXT,
} from '.';

describe('render-image address', () => {
  it('asks for the floor at 1400 × 700 by default with cnf, pid and artnr', () => {
    const url = renderSceneUrl({ sceneApi: '/scene/', sceneId: 'abc', variantId: 'GHRES-1001-03' });
    expect(url).toBe(
      `/scene/render_img_scene.php?cnf=${DEFAULT_SCENE_CUSTOMER_CONFIG}&pid=abc&artnr=GHRES-1001-03&w=1400&h=700&onam=floor`,
    );
  });

  it('takes another size and customer configuration when given', () => {
    const url = new URL(
      renderSceneUrl({
        sceneApi: 'https://scenes.example.com/api',
        sceneId: 'a b',
        variantId: 'X-1',
        w: 800,
        h: 400,
        cnf: 'other',
      }),
    );
    expect(url.pathname).toBe('/api/render_img_scene.php');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      cnf: 'other',
      pid: 'a b',
      artnr: 'X-1',
      w: '800',
      h: '400',
      onam: 'floor',
    });
  });
});

describe('scene upload fields', () => {
  it('sends cnf, ki_mode_floor 2, ki_mode_wall 1, dbg 0 and the photo as vfile', () => {
    const image = new Blob(['jpeg'], { type: 'image/jpeg' });
    expect(sceneUploadFields(image, 'room.jpg')).toEqual([
      { name: 'cnf', value: DEFAULT_SCENE_CUSTOMER_CONFIG },
      { name: 'ki_mode_floor', value: '2' },
      { name: 'ki_mode_wall', value: '1' },
      { name: 'dbg', value: '0' },
      { name: 'vfile', value: image, filename: 'room.jpg' },
    ]);
  });
});

describe('visualiser texts', () => {
  it('reads as SPEC 2.12 and 8 write them', () => {
    expect(VISUALISER_TEXT).toEqual({
      title: 'Room Visualiser',
      upload: 'Upload Room Photo',
      uploading: 'Uploading Your Room...',
      sceneId: 'Scene ID',
      close: 'Close',
      viewNow: 'View Now',
    });
    expect(SCENE_UPLOAD_ERROR).toBe(
      'There was an error uploading the scene image, please try again later.',
    );
    expect(sceneApiResponseError('Bad Gateway')).toBe('Scene API Response: Bad Gateway');
  });
});

describe('scene upload client', () => {
  let server: Server;
  let base: string;
  let received: { url?: string; fields: Record<string, string>; file?: File } | undefined;
  let reply: { status: number; statusText?: string; body: string } = { status: 200, body: '' };

  beforeAll(async () => {
    server = createServer(async (request, response) => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      // Parse the multipart body the way a server framework would, with the platform's parser.
      const form = await new Response(Buffer.concat(chunks), {
        headers: { 'content-type': request.headers['content-type'] ?? '' },
      }).formData();
      const fields: Record<string, string> = {};
      let file: File | undefined;
      form.forEach((value, name) => {
        if (typeof value === 'string') fields[name] = value;
        else file = value;
      });
      received = { url: request.url, fields, file };
      response.writeHead(reply.status, reply.statusText, { 'Content-Type': 'application/json' });
      response.end(reply.body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/scene`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  beforeEach(() => {
    received = undefined;
  });

  const photo = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], { type: 'image/jpeg' });

  it('posts the multipart form to get_ki_unique.php and answers the unique scene id', async () => {
    reply = { status: 200, body: JSON.stringify({ unique: 'scene-7' }) };
    const id = await uploadSceneImage({ sceneApi: base, image: photo, filename: 'lounge.jpg' });
    expect(id).toBe('scene-7');
    expect(received?.url).toBe('/scene/get_ki_unique.php');
    expect(received?.fields).toEqual({
      cnf: DEFAULT_SCENE_CUSTOMER_CONFIG,
      ki_mode_floor: '2',
      ki_mode_wall: '1',
      dbg: '0',
    });
    const file = received?.file;
    expect(file?.name).toBe('lounge.jpg');
    expect(new Uint8Array((await file?.arrayBuffer()) ?? [])).toEqual(
      new Uint8Array([0xff, 0xd8, 0xff, 0xe0]),
    );
  });

  it("rejects with 'Scene API Response: {status text}' on a non-OK reply", async () => {
    reply = { status: 502, statusText: 'Bad Gateway', body: '{}' };
    await expect(
      uploadSceneImage({ sceneApi: base, image: photo, filename: 'lounge.jpg' }),
    ).rejects.toThrow('Scene API Response: Bad Gateway');
  });

  it('rejects when the reply carries no scene id', async () => {
    reply = { status: 200, body: JSON.stringify({ other: 1 }) };
    await expect(
      uploadSceneImage({ sceneApi: base, image: photo, filename: 'lounge.jpg' }),
    ).rejects.toThrow('no scene id');
  });
});

describe('scene floor client (scene_floor.php)', () => {
  let server: Server;
  let base: string;
  let received: { method?: string; url?: string; type?: string; body: string } | undefined;
  let reply: { status: number; statusText?: string; body: string } = { status: 200, body: '' };

  beforeAll(async () => {
    server = createServer(async (request, response) => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      received = {
        method: request.method,
        url: request.url,
        type: request.headers['content-type'],
        body: Buffer.concat(chunks).toString('utf8'),
      };
      response.writeHead(reply.status, reply.statusText, { 'Content-Type': 'application/json' });
      response.end(reply.body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/scene/`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const outline: [number, number][] = [
    [0.1, 0.6],
    [0.9, 0.6],
    [1, 1],
    [0, 1],
  ];

  it('reads the detected outline with cnf and pid', async () => {
    reply = { status: 200, body: JSON.stringify({ floor: outline, source: 'detected' }) };
    const floor = await fetchSceneFloor({ sceneApi: base, sceneId: 'scene-7' });
    expect(floor).toEqual({ floor: outline, source: 'detected' });
    expect(received?.method).toBe('GET');
    expect(received?.url).toBe(
      `/scene/scene_floor.php?cnf=${DEFAULT_SCENE_CUSTOMER_CONFIG}&pid=scene-7`,
    );
  });

  it("answers a null floor when the service found none, and the visitor's own source", async () => {
    reply = { status: 200, body: JSON.stringify({ floor: null, source: 'detected' }) };
    expect(await fetchSceneFloor({ sceneApi: base, sceneId: 'a' })).toEqual({
      floor: null,
      source: 'detected',
    });
    reply = { status: 200, body: JSON.stringify({ floor: outline, source: 'visitor' }) };
    expect((await fetchSceneFloor({ sceneApi: base, sceneId: 'a' })).source).toBe('visitor');
  });

  it('rejects a reply whose floor is not a list of corners', async () => {
    reply = { status: 200, body: JSON.stringify({ floor: [[0.1]], source: 'detected' }) };
    await expect(fetchSceneFloor({ sceneApi: base, sceneId: 'a' })).rejects.toThrow(
      'no floor outline',
    );
  });

  it('posts the outline as JSON and answers the corrected scene id', async () => {
    reply = { status: 200, body: JSON.stringify({ unique: 'scene-8' }) };
    const id = await saveSceneFloor({ sceneApi: base, sceneId: 'scene-7', floor: outline });
    expect(id).toBe('scene-8');
    expect(received?.method).toBe('POST');
    expect(received?.url).toBe('/scene/scene_floor.php');
    expect(received?.type).toBe('application/json');
    expect(JSON.parse(received?.body ?? '')).toEqual({
      cnf: DEFAULT_SCENE_CUSTOMER_CONFIG,
      pid: 'scene-7',
      floor: outline,
    });
  });

  it("rejects with the service's reason and status when it refuses the outline", async () => {
    reply = {
      status: 400,
      statusText: 'Bad Request',
      body: JSON.stringify({ error: 'floor edges cross at corner 3' }),
    };
    const refusal = saveSceneFloor({ sceneApi: base, sceneId: 'scene-7', floor: outline });
    await expect(refusal).rejects.toBeInstanceOf(SceneFloorError);
    await expect(refusal).rejects.toMatchObject({
      status: 400,
      message: 'floor edges cross at corner 3',
    });
  });

  it("falls back to 'Scene API Response: {status text}' when a refusal gives no reason", async () => {
    reply = { status: 502, statusText: 'Bad Gateway', body: 'upstream down' };
    await expect(fetchSceneFloor({ sceneApi: base, sceneId: 'a' })).rejects.toThrow(
      'Scene API Response: Bad Gateway',
    );
  });
});

describe('render address with a floor outline', () => {
  it('carries the outline as floor=x1,y1,x2,y2,… for that render only', () => {
    const url = new URL(
      renderSceneUrl({
        sceneApi: 'https://scenes.example.com/scene',
        sceneId: 's',
        variantId: 'V-1',
        floor: [
          [0.1, 0.6],
          [0.9, 0.6],
          [0.5, 1],
        ],
      }),
    );
    expect(url.searchParams.get('floor')).toBe('0.1,0.6,0.9,0.6,0.5,1');
  });
});
