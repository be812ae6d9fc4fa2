// The session feature's public entry: what other features may use of it.
export { accountQueries } from './api';
export { CityField } from './components/city-field';
export { PasswordField } from './components/password-field';
