export { comparableName } from './comparableName';
export { findSamePlayer, type PlayerIdentity } from './findSamePlayer';
