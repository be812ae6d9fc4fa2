// The account feature's public entry: what other features may use of it.
export { ClaimTransferDialog } from './components/claim-transfer-dialog';
export { MyBikesPanel } from './components/my-bikes-panel';
export { OwnerBikeCard } from './components/owner-bike-card';
export { loadAccount } from './load-account';
