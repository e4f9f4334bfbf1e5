import { formatSample, type SampleVariant } from './basket';
import { FormattedSampleSchema, OrderPayloadSchema, OrderValuesSchema } from './contract';
import { ORDER_FORM_MESSAGES } from './messages';
import {
  buildOrderPayload,
  isMissingStreet,
  type OrderFormValues,
  orderFormSchema,
  orderRequestSchema,
  PHONE_PATTERN,
  validateOrderRequest,
  validateWith,
} from './order';

const variant = (id: string, extra: Partial<SampleVariant> = {}): SampleVariant => ({
  name: `Colour ${id}`,
  globalItemId: `GHRES-1001-${id}`,
  productCode: 'GHRES-1001',
  colourId: id,
  productName: 'Wool Haven',
  sampleInStock: true,
  ...extra,
});

const validForm = (extra: Partial<OrderFormValues> = {}): OrderFormValues => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  mobile: '0412 345 678',
  email: 'ada@example.com',
  address: { type: 'PLACE_ID', street: '1 George St', city: 'Sydney', postcode: '2000' },
  ...extra,
});

const formErrors = async (values: unknown, requireCompany = false) => {
  const result = await validateWith(orderFormSchema({ requireCompany }), values);
  return result.ok ? {} : result.errors;
};

describe('order form phone pattern', () => {
  it.each([
    '0412 345 678',
    '0412345678',
    '+61 412 345 678',
    '021 123 4567',
    '09 123 4567',
    '(555) 123-4567',
    '555-123-4567',
    '+1 555.123.4567',
    '+64 21 123 4567',
  ])('accepts the real number %s', (phone) => expect(PHONE_PATTERN.test(phone)).toBe(true));

  it.each([
    'abc',
    '123',
    '12345',
    '0412 345 67a',
    '++61 412 345 678',
    '0412--345-678',
    '0412 345 678 999 999',
    'phone: 0412 345 678',
  ])('rejects %s', (phone) => expect(PHONE_PATTERN.test(phone)).toBe(false));
});

describe('order form validation (SPEC section 5)', () => {
  it('accepts a complete form', async () => {
    expect(await formErrors(validForm())).toEqual({});
  });

  // Each with one field of a complete form changed, and the message that field then has.
  it.each<[string, string, Partial<OrderFormValues>]>([
    ['requires a first name', 'Please provide your first name', { firstName: ' ' }],
    ['requires a last name', 'Please provide your last name', { lastName: '' }],
    ['requires a phone number', 'Please provide your phone number', { mobile: '' }],
    [
      'rejects a malformed phone number',
      'Please provide a valid phone number',
      { mobile: '12 34' },
    ],
    ['requires an address', 'Delivery address is required', { address: null }],
  ])('%s with "%s"', async (_, message, change) => {
    const [field = ''] = Object.keys(change);
    expect((await formErrors(validForm(change)))[field]).toBe(message);
  });

  it('requires an email shaped like an email with "Please provide a valid email"', async () => {
    expect((await formErrors(validForm({ email: '' }))).email).toBe('Please provide a valid email');
    expect((await formErrors(validForm({ email: 'ada@' }))).email).toBe(
      'Please provide a valid email',
    );
  });

  it('requires the company with "Please provide a Comapny Name" when the form asks for it', async () => {
    expect((await formErrors(validForm(), true)).requiredCompany).toBe(
      'Please provide a Comapny Name',
    );
    expect(await formErrors(validForm({ requiredCompany: 'Acme' }), true)).toEqual({});
  });

  it('leaves the company optional when the form does not ask for it', async () => {
    expect(await formErrors(validForm())).toEqual({});
  });

  it('refuses an address not chosen from the suggestions with "Please select address from suggestion bar"', async () => {
    const typedOnly = { type: 'PLACE_ID' } as const;
    const emptyCustom = { type: 'CUSTOM', custom: '  ' } as const;
    expect((await formErrors(validForm({ address: typedOnly }))).address).toBe(
      'Please select address from suggestion bar',
    );
    expect((await formErrors(validForm({ address: emptyCustom }))).address).toBe(
      'Please select address from suggestion bar',
    );
  });

  it('asks for the street with "Please provide your street address" when the chosen suggestion is a whole locality', async () => {
    const sydney = {
      type: 'PLACE_ID',
      street: '',
      suburb: 'Sydney',
      city: 'Sydney',
      state: 'NSW',
      postcode: '2000',
      country: 'Australia',
    } as const;
    expect(await formErrors(validForm({ address: sydney }))).toEqual({
      'address.street': 'Please provide your street address',
    });
    expect(await formErrors(validForm({ address: { ...sydney, street: '  ' } }))).toEqual({
      'address.street': 'Please provide your street address',
    });
    expect(await formErrors(validForm({ address: { ...sydney, street: '1 George St' } }))).toEqual(
      {},
    );
  });

  it('asks only to choose from the suggestions, not for the street, while the address is typed text', async () => {
    expect(await formErrors(validForm({ address: { type: 'PLACE_ID' } }))).toEqual({
      address: 'Please select address from suggestion bar',
    });
  });

  it('accepts a custom address with its free text', async () => {
    const address = { type: 'CUSTOM', custom: 'Lot 4, Old Coach Rd, Bega' } as const;
    expect(await formErrors(validForm({ address }))).toEqual({});
  });

  it('keeps floor and project sizes optional and numeric, blank meaning not given', async () => {
    const result = await validateWith(orderFormSchema(), {
      ...validForm(),
      floorSize: '',
      projectSize: '42.5',
    });
    expect(result.ok && result.value.floorSize).toBeUndefined();
    expect(result.ok && result.value.projectSize).toBe(42.5);
    expect((await formErrors({ ...validForm(), projectSize: 'lots' })).projectSize).toBe(
      ORDER_FORM_MESSAGES.size,
    );
  });
});

