import type { ServerConfig } from './config';

/**
 * The Content-Security-Policy of every reply. Without `upgrade-insecure-requests`, which would
 * send the embedded default's own http://localhost requests to an https port nobody listens on.
 * No script runs inline: `script-src` has no 'unsafe-inline', and the site's pages add the
 * SHA-256 of each inline script the build wrote (contentSecurityPolicy's `scriptHashes`, from the
 * build's csp.json; routes/static.ts). Everything else is closed too: no plugins, no foreign base
 * URLs or form targets, no framing by other sites. Styles may be inline (components set them).
 * Images and API calls may go to https origins (the media CDN, maps tiles, configured services).
 * The tag manager is added when configured.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'self'"],
  formAction: ["'self'"],
  scriptSrc: ["'self'", 'https://maps.googleapis.com'],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'", 'https://fonts.googleapis.com'],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  fontSrc: ["'self'", 'data:', 'https://fonts.gstatic.com'],
  connectSrc: ["'self'", 'https:'],
  workerSrc: ["'self'", 'blob:'],
};

export type PolicyDirectives = typeof CONTENT_SECURITY_POLICY;

/** The tag manager's script origin, allowed only when the site is built with GATSBY_GTM_ID. */
export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

/**
 * CONTENT_SECURITY_POLICY for this server's config (the tag manager only if used), with the
 * hashes of the inline scripts a page may run.
 */
export function contentSecurityPolicy(
  config: Pick<ServerConfig, 'gtmId'>,
  scriptHashes: readonly string[] = [],
): PolicyDirectives {
  return {
    ...CONTENT_SECURITY_POLICY,
    scriptSrc: [
      ...CONTENT_SECURITY_POLICY.scriptSrc,
      ...(config.gtmId ? [TAG_MANAGER_ORIGIN] : []),
      ...scriptHashes,
    ],
  };
}

/** A policy as its header value: `default-src 'self'; script-src …`. */
export function policyHeader(directives: PolicyDirectives): string {
  return Object.entries(directives)
    .map(
      ([name, sources]) =>
        `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} ${sources.join(' ')}`,
    )
    .join('; ');
}
