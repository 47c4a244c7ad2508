export * from './isDataOwner';
export * from './isSameOwner';
export * from './ownerOfAccount';
export * from './readSignedInUser';
