/** Shootout shots are kept out of match totals (DESIGN §7), by the one rule the score also uses. */
export { isShootoutShot as isShootout } from '../score';
