export * from './bike';
export * from './messages';
export * from './account';
export * from './message';
export * from './public-posts';
export * from './queries';
export * from './alerts';
