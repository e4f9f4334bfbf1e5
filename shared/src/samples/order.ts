/**
 * The sample order: the formatted samples, the form values and their yup schema, and the POST
 * /samples body the backend validates with the same schema (DESIGN.md section 2).
 */
import * as yup from 'yup';
import { maxSamplesFor, type Region } from '../regions';
import { formatSample, type SampleVariant, type VisualAsset } from './basket';
import type { AddressDetails, FormattedSample, OrderPayload, OrderValues } from './contract';
import { ORDER_FORM_MESSAGES as M, SAMPLE_MESSAGES } from './messages';

/**
 * A phone number: an optional country code (+ and 1 to 3 digits), then three groups of digits
 * (an area or mobile prefix of 2 to 4 digits, optionally in parentheses, then 3, then 3 or 4),
 * each group optionally followed by one space, dot or hyphen. Covers au (0412 345 678,
 * +61 412 345 678), nz (021 123 4567) and na ((555) 123-4567, +1 555.123.4567) as people write them.
 */
export const PHONE_PATTERN =
  /^(?:\+\d{1,3}[ .-]?)?(?:\(\d{2,4}\)|\d{2,4})[ .-]?\d{3}[ .-]?\d{3,4}$/;

export interface OrderFormValues {
  firstName: string;
  lastName: string;
  company?: string;
  requiredCompany?: string;
  mobile: string;
  email: string;
  floorSize?: number;
  projectSize?: number;
  projectReference?: string;
  address: AddressDetails | null;
}

const trimmed = (value: string | undefined) => value?.trim() || undefined;

/** The POST /samples body: name joined from first and last, the mobile as phone, the address. */
export function buildOrderPayload(
  variants: readonly SampleVariant[],
  values: OrderFormValues,
  visualAsset: VisualAsset = 'swatch',
): OrderPayload {
  // Reached only when the form was submitted without passing its schema (SPEC.md section 8).
  if (!values.address) throw new Error(SAMPLE_MESSAGES.formDataFailed);
  const orderValues: OrderValues = {
    name: [values.firstName, values.lastName]
      .map((part) => part.trim())
      .filter(Boolean)
      .join(' '),
    email: values.email.trim(),
    phone: values.mobile.trim(),
    address: values.address,
  };
  // The form shows one company field: requiredCompany when the form asks for it, else company.
  const company = trimmed(values.requiredCompany) ?? trimmed(values.company);
  if (company) orderValues.company = company;
  if (values.projectSize !== undefined) orderValues.projectSize = values.projectSize;
  if (values.floorSize !== undefined) orderValues.floorSize = values.floorSize;
  const projectReference = trimmed(values.projectReference);
  if (projectReference) orderValues.projectReference = projectReference;
  return {
    variants: variants.map((variant) => formatSample(variant, visualAsset)),
    values: orderValues,
  };
}

const hasText = (value: unknown) => typeof value === 'string' && value.trim() !== '';

const ADDRESS_PARTS = [
  'street',
  'suburb',
  'city',
  'state',
  'postcode',
  'country',
  'custom',
] as const;

/**
 * Chosen from the suggestions (a PLACE_ID with at least one parsed part) or submitted as custom
 * (with its free text); every part present is text.
 */
export function isChosenAddress(address: unknown): address is AddressDetails {
  if (typeof address !== 'object' || address === null) return false;
  const details = address as Record<string, unknown>;
  if (
    !ADDRESS_PARTS.every((part) => details[part] === undefined || typeof details[part] === 'string')
  ) {
    return false;
  }
  if (details.type === 'CUSTOM') return hasText(details.custom);
  if (details.type === 'PLACE_ID') {
    return [details.street, details.suburb, details.city, details.postcode].some(hasText);
  }
  return false;
}

/**
 * A suggestion chosen for a whole locality ('Sydney NSW 2000') has no street number nor route:
 * nothing could be delivered to it until the visitor types the street. A custom address is the
 * visitor's own free text and is taken as it is.
 */
export function isMissingStreet(address: AddressDetails): boolean {
  return address.type === 'PLACE_ID' && !hasText(address.street);
}

