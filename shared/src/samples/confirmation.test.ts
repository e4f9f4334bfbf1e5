import { deliveryAddressLines, orderNextSteps } from './confirmation';

describe('the order confirmation', () => {
  it('prints an au address as street, locality with state and postcode, and country', () => {
    expect(
      deliveryAddressLines({
        type: 'PLACE_ID',
        street: '12 Campbell Parade',
        suburb: 'Bondi',
        city: 'Bondi',
        state: 'NSW',
        postcode: '2026',
        country: 'Australia',
      }),
    ).toEqual(['12 Campbell Parade', 'Bondi NSW 2026', 'Australia']);
  });

  it('gives an nz suburb a line of its own above its city and postcode', () => {
    expect(
      deliveryAddressLines({
        type: 'PLACE_ID',
        street: '12 Ponsonby Road',
        suburb: 'Ponsonby',
        city: 'Auckland',
        postcode: '1011',
        country: 'New Zealand',
      }),
    ).toEqual(['12 Ponsonby Road', 'Ponsonby', 'Auckland 1011', 'New Zealand']);
  });

  it('leaves out the parts that are empty', () => {
    expect(
      deliveryAddressLines({
        type: 'PLACE_ID',
        street: ' 1 George Street ',
        city: 'Sydney',
        state: '',
      }),
    ).toEqual(['1 George Street', 'Sydney']);
  });

  it('keeps the lines of a custom address as typed', () => {
    expect(
      deliveryAddressLines({ type: 'CUSTOM', custom: 'Lot 7 Lighthouse Road\n\nKettering TAS ' }),
    ).toEqual(['Lot 7 Lighthouse Road', 'Kettering TAS']);
  });

  it('says the samples are posted, in 5 to 10 business days in au, and names the email given', () => {
    expect(orderNextSteps('au', 'ada@example.com')).toBe(
      "We'll post your samples to the address above; they usually arrive within 5 to 10 business days. If we need to check anything about your order, we'll email you at ada@example.com. Quote your order reference if you get in touch with us.",
    );
  });

  it('says within a few working days where SPEC.md gives no delivery time (nz, na)', () => {
    expect(orderNextSteps('nz', 'ada@example.com')).toContain(
      "We'll post your samples to the address above within a few working days.",
    );
    expect(orderNextSteps('na')).not.toContain('email');
  });
});
