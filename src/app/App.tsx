import { AppLayout } from './layout/AppLayout';
import { AppRoutes } from './routes';

export function App() {
  return (
    <AppLayout>
      <AppRoutes />
    </AppLayout>
  );
}
