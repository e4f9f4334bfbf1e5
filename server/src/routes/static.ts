import { createReadStream, existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { send } from '@fastify/send';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { acceptedEncodings, type Encoding } from '../compression';

const repoRoot = join(__dirname, '..', '..', '..');

export interface StaticFolders {
  /**
   * The built Gatsby site, served at `/` (DESIGN.md section 4): the live release's link
   * (scripts/deploy.mjs), so a publish or a rollback switches every later request at once.
   */
  site: string;
  /** The widget suite's CDN bundle, served at `/widgets/`. */
  widgets: string;
  /**
   * The site's static files (robots.txt, icons, web manifest), which a build copies into the
   * site; served at `/` behind it, so that a server without a built site still has them.
   */
  siteStatic: string;
}

export const DEFAULT_STATIC_FOLDERS: StaticFolders = {
  site: join(repoRoot, 'var', 'site', 'current'),
  widgets: join(repoRoot, 'dist', 'widgets'),
  siteStatic: join(repoRoot, 'site', 'static'),
};

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** HTML, the widget loader and other unhashed files: cached briefly, then revalidated by ETag. */
export const SHORT_CACHE = 'public, max-age=60, must-revalidate';

/**
 * A file whose name carries a content hash (rollup's `calculator-Bq3xZ9aL.js`, Gatsby's
 * `app-8f3a2b1c9d0e.js`) never changes under that name, so browsers may keep it for a year.
 * The hash is the last dash- or dot-separated part: 8 or more letters, digits or '_' with at
 * least one digit, so that 'gh-widgets.js' or 'favicon.ico' do not count.
 */
export function isHashedFileName(path: string): boolean {
  const match = /[-.]([A-Za-z0-9_]{8,})\.[A-Za-z0-9]+$/.exec(basename(path));
  return match !== null && /\d/.test(match[1] ?? '');
}

/**
 * A path inside a released version's folder of the widget CDN (`/0.1.0/gh-widgets.js`,
 * `/0.1.0/chunks/runtime-….js`, relative to `/widgets`): a release never changes, so its files
 * are cached for a year like hashed ones. The major line's loader (`/v0/gh-widgets.js`) moves
 * with each release and keeps the short cache.
 */
export function isReleasePath(path: string): boolean {
  return /^\/\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?\//.test(path);
}

/** Extensions of the precompressed siblings a build writes beside each text file (scripts/precompress.mjs). */
const PRECOMPRESSED: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/**
 * The file at `path` in `root` as @fastify/send resolves it: refusing '..' (encoded or not) with
 * 403 and null bytes with 400, ignoring dotfiles, and naming a folder's index.html.
 */
const sendFile = (request: FastifyRequest, root: string, path: string) =>
  send(request.raw, path, { root, cacheControl: false, dotfiles: 'ignore', index: ['index.html'] });

/**
 * The file's precompressed sibling in the best encoding the client accepts that exists and is
 * not older than the file itself (a rebuild without precompressing leaves a stale one behind).
 */
async function precompressed(
  request: FastifyRequest,
  root: string,
  path: string,
  encodings: Encoding[],
) {
  const file = path.endsWith('/') ? `${path}index.html` : path;
  for (const encoding of encodings) {
    const result = await sendFile(request, root, `${file}${PRECOMPRESSED[encoding]}`);
    if (result.type === 'file') {
      const plain = result.metadata.path.slice(0, -PRECOMPRESSED[encoding].length);
      const plainStat = statSync(plain, { throwIfNoEntry: false });
      if (plainStat?.isFile() && plainStat.mtimeMs <= result.metadata.stat.mtimeMs) {
        return { result, encoding, plain };
      }
    }
    if (result.type !== 'directory') result.stream.destroy();
  }
  return undefined;
}

/**
 * The hashes of the inline scripts the live release's pages may run, from the `csp.json` its
 * build wrote (site/scripts/csp.mjs), read once per release: the site's folder is a link that a
 * publish or a rollback points elsewhere, so it is resolved on each page.
 */
function releaseScriptHashes(site: string): () => readonly string[] {
  let release: string | undefined;
  let hashes: readonly string[] = [];
  return () => {
    let current: string | undefined;
    try {
      current = realpathSync(site);
    } catch {
      current = undefined;
    }
    if (current !== release) {
      release = current;
      try {
        const parsed = JSON.parse(readFileSync(join(site, 'csp.json'), 'utf8'));
        hashes = Array.isArray(parsed.scriptHashes) ? parsed.scriptHashes.map(String) : [];
      } catch {
        // A release without the file (or no release yet) allows no inline script at all.
        hashes = [];
      }
    }
    return hashes;
  };
}

interface ServeOptions {
  /** The file a browser asking for a missing page gets, with a 404. */
  notFoundPage?: string;
  /** Paths (below the prefix) cached for a year though their file names carry no hash. */
  immutablePath?: (path: string) => boolean;
  /** Headers every file of these roots is sent with. */
  headers?: Record<string, string>;
  /** The Content-Security-Policy of its HTML pages, when they have one of their own. */
  pagePolicy?: () => string;
}

/**
 * Serves a request from the first of `roots` that has the file, as its precompressed sibling
 * when the client accepts one (Vary: Accept-Encoding either way). Hashed files are cached for a
 * year, everything else briefly. (@fastify/static would do this too, but a file it does not find
 * goes to the app's one not-found handler, so this plugin could not show a browser the site's
 * 404 page; and it loads an ES-module-only dependency that the server's CommonJS Jest setup
 * cannot.)
 */
async function serveFrom(
  roots: string[],
  prefix: string,
  request: FastifyRequest,
  reply: FastifyReply,
  { notFoundPage, immutablePath, headers, pagePolicy }: ServeOptions = {},
) {
  const [rawPath = '/', query] = request.raw.url?.split('?', 2) ?? [];
  const path = rawPath.slice(prefix.length - 1) || '/';
  const encodings = acceptedEncodings(request.headers['accept-encoding']);
  for (const root of roots) {
    const compressed =
      encodings.length > 0 ? await precompressed(request, root, path, encodings) : undefined;
    const result = compressed?.result ?? (await sendFile(request, root, path));
    if (result.type === 'error' && result.statusCode === 404) continue;
    if (result.type === 'directory') {
      // /au/products → /au/products/, where the page's index.html is found.
      return reply.redirect(`${rawPath}/${query === undefined ? '' : `?${query}`}`, 301);
    }
    if (result.type === 'error') {
      result.stream.destroy();
      return reply.code(result.statusCode).send({ error: result.metadata.error.message });
    }
    const file = compressed?.plain ?? result.metadata.path;
    const immutable =
      !file.endsWith('.html') && (isHashedFileName(file) || immutablePath?.(path) === true);
    reply.code(result.statusCode).headers({
      ...result.headers,
      ...headers,
      'cache-control': immutable ? IMMUTABLE_CACHE : SHORT_CACHE,
      vary: 'Accept-Encoding',
    });
    if (pagePolicy && file.endsWith('.html')) reply.header('content-security-policy', pagePolicy());
    if (compressed) {
      reply.headers({
        'content-type': contentTypeOf(file),
        'content-encoding': compressed.encoding,
      });
    }
    return reply.send(result.stream);
  }
  // A visitor's browser gets the site's own 404 page; API clients get the JSON reason.
  if (
    notFoundPage &&
    /\btext\/html\b/.test(request.headers.accept ?? '') &&
    existsSync(notFoundPage)
  ) {
    if (pagePolicy) reply.header('content-security-policy', pagePolicy());
    return reply
      .code(404)
      .type('text/html; charset=utf-8')
      .header('cache-control', SHORT_CACHE)
      .send(createReadStream(notFoundPage));
  }
  return reply.callNotFound();
}

/** The Content-Type @fastify/send gives a file (UTF-8 for text, JavaScript and JSON), for its sibling. */
function contentTypeOf(file: string): string {
  const type = send.mime.getType(file) ?? 'application/octet-stream';
  return /^(?:text\/|application\/javascript|application\/json)/.test(type)
    ? `${type}; charset=utf-8`
    : type;
}

/**
 * Static files of the one origin: the site at `/` (with site/static/ behind it), the widgets at
 * `/widgets/`. The site and widgets are built by their own packages; a folder that does not
 * exist when the server starts is not served. Every other route wins over these catch-alls.
 */
export function staticRoutes(
  folders: StaticFolders = DEFAULT_STATIC_FOLDERS,
  {
    sitePagePolicy,
  }: {
    /** The site pages' policy given the inline scripts their build allows (app.ts). */
    sitePagePolicy?: (scriptHashes: readonly string[]) => string;
  } = {},
): FastifyPluginAsync {
  return async (app) => {
    const scriptHashes = releaseScriptHashes(folders.site);
    const pagePolicy = sitePagePolicy && (() => sitePagePolicy(scriptHashes()));
    // The site's folder is kept even while it does not exist: the first publish creates it.
    const rootFolders = [folders.site, folders.siteStatic].filter(
      (folder) => folder === folders.site || existsSync(folder),
    );
    const notFoundPage = join(folders.site, '404.html');
    app.get('/*', { compress: false }, (request, reply) =>
      serveFrom(rootFolders, '/', request, reply, { notFoundPage, pagePolicy }),
    );
    if (existsSync(folders.widgets)) {
      app.get('/widgets/*', { compress: false }, (request, reply) =>
        serveFrom([folders.widgets], '/widgets/', request, reply, {
          immutablePath: isReleasePath,
          // The widget CDN: any retailer's page may load it as a module script with
          // `crossorigin` and `integrity`, whatever CORS_ORIGINS allows for the API.
          headers: { 'access-control-allow-origin': '*' },
        }),
      );
    }
  };
}
