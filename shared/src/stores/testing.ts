/** What the stores tests share. Not part of the package: index.ts does not export it. */

/** A fetch that answers every request with `body` as JSON and the given HTTP status. */
export function replying(status: number, body: unknown) {
  return jest.fn(async (_url: string | URL | Request, _init?: RequestInit) =>
    Response.json(body, { status }),
  );
}
