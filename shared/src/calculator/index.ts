export * from './calculator';
export * from './constants';
export * from './cut-plan';
export * from './dimensions';
