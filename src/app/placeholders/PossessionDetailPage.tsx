import { useParams } from 'wouter';
import { PlaceholderPage } from './PlaceholderPage';

export function PossessionDetailPage() {
  const { possessionId } = useParams<{ possessionId: string }>();
  return <PlaceholderPage title="Possession">Details of possession {possessionId}.</PlaceholderPage>;
}
