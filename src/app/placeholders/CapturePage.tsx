import { useParams } from 'wouter';
import { PlaceholderPage } from './PlaceholderPage';

export function CapturePage() {
  const { matchId } = useParams<{ matchId: string }>();
  return <PlaceholderPage title="Match details">Live capture of match {matchId}.</PlaceholderPage>;
}
