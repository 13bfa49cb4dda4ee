/** The JNews theme's wire contract (shared/contracts/theme-ajax.md), one concept per file. */
export * from './account';
export * from './actions';
export * from './globals';
export * from './module';
