export * from './basket';
export * from './messages';
export * from './order';
export * from './steps';
export * from './submit';
