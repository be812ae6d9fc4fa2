// The alerts feature's public entry: what other features may use of it.
export { AlertsPanel } from './components/alerts-panel';
export { FavouriteToggle } from './components/favourite-toggle';
