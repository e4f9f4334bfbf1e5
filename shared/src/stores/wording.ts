/**
 * What the store locator says, in each region's words (REGION_SETTINGS.placeSearchTerms): a
 * suburb or postcode in au and nz, a city, ZIP or postal code in na.
 */
import { REGION_SETTINGS, type Region } from '../regions';

/** The address box's label: 'Address, suburb or postcode'. */
export function storeSearchLabel(region: Region): string {
  return `Address, ${REGION_SETTINGS[region].placeSearchTerms}`;
}

/** What the list of stores says before any search, with the two ways to start one. */
export function storeSearchPrompt(region: Region): string {
  return `Search for your ${REGION_SETTINGS[region].placeSearchTerms} to see stores near you, or use your location.`;
}
