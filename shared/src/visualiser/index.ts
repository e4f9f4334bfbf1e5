export * from './constants';
export * from './floorOutline';
export * from './resize';
export * from './roomView';
export * from './scene';
export * from './service';
export * from './uploadGuard';
