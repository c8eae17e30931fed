export * from './attribution';
