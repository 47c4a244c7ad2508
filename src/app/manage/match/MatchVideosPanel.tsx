import { useState } from 'react';
import { Link } from 'wouter';
import { listEntities, type Entity } from '../../../data/manage';
import { useT } from '../../i18n';
import { Button } from '../../ui/Button';
import { buttonClasses } from '../../ui/buttonClasses';
import { FormError } from '../../ui/FormError';
import { Table } from '../../ui/Table';
import { quarter } from '../entities/cells';
import { DeleteEntityButton } from '../entity/DeleteEntityButton';
import { DetailSection } from '../entity/DetailSection';
import { useAsync } from '../entity/useAsync';
import { AddMatchVideo } from './AddMatchVideo';
import { OpenVideoButton } from './OpenVideoButton';
import { removeMatchVideo } from './removeMatchVideo';

/** A match's videos, per quarter or for the whole match: added by URL or uploaded with progress. */
export function MatchVideosPanel({ entity: match }: { entity: Entity }) {
  const t = useT('manage');
  const [isAdding, setIsAdding] = useState(false);
  const videos = useAsync(`videos-${match.id}`, () =>
    listEntities(
      '/match-videos',
      new URLSearchParams({ 'matchId.equals': String(match.id), sort: 'quarter,asc', size: '50' }),
    ),
  );
  return (
    <DetailSection
      title={t('videos.title')}
      actions={
        <Button variant={isAdding ? 'secondary' : 'primary'} onClick={() => setIsAdding(!isAdding)}>
          {isAdding ? t('close') : t('videos.add')}
        </Button>
      }
    >
      {isAdding ? (
        <AddMatchVideo
          matchId={match.id!}
          onAdded={() => {
            setIsAdding(false);
            videos.reload();
          }}
        />
      ) : null}
      <FormError message={videos.error?.message ?? null} />
      <Table
        caption={t('videos.caption', { match: String(match.name) })}
        rows={videos.data?.items ?? []}
        rowKey={(row) => row.id ?? 0}
        emptyText={videos.isLoading ? t('loading') : t('videos.empty')}
        columns={[
          { header: t('videos.quarter'), cell: quarter('quarter') },
          {
            header: t('videos.source'),
            cell: (row) => (
              <span className="break-all">
                {String(row.videoUrl ?? (row.objectUrlS3 ? t('videos.uploadedFile') : '—'))}
              </span>
            ),
          },
          {
            header: t('videos.actions'),
            cell: (row) => (
              <div className="flex flex-wrap gap-2">
                <OpenVideoButton video={row} />
                <Link
                  href={`/video-analysis?matches=${match.id}`}
                  className={buttonClasses('secondary')}
                  aria-label={t('videos.syncName', { quarter: quarter('quarter')(row) })}
                >
                  {t('videos.sync')}
                </Link>
                <DeleteEntityButton
                  what={t('videos.what', { quarter: quarter('quarter')(row).toLowerCase() })}
                  remove={() => removeMatchVideo(row)}
                  onDeleted={videos.reload}
                />
              </div>
            ),
          },
        ]}
      />
    </DetailSection>
  );
}
