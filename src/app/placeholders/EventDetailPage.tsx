import { useParams } from 'wouter';
import { PlaceholderPage } from './PlaceholderPage';

export function EventDetailPage() {
  const { eventId } = useParams<{ eventId: string }>();
  return <PlaceholderPage title="Event">Details of event {eventId}.</PlaceholderPage>;
}
