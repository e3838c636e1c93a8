export * from './accounts';
export * from './catalog';
export * from './cluster';
export * from './content';
export * from './items';
export * from './market';
export * from './search';
export * from './users';
