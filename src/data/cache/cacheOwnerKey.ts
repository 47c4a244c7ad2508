/** The meta row naming the user (and organisation) whose data the device's cache holds. */
export const CACHE_OWNER_KEY = 'cacheOwner';
