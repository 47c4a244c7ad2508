/** The route table imports this module; the real screen lives in src/app/events. */
export { PossessionDetailPage } from '../events/PossessionDetailPage';
