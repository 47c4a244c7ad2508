import { useState } from 'react';
import { listEntities, type Entity } from '../../../data/manage';
import { Button } from '../../ui/Button';
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
  const [isAdding, setIsAdding] = useState(false);
  const videos = useAsync(`videos-${match.id}`, () =>
    listEntities(
      '/match-videos',
      new URLSearchParams({ 'matchId.equals': String(match.id), sort: 'quarter,asc', size: '50' }),
    ),
  );
  return (
    <DetailSection
      title="Videos"
      actions={
        <Button variant={isAdding ? 'secondary' : 'primary'} onClick={() => setIsAdding(!isAdding)}>
          {isAdding ? 'Close' : 'Add video'}
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
        caption={`Videos of ${String(match.name)}`}
        rows={videos.data?.items ?? []}
        rowKey={(row) => row.id ?? 0}
        emptyText={
          videos.isLoading
            ? 'Loading…'
            : 'No video yet. Capture works without one; with one, the capture screen shows it beside the buttons.'
        }
        columns={[
          { header: 'Quarter', cell: quarter('quarter') },
          {
            header: 'Source',
            cell: (row) => (
              <span className="break-all">{String(row.videoUrl ?? (row.objectUrlS3 ? 'Uploaded file' : '—'))}</span>
            ),
          },
          {
            header: 'Actions',
            cell: (row) => (
              <div className="flex flex-wrap gap-2">
                <OpenVideoButton video={row} />
                <DeleteEntityButton
                  what={`the video of ${quarter('quarter')(row).toLowerCase()}`}
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
