export * from './basket';
export * from './messages';
export * from './order';
export * from './product';
export * from './regional';
export * from './steps';
export * from './submit';
export * from './view';
