import { MatchVideoSchema } from '../../../domain/model';
import type { EntityConfig } from '../entity/entityConfig';
import { removeMatchVideo } from '../match/removeMatchVideo';
import { QUARTER_FILTER_OPTIONS, QUARTER_OPTIONS, quarter, refName, text } from './cells';
import { REF_SOURCES } from './refSources';

export const matchVideoEntity: EntityConfig = {
  route: 'match-video',
  aliases: ['match-videos'],
  apiPath: '/match-videos',
  title: 'Match videos',
  singular: 'match video',
  labelOf: (row) => `${refName('match')(row)}, ${quarter('quarter')(row)}`,
  defaultSort: 'match.name,asc',
  columns: [
    { header: 'Match', sortKey: 'match.name', cell: refName('match'), isLink: true },
    { header: 'Quarter', sortKey: 'quarter', cell: quarter('quarter') },
    { header: 'URL', sortKey: 'videoUrl', cell: text('videoUrl'), className: 'max-w-xs truncate' },
    { header: 'Uploaded file', sortKey: 'objectUrlS3', cell: text('objectUrlS3'), className: 'max-w-xs truncate' },
  ],
  filters: [
    { kind: 'ref', param: 'matchId.equals', label: 'Match', source: REF_SOURCES.match },
    { kind: 'select', param: 'quarter.equals', label: 'Quarter', options: QUARTER_FILTER_OPTIONS },
    {
      kind: 'select',
      param: 'objectUrlS3.specified',
      label: 'Uploaded file',
      options: [
        { value: 'true', label: 'Yes' },
        { value: 'false', label: 'No' },
      ],
    },
  ],
  detail: [
    { label: 'Match', value: refName('match') },
    { label: 'Quarter', value: quarter('quarter') },
    { label: 'Video URL', value: text('videoUrl') },
    { label: 'Uploaded file', value: text('objectUrlS3') },
  ],
  remove: removeMatchVideo,
  form: {
    schema: MatchVideoSchema,
    empty: () => ({ match: null, quarter: null, videoUrl: null, objectUrlS3: null }),
    check: (values): Record<string, string> =>
      values.videoUrl || values.objectUrlS3 ? {} : { videoUrl: 'Give a URL, or upload a file from the match page' },
    fields: [
      { name: 'match', label: 'Match', kind: 'ref', source: REF_SOURCES.match },
      { name: 'quarter', label: 'Quarter', kind: 'select', options: QUARTER_OPTIONS, emptyLabel: 'Whole match' },
      {
        name: 'videoUrl',
        label: 'Video URL',
        kind: 'url',
        hint: 'MP4 or WebM that the server of the video answers with HTTP Range.',
      },
    ],
  },
};
