export * from './common';
export * from './campaign';
export * from './shop';
export * from './plans';
export * from './money';
export * from './cart';
export * from './experiment';
export * from './api';
export type * from './storefront';
