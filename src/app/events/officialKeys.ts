import type { TeamOfficial } from '../../domain/model';
import type { MessageKey } from '../i18n/namespaces';

/** Each team official's role as the events catalogue names it (the official report's words). */
export const OFFICIAL_KEYS: Record<TeamOfficial, MessageKey<'events'>> = {
  HEAD_COACH: 'official.headCoach',
  ASSISTANT_COACH: 'official.assistantCoach',
  TEAM_OFFICIAL: 'official.teamOfficial',
};
