/**
 * The wire contract of POST /samples (SPEC.md sections 3 and 7, DESIGN.md section 4), declared
 * once. The route takes its query and reply schemas from here; the body is checked by the order
 * form's own yup schema (order.ts), which gives the SPEC.md section 5 messages, and its shape is
 * the OrderPayload derived here. The samples widget's consumer types are printed from it too.
 */
import { type Static, Type } from '@sinclair/typebox';
import { OneOf } from '../contracts';

/** SPEC.md section 3, formatted sample: what an order carries per chosen variant. */
export const FormattedSampleSchema = Type.Object({
  colourId: Type.String(),
  globalItemId: Type.String(),
  productCode: Type.String(),
  patternCloudinaryPublicId: Type.String(),
  name: Type.String(),
  productName: Type.String(),
});
export type FormattedSample = Static<typeof FormattedSampleSchema>;

export const ADDRESS_TYPES = ['PLACE_ID', 'CUSTOM'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];

/**
 * SPEC.md section 3, address details: parsed from a suggestion, or free text when custom. An
 * order's PLACE_ID address must carry its street (the order schema's isMissingStreet, order.ts):
 * a suggestion for a whole locality has none until the visitor types it.
 */
export const AddressDetailsSchema = Type.Object({
  type: OneOf(ADDRESS_TYPES),
  street: Type.Optional(Type.String()),
  suburb: Type.Optional(Type.String()),
  city: Type.Optional(Type.String()),
  state: Type.Optional(Type.String()),
  postcode: Type.Optional(Type.String()),
  country: Type.Optional(Type.String()),
  custom: Type.Optional(Type.String()),
});
export type AddressDetails = Static<typeof AddressDetailsSchema>;

export const OrderValuesSchema = Type.Object({
  name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  company: Type.Optional(Type.String()),
  projectSize: Type.Optional(Type.Number()),
  projectReference: Type.Optional(Type.String()),
  floorSize: Type.Optional(Type.Number()),
  address: AddressDetailsSchema,
});
export type OrderValues = Static<typeof OrderValuesSchema>;

/** The body of POST /samples. */
export const OrderPayloadSchema = Type.Object({
  variants: Type.Array(FormattedSampleSchema),
  values: OrderValuesSchema,
});
export type OrderPayload = Static<typeof OrderPayloadSchema>;

/** The query of POST /samples; the route checks both values and names the ones it takes. */
export const SampleOrderQuerySchema = Type.Object({
  region: Type.String(),
  website: Type.String(),
});
export type SampleOrderQueryString = Static<typeof SampleOrderQuerySchema>;

/** The reply: 201 with the order's id (a replayed Idempotency-Key answers the same id). */
export const SampleOrderReplySchema = Type.Object({ orderId: Type.String() });
export type SampleOrderReply = Static<typeof SampleOrderReplySchema>;
