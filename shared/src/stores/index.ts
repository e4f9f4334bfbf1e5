export * from './client';
export * from './filters';
export * from './link';
