export * from './constants';
export * from './resize';
export * from './scene';
export * from './service';
export * from './uploadGuard';
