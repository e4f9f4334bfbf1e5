import { emptyBasket, type SampleProduct, type SampleVariant } from './basket';
import { variantForColourQuery } from './colour-query';
import {
  completedSteps,
  isInvalidSampleStep,
  nextSampleStep,
  productForSampleModal,
  type SampleModalState,
  sampleAvailability,
  sampleAvailabilityMessage,
} from './steps';

const open = (step: SampleModalState['step']): SampleModalState => ({ step, isOpen: true });
const variant = (name: string, extra: Partial<SampleVariant> = {}): SampleVariant => ({
  name,
  globalItemId: `P1-${name}`,
  productCode: 'P1',
  colourId: name,
  sampleInStock: true,
  sampleInStockNz: true,
  ...extra,
});
const product = (variants: SampleVariant[], extra: Partial<SampleProduct> = {}): SampleProduct => ({
  productCode: 'P1',
  name: 'Wool Haven',
  brands: ['GHRES'],
  sampleAvailable: true,
  variants,
  ...extra,
});

describe('samples modal steps', () => {
  it('goes from choose-samples to order-samples with Order Samples', () => {
    expect(nextSampleStep(open('choose-samples'), { type: 'order', selectedCount: 2 })).toEqual(
      open('order-samples'),
    );
  });

  it('keeps Order Samples disabled at zero selected', () => {
    expect(nextSampleStep(open('choose-samples'), { type: 'order', selectedCount: 0 })).toEqual(
      open('choose-samples'),
    );
  });

  it('goes back from order-samples to choose-samples', () => {
    expect(nextSampleStep(open('order-samples'), { type: 'back' })).toEqual(open('choose-samples'));
  });

  it('shows order-success after a successful submit', () => {
    expect(nextSampleStep(open('order-samples'), { type: 'submitted' })).toEqual(
      open('order-success'),
    );
  });

  it('closes and returns to choose-samples on Done', () => {
    expect(nextSampleStep(open('order-success'), { type: 'done' })).toEqual({
      step: 'choose-samples',
      isOpen: false,
    });
  });

  it('lets the progress bar return to completed steps only', () => {
    expect(completedSteps('order-samples')).toEqual(['choose-samples']);
    expect(
      nextSampleStep(open('order-samples'), { type: 'goto', step: 'choose-samples' }).step,
    ).toBe('choose-samples');
    expect(
      nextSampleStep(open('choose-samples'), { type: 'goto', step: 'order-samples' }).step,
    ).toBe('choose-samples');
  });

  it('reports an invalid step when the basket is empty and no product is selected', () => {
    expect(isInvalidSampleStep(0, null)).toBe(true);
    expect(isInvalidSampleStep(0, product([]))).toBe(false);
    expect(isInvalidSampleStep(1, null)).toBe(false);
  });
});

describe('sample availability', () => {
  it('flags every product sampleAvailable on the hard-flooring site (GHC)', () => {
    const unavailable = product([], { sampleAvailable: false });
    expect(productForSampleModal(unavailable, 'GHC').sampleAvailable).toBe(true);
    expect(productForSampleModal(unavailable, 'GHRES').sampleAvailable).toBe(false);
  });

  it("says 'Samples not avaliable for this product' when the product has no samples", () => {
    const availability = sampleAvailability(
      product([], { sampleAvailable: false }),
      variant('Grey'),
      emptyBasket(),
      'au',
    );
    expect(sampleAvailabilityMessage(availability)).toBe('Samples not avaliable for this product');
  });

  it("says 'Out of stock' for a variant out of stock in the region", () => {
    const grey = variant('Grey', { sampleInStockNz: false });
    expect(sampleAvailability(product([grey]), grey, emptyBasket(), 'au')).toBe('available');
    expect(
      sampleAvailabilityMessage(sampleAvailability(product([grey]), grey, emptyBasket(), 'nz')),
    ).toBe('Out of stock');
  });

  it('cannot add past the regional maximum', () => {
    const chosen = ['a', 'b', 'c'].map((name) => variant(name));
    const basket = { variantSamples: chosen, productMap: { P1: product(chosen) } };
    expect(sampleAvailability(product(chosen), variant('d'), basket, 'au')).toBe('basket-full');
    expect(sampleAvailability(product(chosen), variant('d'), basket, 'nz')).toBe('available');
  });
});

describe('colour query auto-add', () => {
  const silverFox = variant('Silver Fox');
  const context = {
    colour: 'silver-fox',
    isOpen: true,
    product: product([variant('Charcoal'), silverFox]),
    basket: emptyBasket(),
    region: 'au' as const,
  };

  it('adds the variant whose name matches the colour query when the modal is open', () => {
    expect(variantForColourQuery(context)).toBe(silverFox);
  });

  it("matches the query against the variant name's slug, accents and punctuation included", () => {
    const cote = variant('Côte d’Azur');
    expect(
      variantForColourQuery({ ...context, colour: 'cote-dazur', product: product([cote]) }),
    ).toBe(cote);
  });

  it('adds nothing while the modal is closed, without a query or without a match', () => {
    expect(variantForColourQuery({ ...context, isOpen: false })).toBeUndefined();
    expect(variantForColourQuery({ ...context, colour: null })).toBeUndefined();
    expect(variantForColourQuery({ ...context, colour: 'midnight' })).toBeUndefined();
    expect(variantForColourQuery({ ...context, product: product([]) })).toBeUndefined();
  });

  it('adds nothing when the button is unavailable', () => {
    const outOfStock = variant('Silver Fox', { sampleInStock: false });
    expect(variantForColourQuery({ ...context, product: product([outOfStock]) })).toBeUndefined();
    const alreadyChosen = { variantSamples: [silverFox], productMap: { P1: context.product } };
    expect(variantForColourQuery({ ...context, basket: alreadyChosen })).toBeUndefined();
  });
});
