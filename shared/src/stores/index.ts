export * from './client';
export * from './contract';
export * from './filters';
export * from './link';
export * from './places';
export * from './wording';
