// One PostgreSQL schema, one file per area. Add a line here for each new area file.
export * from './users';
export * from './refresh-tokens';
export * from './analyses';
export * from './activity-logs';
export * from './analysis-batches';
export * from './analytics';
export * from './admin-audit-log';
export * from './api-keys';
export * from './analysis-feedback';
