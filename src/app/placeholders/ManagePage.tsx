import { ManageArea } from '../manage/ManageArea';

/** The manage route of spec §2 (/manage and everything under it). */
export function ManagePage() {
  return <ManageArea />;
}
