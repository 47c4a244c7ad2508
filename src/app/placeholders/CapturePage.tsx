/** The route table imports this module; the real screen lives in src/app/capture. */
export { CapturePage } from '../capture/CapturePage';
