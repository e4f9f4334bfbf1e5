import type { Region } from '@gh/shared/regions';
import { RequestError } from '../errors';
import type { AddressComponent, PlaceDetails, PlaceSuggestion } from './gazetteer';

/** Places API (New); GOOGLE_PLACES_BASE_URL replaces it (a test server, a proxy). */
export const PLACES_API_BASE = 'https://places.googleapis.com/v1';

/** Countries the provider may suggest per region (CLDR region codes). */
const REGION_CODES: Record<Region, string[]> = {
  au: ['au'],
  nz: ['nz'],
  na: ['us', 'ca'],
};

/**
 * Addresses and the places an address box also finds (a suburb, a ZIP code); Places API (New)
 * takes at most five primary types and has no 'address' collection as the legacy API had.
 */
const ADDRESS_TYPES = ['street_address', 'premise', 'subpremise', 'locality', 'postal_code'];

/** Only the fields read below are asked for: a field mask is what Google bills by. */
export const AUTOCOMPLETE_FIELD_MASK =
  'suggestions.placePrediction.placeId,suggestions.placePrediction.text.text';
export const DETAILS_FIELD_MASK = 'id,formattedAddress,addressComponents,location';

interface AutocompleteReply {
  suggestions?: Array<{ placePrediction?: { placeId?: unknown; text?: { text?: unknown } } }>;
}

interface DetailsReply {
  id?: string;
  formattedAddress?: string;
  addressComponents?: Array<{ longText?: string; shortText?: string; types?: string[] }>;
  location?: { latitude?: number; longitude?: number };
}

interface ErrorReply {
  error?: { status?: string; message?: string; details?: Array<{ reason?: string }> };
}

/**
 * The real places provider (Google Places API (New)), used when GOOGLE_MAPS_KEY is set, with
 * its answers narrowed to the same shapes the gazetteer gives (DESIGN.md section 4).
 */
export class GooglePlaces {
  constructor(
    private readonly key: string,
    private readonly baseUrl: string = PLACES_API_BASE,
  ) {}

  private async call<T>(path: string, fieldMask: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl.replace(/\/+$/, '')}/${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          'X-Goog-Api-Key': this.key,
          'X-Goog-FieldMask': fieldMask,
          ...(body !== undefined && { 'Content-Type': 'application/json' }),
        },
        ...(body !== undefined && { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      throw new RequestError(502, `Places provider failed: ${(error as Error).message}`);
    }
    const reply = (await response.json().catch(() => ({}))) as T & ErrorReply;
    if (response.ok) return reply;
    const status = reply.error?.status ?? String(response.status);
    // A bad key also comes back as INVALID_ARGUMENT; only the visitor's own input is a 4xx.
    const keyProblem = reply.error?.details?.some((detail) => /API_KEY/.test(detail.reason ?? ''));
    if (status === 'NOT_FOUND') throw new RequestError(404, 'The place was not found');
    if (status === 'INVALID_ARGUMENT' && !keyProblem) {
      throw new RequestError(400, 'The provider refused the request as invalid');
    }
    // The provider failing (quota, key, outage) is not the visitor's fault: a 502 says so.
    throw new RequestError(502, `Places provider failed: ${status}`);
  }

  async autocomplete(region: Region, term: string): Promise<PlaceSuggestion[]> {
    const reply = await this.call<AutocompleteReply>(
      'places:autocomplete',
      AUTOCOMPLETE_FIELD_MASK,
      {
        input: term,
        includedRegionCodes: REGION_CODES[region],
        includedPrimaryTypes: ADDRESS_TYPES,
      },
    );
    return (reply.suggestions ?? []).flatMap(({ placePrediction: prediction }) =>
      typeof prediction?.text?.text === 'string' && typeof prediction.placeId === 'string'
        ? [{ description: prediction.text.text, place_id: prediction.placeId }]
        : [],
    );
  }

  async details(placeId: string): Promise<PlaceDetails> {
    if (!/^[\w-]{1,300}$/.test(placeId)) {
      throw new RequestError(400, `Invalid place_id '${placeId.slice(0, 80)}'`);
    }
    const reply = await this.call<DetailsReply>(`places/${placeId}`, DETAILS_FIELD_MASK);
    const { latitude: lat, longitude: lng } = reply.location ?? {};
    return {
      address_components: (reply.addressComponents ?? []).map(
        (component): AddressComponent => ({
          long_name: component.longText ?? '',
          short_name: component.shortText ?? component.longText ?? '',
          types: component.types ?? [],
        }),
      ),
      formatted_address: reply.formattedAddress ?? '',
      ...(typeof lat === 'number' &&
        typeof lng === 'number' && { geometry: { location: { lat, lng } } }),
      place_id: placeId,
    };
  }
}
