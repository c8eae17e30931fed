export * from './attribution';
export * from './track';