// A mixed schema so that the address's failures land on `address` itself, where the form shows
// them; only a missing street lands on `address.street`, under the Street field.
const addressSchema = () =>
  yup
    .mixed<AddressDetails>()
    .required(M.addressRequired)
    .test('chosen', M.addressNotChosen, (address) => isChosenAddress(address))
    .test('street', M.street, function hasStreet(address) {
      // An address not chosen yet has its own message above, and no street to ask for.
      if (!isChosenAddress(address) || !isMissingStreet(address)) return true;
      return this.createError({ path: `${this.path}.street`, message: M.street });
    });

/** An optional size in square metres: a blank input means "not given". */
const sizeSchema = () =>
  yup
    .number()
    .transform((value, original) => (original === '' || original === null ? undefined : value))
    .typeError(M.size)
    .min(0, M.size)
    .optional();

const phoneSchema = () =>
  yup
    .string()
    .trim()
    .required(M.phoneRequired)
    .matches(PHONE_PATTERN, { message: M.phoneInvalid, excludeEmptyString: true });

const emailSchema = () => yup.string().trim().required(M.email).email(M.email);

export interface OrderFormOptions {
  /** The form asks for a company name and requires it (requiredCompany). */
  requireCompany?: boolean;
}

/** The order form's schema with the SPEC.md section 5 rules and messages. */
export function orderFormSchema(options: OrderFormOptions = {}) {
  return yup.object({
    firstName: yup.string().trim().required(M.firstName),
    lastName: yup.string().trim().required(M.lastName),
    company: yup.string().trim().optional(),
    requiredCompany: options.requireCompany
      ? yup.string().trim().required(M.requiredCompany)
      : yup.string().trim().optional(),
    mobile: phoneSchema(),
    email: emailSchema(),
    floorSize: sizeSchema(),
    projectSize: sizeSchema(),
    projectReference: yup.string().trim().optional(),
    address: addressSchema(),
  });
}

const formattedSampleSchema: yup.ObjectSchema<FormattedSample> = yup.object({
  colourId: yup.string().required(),
  globalItemId: yup.string().required(),
  productCode: yup.string().required(),
  patternCloudinaryPublicId: yup.string().required(),
  name: yup.string().required(),
  productName: yup.string().defined(),
});

/**
 * The whole POST /samples body as buildOrderPayload produces it, for the region's maximum: the
 * server's one validation of an order, with the form's own field rules and messages. Typed as the
 * wire contract's OrderPayload (contract.ts): a required field renamed, or any field retyped, on
 * one side only does not compile, and order.test.ts checks that both name the same fields.
 */
export function orderRequestSchema(region: Region): yup.ObjectSchema<OrderPayload> {
  const max = maxSamplesFor(region);
  return yup.object({
    variants: yup
      .array(formattedSampleSchema)
      .required(M.noSamples)
      .min(1, M.noSamples)
      .max(max, M.tooManySamples(max))
      .test('distinct', 'Each sample may be ordered once', (variants) => {
        const ids = (variants ?? []).map((variant) => variant.globalItemId);
        return new Set(ids).size === ids.length;
      }),
    values: yup
      .object({
        name: yup.string().trim().required(M.firstName),
        email: emailSchema(),
        phone: phoneSchema(),
        company: yup.string().trim().optional(),
        projectSize: sizeSchema(),
        projectReference: yup.string().trim().optional(),
        floorSize: sizeSchema(),
        address: addressSchema(),
      })
      .required(),
  });
}

export type OrderValidation<T> =
  | { ok: true; value: T }
  | { ok: false; errors: Record<string, string> };

/** Runs a schema and reports the first message per field path, as the form and the API show. */
export async function validateWith<T>(
  schema: yup.Schema<T>,
  input: unknown,
): Promise<OrderValidation<T>> {
  try {
    const value = await schema.validate(input, { abortEarly: false, stripUnknown: true });
    return { ok: true, value };
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    const errors: Record<string, string> = {};
    const failures = error.inner.length > 0 ? error.inner : [error];
    for (const failure of failures) {
      const path = failure.path || '_';
      errors[path] ??= failure.message;
    }
    return { ok: false, errors };
  }
}

/** Validates a posted order for a region: what POST /samples accepts. */
export function validateOrderRequest(body: unknown, region: Region) {
  return validateWith(orderRequestSchema(region), body);
}
