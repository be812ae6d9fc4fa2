// The classifieds feature's public entry: what other features may use of it.
export { ClassifiedCard } from './components/classified-card';
