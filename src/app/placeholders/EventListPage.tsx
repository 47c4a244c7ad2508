/** The route table imports this module; the real screen lives in src/app/events. */
export { EventListPage } from '../events/EventListPage';
