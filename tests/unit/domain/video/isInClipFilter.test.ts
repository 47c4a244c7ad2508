import { describe, expect, it } from 'vitest';
import { EMPTY_CLIP_FILTER, isInClipFilter, type ClipFilter } from '../../../../src/domain/video';
import { clipEvent, MATCH, THEM, US } from './videoBuilders';

const ours7 = clipEvent('SHOOT', { team: US, playerNumber: 7, shootOutcome: 'GOAL' });
const ours5 = clipEvent('SHOOT', { team: US, playerNumber: 5, shootOutcome: 'GOAL' });
const theirs7 = clipEvent('SHOOT', { team: THEM, playerNumber: 7, shootOutcome: 'GOAL' });
const ourTimeout = clipEvent('TIMEOUT', { team: US, playerNumber: null });

const filter = (fields: Partial<ClipFilter>): ClipFilter => ({ ...EMPTY_CLIP_FILTER, matches: [MATCH], ...fields });
const kept = (fields: Partial<ClipFilter>) =>
  [ours7, ours5, theirs7, ourTimeout].filter((event) => isInClipFilter(event, filter(fields)));

describe('the player criterion names a cap within a team', () => {
  // team, player → the events kept
  it.each<[string, number | null, number | null, unknown[]]>([
    ['no team and no player keeps both teams', null, null, [ours7, ours5, theirs7, ourTimeout]],
    ['a cap without a team is ignored, never cap 7 of both teams', null, 7, [ours7, ours5, theirs7, ourTimeout]],
    ['a team alone keeps its log', US.id, null, [ours7, ours5, ourTimeout]],
    ['a team and a cap keep that player only', US.id, 7, [ours7]],
    ['the same cap of the other team is the other player', THEM.id, 7, [theirs7]],
    ['a cap the team does not have keeps nothing', THEM.id, 5, []],
  ])('%s', (_name, team, player, expected) => {
    expect(kept({ team, player })).toEqual(expected);
  });
});

describe('a statistics figure’s events narrow the other criteria, they do not widen them', () => {
  // events listed, other criteria → the events kept
  it.each<[string, Partial<ClipFilter>, unknown[]]>([
    ['no list keeps every tagged event', { events: null }, [ours7, ours5, theirs7, ourTimeout]],
    ['a list keeps the listed events only', { events: [ours7.uuid, theirs7.uuid] }, [ours7, theirs7]],
    ['with a team, the listed events of that team', { events: [ours7.uuid, theirs7.uuid], team: US.id }, [ours7]],
    ['a uuid of no event keeps nothing', { events: ['00000000-0000-4000-8000-000000000000'] }, []],
    ['a listed event of a match not chosen stays out', { events: [ours7.uuid], matches: [MATCH + 1] }, []],
  ])('%s', (_name, fields, expected) => {
    expect(kept(fields)).toEqual(expected);
  });
});
