export * from './activity';
export * from './auth';
export * from './common';
export * from './content';
export * from './items';
export * from './lifecycle';
export * from './system';
export * from './users';
