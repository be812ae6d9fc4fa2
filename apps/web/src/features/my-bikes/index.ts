// The my-bikes feature's public entry: what other features may use of it.
export type { BikeTab } from './bike-tabs';
export { attempt, useMyBikeMutation } from './mutations';
