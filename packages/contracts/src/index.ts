export * from './constants';
export * from './errors';
export * from './user';
export * from './auth';
export * from './models';
export * from './analysis';
export * from './history';
export * from './analysis-views';
