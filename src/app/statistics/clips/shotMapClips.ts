import type { PoolZone, ShotPoint, TeamStatistics } from '../../../domain/stats';
import { poolZoneOf } from '../../../domain/stats/zones';
import type { ClipTarget } from '../charts/SvgClipLink';
import { SHOT_OUTCOME_STYLE } from '../charts/shotOutcomeStyle';
import { quarterLabel } from '../statisticsLabels';
import { statisticsText as text } from '../statisticsText';
import { formatMadeOf } from '../tables/formatFraction';
import { teamName } from '../tables/names';
import { poolZoneName } from '../tables/poolZoneName';
import { clipLabel } from './clipLabel';
import type { EventClipLinker } from './clipLinker';

/** Where each shot of a team's shot map and each of its pool zones plays, or null (no video, no shot). */
export type ShotMapClips = {
  shot: (point: ShotPoint) => ClipTarget | null;
  zone: (zone: PoolZone) => ClipTarget | null;
};

const refOf = (point: ShotPoint) => ({ matchId: point.matchId, uuid: point.eventUuid });

/** "#5 KovG", "#5", "KovG", or '' when the shot names no player or the player wore several caps and no name. */
function shooterOf(team: TeamStatistics, point: ShotPoint): string {
  const player = point.playerKey === null ? undefined : team.players.find((p) => p.key === point.playerKey);
  if (!player) return '';
  const cap = player.caps.length === 1 ? `#${player.caps[0]}` : null;
  return [cap, player.name].filter((part) => part !== null).join(' ');
}

/**
 * A shot opens its own clip (the playlist of that one shot, opened at it); a zone the playlist of exactly the
 * shots the map counts in it.
 */
export function shotMapClips(team: TeamStatistics, clipEvents: EventClipLinker): ShotMapClips {
  const { points, zones } = team.shotMap;
  return {
    shot: (point) => {
      const href = clipEvents(team, [refOf(point)], point.eventUuid);
      if (href === null) return null;
      const shooter = shooterOf(team, point);
      const values = {
        shooter,
        outcome: text(SHOT_OUTCOME_STYLE[point.outcome].labelKey),
        quarter: quarterLabel(point.quarter),
      };
      return { href, label: text(shooter === '' ? 'clip.shotOfNobody' : 'clip.shot', values) };
    },
    zone: (zone) => {
      const inZone = points.filter((point) => poolZoneOf(point.x, point.y) === zone);
      const href = clipEvents(team, inZone.map(refOf));
      if (href === null) return null;
      const what = text('clip.zoneShots', { zone: poolZoneName(zone) });
      return { href, label: clipLabel(what, teamName(team), formatMadeOf(zones[zone])) };
    },
  };
}
