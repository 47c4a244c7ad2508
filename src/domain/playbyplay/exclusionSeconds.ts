/** An exclusion lasts 20 seconds of game time (the rules of water polo); the game clock stops with play. */
export const EXCLUSION_SECONDS = 20;
