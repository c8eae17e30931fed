export * from './constants';
export * from './plans';
