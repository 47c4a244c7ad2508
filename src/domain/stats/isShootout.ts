/** Shootout shots are kept out of match totals (docs/design.md §7), by the one rule the score also uses. */
export { isShootoutShot as isShootout } from '../score';
