export * from './catalog';
export * from './content';
export * from './items';
export * from './market';
export * from './search';
export * from './users';
