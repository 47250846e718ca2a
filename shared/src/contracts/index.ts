export * from './constants';
export * from './schemas';
export * from './errors';
export * from './format';
export * from './cdn';
export * from './routes';
