import type { Entity } from '../../../data/manage';
import { useT } from '../../i18n';
import { DownloadScoresheetButton } from '../../scoresheet/DownloadScoresheetButton';
import { DetailSection } from '../entity/DetailSection';

/** The official report of an ended match, as a PDF written on this device (from its cache when offline). */
export function MatchScoresheetPanel({ entity: match }: { entity: Entity }) {
  const t = useT('manage');
  if (match.status !== 'ENDED' || match.id == null) return null;
  return (
    <DetailSection title={t('scoresheet.title')}>
      <DownloadScoresheetButton matchId={Number(match.id)} className="items-start" />
    </DetailSection>
  );
}
