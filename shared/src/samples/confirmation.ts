/**
 * What the success step tells a shopper about the order just placed, beside SPEC.md's success
 * text (section 8): the delivery address as it was entered, line by line, and what happens next.
 * SPEC.md shows no more of the success screen; these follow the tone of its other texts.
 */
import type { Region } from '../regions';
import type { AddressDetails } from './contract';
import { SAMPLE_REGION_INFO } from './regional';

const text = (value: string | undefined) => value?.trim() ?? '';

/**
 * The delivery address as a label would print it: the street, the locality with state and
 * postcode, and the country; a suburb with a city of its own (nz, na) gets a line of its own above
 * the city. A custom address keeps the lines the shopper typed.
 */
export function deliveryAddressLines(address: AddressDetails): string[] {
  if (address.type === 'CUSTOM') {
    return text(address.custom)
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean);
  }
  const street = text(address.street);
  const suburb = text(address.suburb);
  const city = text(address.city);
  const ownSuburbLine = suburb !== '' && city !== '' && suburb !== city;
  const locality = [
    ownSuburbLine ? city : suburb || city,
    text(address.state),
    text(address.postcode),
  ]
    .filter(Boolean)
    .join(' ');
  return [street, ownSuburbLine ? suburb : '', locality, text(address.country)].filter(Boolean);
}

/**
 * What happens after the order, in plain words: the samples are posted to the address shown (in
 * the region's delivery time where SPEC.md section 9 gives one) and the shopper hears from us at
 * the email they gave if anything needs checking.
 */
export function orderNextSteps(region: Region, email?: string): string {
  const delivery = SAMPLE_REGION_INFO[region].delivery;
  const post = delivery
    ? `We'll post your samples to the address above; they usually arrive within ${delivery}.`
    : "We'll post your samples to the address above within a few working days.";
  const contact = text(email)
    ? ` If we need to check anything about your order, we'll email you at ${text(email)}.`
    : '';
  return `${post}${contact} Quote your order reference if you get in touch with us.`;
}
