/** The API server alone (no PWA build): used by `npm run dev`, where Vite serves the app. */
import { loadConfig } from '../config';
import { runServer } from '../runServer';
import { onShutdownSignal } from './onShutdownSignal';

const server = await runServer(loadConfig());
console.log(`Poolside API at ${server.url}/api`);
onShutdownSignal(() => server.close());
