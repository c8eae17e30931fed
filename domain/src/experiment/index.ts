export * from './assignment';
export * from './constants';
export * from './messages';
export * from './schema';
export * from './rules';
export * from './distributions';
export * from './statistics';
export * from './verdict';
