// The content feature's public entry: what other features may use of it.
export { contentQueries, HOME_BANNER_SLUG } from './api';
export { proseSx, READING_WIDTH } from './components/prose';
