// The lookups feature's public entry: what other features may use of it.
export { lookupQueries } from './api';
