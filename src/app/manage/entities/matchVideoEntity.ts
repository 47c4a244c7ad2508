import { MatchVideoSchema } from '../../../domain/model';
import { removeMatchVideo } from '../match/removeMatchVideo';
import { QUARTER_FILTER_OPTIONS, QUARTER_OPTIONS, quarter, refName, text, YES_NO_OPTIONS } from './cells';
import { column, defineEntity, detail, field, filter } from './configParts';
import { entityText } from './entityText';
import { REF_SOURCES } from './refSources';

export const matchVideoEntity = defineEntity(
  { title: 'matchVideo.title', singular: 'matchVideo.singular' },
  {
    route: 'match-video',
    aliases: ['match-videos'],
    apiPath: '/match-videos',
    labelOf: (row) => `${refName('match')(row)}, ${quarter('quarter')(row)}`,
    defaultSort: 'match.name,asc',
    columns: [
      column('field.match', { sortKey: 'match.name', cell: refName('match'), isLink: true }),
      column('field.quarter', { sortKey: 'quarter', cell: quarter('quarter') }),
      column('matchVideo.url', { sortKey: 'videoUrl', cell: text('videoUrl'), className: 'max-w-xs truncate' }),
      column('matchVideo.uploadedFile', {
        sortKey: 'objectUrlS3',
        cell: text('objectUrlS3'),
        className: 'max-w-xs truncate',
      }),
    ],
    filters: [
      filter('field.match', { kind: 'ref', param: 'matchId.equals', source: REF_SOURCES.match }),
      filter('field.quarter', { kind: 'select', param: 'quarter.equals', options: QUARTER_FILTER_OPTIONS }),
      filter('matchVideo.uploadedFile', { kind: 'select', param: 'objectUrlS3.specified', options: YES_NO_OPTIONS }),
    ],
    detail: [
      detail('field.match', refName('match')),
      detail('field.quarter', quarter('quarter')),
      detail('matchVideo.videoUrl', text('videoUrl')),
      detail('matchVideo.uploadedFile', text('objectUrlS3')),
    ],
    remove: removeMatchVideo,
    form: {
      schema: MatchVideoSchema,
      empty: () => ({ match: null, quarter: null, videoUrl: null, objectUrlS3: null }),
      check: (values): Record<string, string> =>
        values.videoUrl || values.objectUrlS3 ? {} : { videoUrl: entityText('matchVideo.urlOrFile') },
      fields: [
        field('field.match', { name: 'match', kind: 'ref', source: REF_SOURCES.match }),
        field('field.quarter', {
          name: 'quarter',
          kind: 'select',
          options: QUARTER_OPTIONS,
          emptyLabel: 'quarter.whole',
        }),
        field('matchVideo.videoUrl', { name: 'videoUrl', kind: 'url', hint: 'matchVideo.urlHint' }),
      ],
    },
  },
);
