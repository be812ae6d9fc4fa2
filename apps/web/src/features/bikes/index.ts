// The bikes feature's public entry: what other features may use of it.
export { bikeQueries } from './api';
export { bikeColours, formatStolenDate } from './components/bike-facts';
export { BikeShareLinks, bikeSharedPage } from './components/bike-share-links';
export { DeferredBikeMessageForm } from './components/deferred-bike-message-form';
export { BikeStats } from './components/bike-stats';
export { PublicBikeCard } from './components/public-bike-card';
