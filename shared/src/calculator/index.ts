export * from './calculator';
export * from './constants';
export * from './dimensions';
