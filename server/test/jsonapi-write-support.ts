import { JSONAPI, type Resource, serveDemoContent } from './jsonapi-support';
import type { TestServer } from './support';

// What the JSON:API write tests share (jsonapi-write.test.ts, jsonapi-write-refusals.test.ts):
// a server with the admin token over a real SQLite file with the demo content, an editor's
// client, and the fast-builds sync reply. The documents' shapes are jsonapi-support.ts's.

export { type ErrorDocument, JSONAPI, type Resource } from './jsonapi-support';
export const TOKEN = 'editor-token-for-the-write-tests';

export interface SyncEntity {
  action: string;
  id: string;
  type: string;
  data?: Resource;
}
export interface Sync {
  status: number;
  timestamp: number;
  entities?: SyncEntity[];
}

let server: () => TestServer;

/** Starts the server before the file's tests and stops it after; returns it for its URL. */
export function useWriteServer(): () => TestServer {
  server = serveDemoContent({ GH_ADMIN_TOKEN: TOKEN });
  return server;
}

export interface Reply<T> {
  status: number;
  headers: Headers;
  body: T;
}

/** A write as an editor's client sends it: the token, a JSON:API body. */
export async function send<T = { data: Resource }>(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Reply<T>> {
  const response = await fetch(`${server().url}${path}`, {
    method,
    headers: {
      accept: JSONAPI,
      authorization: `Bearer ${TOKEN}`,
      ...(body === undefined ? {} : { 'content-type': JSONAPI }),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: (text ? JSON.parse(text) : null) as T,
  };
}

export const get = <T = { data: Resource }>(path: string) => send<T>('GET', path);

export async function article(slug: string): Promise<Resource> {
  const { body } = await get<{ data: Resource[] }>(
    `/jsonapi/node/article?filter[field_slug]=${slug}`,
  );
  const [found] = body.data;
  if (!found) throw new Error(`no article ${slug}`);
  return found;
}

export async function syncSince(seconds: number): Promise<Sync> {
  const response = await fetch(`${server().url}/gatsby-fastbuilds/sync/${seconds}`);
  return (await response.json()) as Sync;
}

export const entriesFor = (sync: Sync, id: string) =>
  (sync.entities ?? []).filter((entity) => entity.id === id);

export const nowInSeconds = () => Math.floor(Date.now() / 1000);

export const INSTALLATION = 'e6b9a52c-41bb-54cf-b76c-587cbe6ae1b6';
