export * from './region';
export * from './root';
export * from './samples';
export * from './storage';
export * from './sync';
