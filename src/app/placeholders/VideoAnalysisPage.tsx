import { PlaceholderPage } from './PlaceholderPage';

export function VideoAnalysisPage() {
  return <PlaceholderPage title="Video analysis">Clips and playlists of recorded events.</PlaceholderPage>;
}
