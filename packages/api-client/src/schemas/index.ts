export * from './bike';
export * from './messages';
