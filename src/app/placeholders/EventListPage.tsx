import { useParams } from 'wouter';
import { PlaceholderPage } from './PlaceholderPage';

export function EventListPage() {
  const { matchId } = useParams<{ matchId: string }>();
  return <PlaceholderPage title="Events">The event list of match {matchId}.</PlaceholderPage>;
}
