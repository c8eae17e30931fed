export * from './constants';
export * from './plans';
export * from './overview';
