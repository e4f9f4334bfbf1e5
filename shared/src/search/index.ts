export * from './address';
export * from './constants';
export * from './results';
export * from './status';
