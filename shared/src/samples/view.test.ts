import { sampleModalView } from './view';

const product = { productCode: 'P1', name: 'Wool Haven', brands: ['GHRES'] };

describe('what the samples modal shows', () => {
  it('shows the Request Samples intro when the basket is empty and no product is selected', () => {
    expect(sampleModalView('choose-samples', 0, null)).toBe('request-samples');
    expect(sampleModalView('order-samples', 0, undefined)).toBe('request-samples');
  });

  it('shows the colours of a selected product even with an empty basket', () => {
    expect(sampleModalView('choose-samples', 0, product)).toBe('choose-samples');
  });

  it('shows the chosen samples without a product once the basket holds some', () => {
    expect(sampleModalView('choose-samples', 2, null)).toBe('choose-samples');
  });

  it('asks for colours first when opened at the order details with nothing chosen', () => {
    expect(sampleModalView('order-samples', 0, product)).toBe('choose-samples');
    expect(sampleModalView('order-samples', 1, null)).toBe('order-samples');
  });

  it('shows the success step after the order has emptied the basket', () => {
    expect(sampleModalView('order-success', 0, null)).toBe('order-success');
  });
});
