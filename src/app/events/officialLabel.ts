import type { TeamOfficial } from '../../domain/model';

const LABELS: Record<TeamOfficial, string> = {
  HEAD_COACH: 'Head coach',
  ASSISTANT_COACH: 'Assistant coach',
  TEAM_OFFICIAL: 'Official',
};

/** A team official as the official report names the role. */
export function officialLabel(official: TeamOfficial): string {
  return LABELS[official];
}
