// The bikes feature's public entry: what other features may use of it.
export { bikeQueries } from './api';
export { bikeColours, brandAndModel, formatStolenDate } from './components/bike-facts';
export { BikeMessageForm } from './components/bike-message-form';
export { BikeStats } from './components/bike-stats';
export { PublicBikeCard } from './components/public-bike-card';
