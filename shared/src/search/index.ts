export * from './address';
export * from './constants';
export * from './contract';
export * from './results';
export * from './status';
