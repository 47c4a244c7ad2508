import { PlaceholderPage } from './PlaceholderPage';

export function ManagePage() {
  return (
    <PlaceholderPage title="Manage">
      League, team, player, match, match-player, match-video, possession and event data.
    </PlaceholderPage>
  );
}
