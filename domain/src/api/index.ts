export * from './attribution';
export * from './track';
export * from './checkout';
export * from './cart';
export * from './orders';
export * from './shop';
export * from './campaign';
