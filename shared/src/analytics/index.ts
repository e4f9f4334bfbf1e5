export * from './events';
export * from './lists';
export * from './samples';