describe('a deliverable address', () => {
  it('misses its street when a suggestion for a whole locality was chosen', () => {
    expect(isMissingStreet({ type: 'PLACE_ID', suburb: 'Sydney', postcode: '2000' })).toBe(true);
    expect(isMissingStreet({ type: 'PLACE_ID', street: ' ', suburb: 'Sydney' })).toBe(true);
  });

  it('has its street when the suggestion had a street number and route, or the visitor typed it', () => {
    expect(isMissingStreet({ type: 'PLACE_ID', street: '1 George St', suburb: 'Sydney' })).toBe(
      false,
    );
  });

  it('never asks a custom address for a street: its free text is the address', () => {
    expect(isMissingStreet({ type: 'CUSTOM', custom: 'Lot 4, Old Coach Rd, Bega' })).toBe(false);
  });
});

describe('formatted sample and order payload', () => {
  it('formats a sample with its image id and product name', () => {
    expect(formatSample(variant('03'))).toEqual({
      colourId: '03',
      globalItemId: 'GHRES-1001-03',
      productCode: 'GHRES-1001',
      patternCloudinaryPublicId: 'swatches/GHRES-1001-03',
      name: 'Colour 03',
      productName: 'Wool Haven',
    });
  });

  it('joins the name from first and last name and sends the mobile as phone', () => {
    const payload = buildOrderPayload(
      [variant('01')],
      validForm({ company: 'Acme', projectSize: 30, projectReference: ' Job 7 ' }),
    );
    expect(payload.values).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '0412 345 678',
      company: 'Acme',
      projectSize: 30,
      projectReference: 'Job 7',
      address: validForm().address,
    });
    expect(payload.variants.map((sample) => sample.globalItemId)).toEqual(['GHRES-1001-01']);
  });

  it("fails with 'Error occured When trying to get form data…' when the form data has no address", () => {
    expect(() => buildOrderPayload([variant('01')], validForm({ address: null }))).toThrow(
      'Error occured When trying to get form data. Make sure to fill in all required fields',
    );
  });

  it('sends the required company when the form asked for it', () => {
    const payload = buildOrderPayload([variant('01')], validForm({ requiredCompany: 'Tiles Co' }));
    expect(payload.values.company).toBe('Tiles Co');
  });
});

describe('POST /samples request schema', () => {
  const body = (count: number) =>
    buildOrderPayload(
      Array.from({ length: count }, (_, index) => variant(String(index + 1).padStart(2, '0'))),
      validForm(),
    );

  it('accepts the payload the order form builds', async () => {
    expect(await validateOrderRequest(body(3), 'au')).toEqual({ ok: true, value: body(3) });
  });

  it('needs at least 1 sample', async () => {
    expect(await validateOrderRequest(body(0), 'au')).toEqual({
      ok: false,
      errors: { variants: ORDER_FORM_MESSAGES.noSamples },
    });
  });

  it('allows at most 3 samples in au and 5 in nz', async () => {
    expect((await validateOrderRequest(body(4), 'au')).ok).toBe(false);
    expect((await validateOrderRequest(body(5), 'nz')).ok).toBe(true);
    expect((await validateOrderRequest(body(6), 'nz')).ok).toBe(false);
  });

  it('refuses the same sample twice', async () => {
    const twice = { ...body(1), variants: [...body(1).variants, ...body(1).variants] };
    expect((await validateOrderRequest(twice, 'au')).ok).toBe(false);
  });

  it('reports each bad field with the SPEC section 5 message', async () => {
    const bad = {
      ...body(1),
      values: { ...body(1).values, phone: 'x', email: 'no', address: null },
    };
    expect(await validateOrderRequest(bad, 'au')).toEqual({
      ok: false,
      errors: {
        'values.phone': 'Please provide a valid phone number',
        'values.email': 'Please provide a valid email',
        'values.address': 'Delivery address is required',
      },
    });
  });

  it('refuses an address chosen from the suggestions without a street, naming values.address.street', async () => {
    const order = body(1);
    const address = { ...order.values.address, street: '' };
    expect(
      await validateOrderRequest({ ...order, values: { ...order.values, address } }, 'au'),
    ).toEqual({
      ok: false,
      errors: { 'values.address.street': 'Please provide your street address' },
    });
  });

  it('names the fields of the wire contract, and no others', () => {
    const schema = orderRequestSchema('au');
    const fields = (shape: { fields: Record<string, unknown> }) => Object.keys(shape.fields).sort();
    const properties = (contract: { properties: object }) =>
      Object.keys(contract.properties).sort();
    expect(fields(schema)).toEqual(properties(OrderPayloadSchema));
    const values = schema.fields.values as unknown as { fields: Record<string, unknown> };
    expect(fields(values)).toEqual(properties(OrderValuesSchema));
    const variants = schema.fields.variants as unknown as {
      innerType: { fields: Record<string, unknown> };
    };
    expect(fields(variants.innerType)).toEqual(properties(FormattedSampleSchema));
  });

  it('refuses a body that is not an order', async () => {
    expect((await validateOrderRequest('nonsense', 'au')).ok).toBe(false);
    expect((await validateOrderRequest(null, 'au')).ok).toBe(false);
  });
});
