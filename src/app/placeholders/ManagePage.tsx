import { ManageArea } from '../manage/ManageArea';

/** The manage route of docs/product.md §2 (/manage and everything under it). */
export function ManagePage() {
  return <ManageArea />;
}
