export * from './messages';
export * from './errors';
export * from './colour';
export * from './path';
