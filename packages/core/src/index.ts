export * from './actions';
export * from './amounts';
export * from './api/admin-content';
export * from './api/admin-people';
export * from './api/index';
export * from './auction';
export * from './calendar';
export * from './constants';
export * from './date-format';
export * from './dates';
export * from './decimal';
export * from './item-actions';
export * from './lists';
export * from './media';
export * from './messages';
export * from './messages/admin';
export * from './messages/admin-content';
// Apart from MSG so that these texts load with the lazy pages that show them (see each module).
export * from './messages/connect';
export * from './messages/create';
// The parts of MSG the home page's first screen shows, on their own: its first load imports only these
// (docs/performance.md, "The first load trimmed").
export * from './messages/first-load';
export * from './messages/moderation';
export * from './messages/pickers';
export * from './messages/shell';
export * from './money';
export * from './recheck';
export * from './routes';
export * from './sale-form';
export * from './same-address';
export * from './shorten';
export * from './validation/index';
