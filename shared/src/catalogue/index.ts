/**
 * The catalogue (SPEC.md sections 2.1, 2.4, 2.5, 3, 4, 5 and 7): entity types, product-type
 * slugs, name slugs, product-list queries and their canonical URLs, product-list paging and
 * cards, roll widths, and the catalogue API client.
 */
export * from './client';
export * from './description';
export * from './listing';
export * from './paging';
export * from './productTypes';
export * from './query';
export * from './roll-size';
export * from './room-shots';
export * from './slug';
export * from './types';
