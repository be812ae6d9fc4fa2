// The messages feature's public entry: what other features may use of it.
export { messageQueries } from './api';
