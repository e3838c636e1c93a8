export * from './common';
export * from './system';
