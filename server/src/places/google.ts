import type { Region } from '@gh/shared/regions';
import { RequestError } from '../errors';
import type { AddressComponent, PlaceSuggestion } from './gazetteer';

/** Countries the provider may suggest per region. */
const COMPONENTS: Record<Region, string> = {
  au: 'country:au',
  nz: 'country:nz',
  na: 'country:us|country:ca',
};

const BASE = 'https://maps.googleapis.com/maps/api/place';

interface ProviderReply {
  status?: string;
  error_message?: string;
  predictions?: Array<{ description?: unknown; place_id?: unknown }>;
  result?: {
    address_components?: AddressComponent[];
    formatted_address?: string;
    geometry?: { location?: { lat: number; lng: number } };
  };
}

/**
 * The real places provider (Google Places web service), used when GOOGLE_MAPS_KEY is set, with
 * its answers narrowed to the same shapes the gazetteer gives.
 */
export class GooglePlaces {
  constructor(
    private readonly key: string,
    private readonly fetch: typeof globalThis.fetch = globalThis.fetch,
  ) {}

  private async call(path: string, params: Record<string, string>): Promise<ProviderReply> {
    const url = `${BASE}/${path}?${new URLSearchParams({ ...params, key: this.key })}`;
    const response = await this.fetch(url, { signal: AbortSignal.timeout(10_000) });
    const body = (await response.json()) as ProviderReply;
    if (body.status === 'INVALID_REQUEST' || body.status === 'NOT_FOUND') {
      throw new RequestError(body.status === 'NOT_FOUND' ? 404 : 400, 'The place was not found');
    }
    if (!response.ok || (body.status !== 'OK' && body.status !== 'ZERO_RESULTS')) {
      // The provider failing is not the visitor's fault: a 502 says so.
      throw new RequestError(502, `Places provider failed: ${body.status ?? response.status}`);
    }
    return body;
  }

  async autocomplete(region: Region, term: string): Promise<PlaceSuggestion[]> {
    const body = await this.call('autocomplete/json', {
      input: term,
      components: COMPONENTS[region],
      types: 'address',
    });
    return (body.predictions ?? []).flatMap((prediction) =>
      typeof prediction.description === 'string' && typeof prediction.place_id === 'string'
        ? [{ description: prediction.description, place_id: prediction.place_id }]
        : [],
    );
  }

  async details(placeId: string) {
    const body = await this.call('details/json', {
      place_id: placeId,
      fields: 'address_components,formatted_address,geometry',
    });
    const location = body.result?.geometry?.location;
    return {
      address_components: body.result?.address_components ?? [],
      formatted_address: body.result?.formatted_address ?? '',
      ...(location && { geometry: { location: { lat: location.lat, lng: location.lng } } }),
      place_id: placeId,
    };
  }
}
