/**
 * What the specs that order samples share, on the widgets' demo pages and on the site: a
 * product's colours as the catalogue API gives them (the samples widget reads its stock from
 * there), and the steps of the samples order's details form.
 */
import type { Locator, Page } from '@playwright/test';
import { catalogueProduct } from './catalogue';

/** A colour of a product, as the catalogue API gives it. */
export interface CatalogueVariant {
  name: string;
  globalItemId: string;
  sampleInStock: boolean;
  sampleInStockNz: boolean;
}

/** A product's colours as the catalogue API gives them in a region. */
export async function productColours(
  page: Page,
  productCode: string,
  region: 'au' | 'nz' = 'au',
): Promise<CatalogueVariant[]> {
  const product = await catalogueProduct<{ productCode: string; variants: CatalogueVariant[] }>(
    page,
    productCode,
    (candidate) => candidate.productCode === productCode,
    region,
  );
  return product.variants;
}

/** Who orders, as the contact fields take it. */
export interface Contact {
  first: string;
  last: string;
  mobile: string;
}

const ADA: Contact = { first: 'Ada', last: 'Lovelace', mobile: '0412 345 678' };

const field = (modal: Locator, label: string) => modal.getByLabel(label, { exact: true });

/** Fills the contact fields of the order details in the samples modal, as Ada unless told. */
export async function fillContact(modal: Locator, email: string, contact = ADA): Promise<void> {
  await field(modal, 'First name').fill(contact.first);
  await field(modal, 'Last name').fill(contact.last);
  await field(modal, 'Mobile').fill(contact.mobile);
  await field(modal, 'Email').fill(email);
}

/** Types `typed` into the delivery address, as a visitor would, and picks `suggestion`. */
export async function pickAddress(
  modal: Locator,
  typed: string,
  suggestion: string,
): Promise<void> {
  await field(modal, 'Delivery address').pressSequentially(typed);
  await modal.getByRole('option', { name: suggestion }).click();
}

/** The message of the modal's last step once the order is placed. */
export const orderPlaced = (modal: Locator) =>
  modal.getByText('Your samples order has been submitted successfully!');
