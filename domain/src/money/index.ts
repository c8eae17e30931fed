export * from './format';
export * from './convert';
export * from './count';
export * from './presentment';
