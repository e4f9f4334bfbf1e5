/** The texts the samples flow shows, exactly as SPEC.md sections 5 and 8 spell them. */

export const SAMPLE_MESSAGES = {
  submitFailed: 'Error, failed to send samples',
  noResponse: 'Error posting, no response',
  formDataFailed:
    'Error occured When trying to get form data. Make sure to fill in all required fields',
  submitted: 'Your samples order has been submitted successfully!',
  productUnavailable: 'Samples not avaliable for this product',
  outOfStock: 'Out of stock',
} as const;

export const ORDER_FORM_MESSAGES = {
  firstName: 'Please provide your first name',
  lastName: 'Please provide your last name',
  phoneRequired: 'Please provide your phone number',
  phoneInvalid: 'Please provide a valid phone number',
  email: 'Please provide a valid email',
  requiredCompany: 'Please provide a Comapny Name',
  addressRequired: 'Delivery address is required',
  addressNotChosen: 'Please select address from suggestion bar',
  // SPEC.md is silent on the texts below; they follow the tone of the ones above.
  street: 'Please provide your street address',
  size: 'Please provide a size in square metres',
  noSamples: 'Please choose at least one sample',
  tooManySamples: (max: number) => `Please choose no more than ${max} samples`,
} as const;
