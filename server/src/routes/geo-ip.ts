import { Type } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { lookup } from 'geoip-country';
import { badRequest } from '../errors';
import type { RoutePlugin } from '.';

/** CDN headers that carry the visitor's country, most trusted first (DESIGN.md section 4). */
const COUNTRY_HEADERS = ['cf-ipcountry', 'cloudfront-viewer-country', 'x-country'] as const;

const COUNTRY_CODE = /^[A-Za-z]{2}$/;
/** Placeholders CDNs send when they do not know: Cloudflare's XX (unknown) and T1 (Tor). */
const UNKNOWN_CODES = new Set(['xx', 't1', 'zz']);

const known = (value: string | undefined) => {
  const code = value?.trim().toLowerCase();
  return code && COUNTRY_CODE.test(code) && !UNKNOWN_CODES.has(code) ? code : undefined;
};

/**
 * The visitor's country as a lower-case ISO code: ?country= override, else a CDN header, else the
 * packaged IP-to-country database. '' when nothing knows (loopback, private networks), which the
 * site reads as "no alert" rather than guessing a region.
 */
export function detectCountry(request: FastifyRequest, override: string | undefined): string {
  if (override !== undefined) {
    const code = known(override);
    if (!code) throw badRequest('country must be a two-letter ISO country code, e.g. ?country=nz');
    return code;
  }
  for (const name of COUNTRY_HEADERS) {
    const header = request.headers[name];
    const code = known(Array.isArray(header) ? header[0] : header);
    if (code) return code;
  }
  return lookup(request.ip)?.country.toLowerCase() ?? '';
}

/**
 * GET /geo-ip → the country code string (SPEC.md section 7), as text/plain ("us") so that
 * `await response.text()` is the code; a client that asks for JSON gets the JSON string ("\"us\"").
 */
export const geoIpRoutes: RoutePlugin = async (app) => {
  app.get(
    '/geo-ip',
    {
      schema: {
        querystring: Type.Object(
          { country: Type.Optional(Type.String({ maxLength: 8 })) },
          { additionalProperties: true },
        ),
      },
    },
    async (request, reply) => {
      const country = detectCountry(request, request.query.country);
      reply.header('Cache-Control', 'private, no-store');
      const accept = request.headers.accept ?? '';
      if (accept.includes('application/json') && !accept.includes('text/plain'))
        return reply.type('application/json').send(JSON.stringify(country));
      return reply.type('text/plain; charset=utf-8').send(country);
    },
  );
};
