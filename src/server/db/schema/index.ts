// drizzle-kit reads this list; each feature's tables live in their own file beside it.
export * from './app-meta';
export * from './accounts';
export * from './memberships';
export * from './email';
export * from './payments';
export * from './jobs';
export * from './job-alerts';
export * from './documents';
export * from './applications';
export * from './analytics';
export * from './profiles';
export * from './matches';
