export * from './messages';
export * from './errors';
export * from './colour';
export * from './colour-schema';
export * from './path';
