import { PlaceholderPage } from './PlaceholderPage';

export function AdminPage() {
  return <PlaceholderPage title="Administration">User extras, organizations and users.</PlaceholderPage>;
}
