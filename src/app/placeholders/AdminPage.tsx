import { AdminArea } from '../admin/AdminArea';

/** The admin route of docs/product.md §2 (/admin and everything under it). */
export function AdminPage() {
  return <AdminArea />;
}
