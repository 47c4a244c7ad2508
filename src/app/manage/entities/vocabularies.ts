import {
  AUTHORITIES,
  EVENT_TYPES,
  EXCLUSION_TYPES,
  FORMATIONS,
  MATCH_STATUSES,
  SHOOT_METHODS,
  SHOOT_OUTCOMES,
  SHOOT_SITUATIONS,
  SHOOT_TYPES,
  TURNOVER_TYPES,
} from '../../../domain/model';
import { codeWords } from './codeWords';

/** The API's enums as the manage and admin screens show them, each code with its catalogue word. */
export const VOCABULARIES = {
  eventType: codeWords(EVENT_TYPES, (value) => `eventType.${value}`),
  shootSituation: codeWords(SHOOT_SITUATIONS, (value) => `shootSituation.${value}`),
  shootOutcome: codeWords(SHOOT_OUTCOMES, (value) => `shootOutcome.${value}`),
  shootType: codeWords(SHOOT_TYPES, (value) => `shootType.${value}`),
  shootMethod: codeWords(SHOOT_METHODS, (value) => `shootMethod.${value}`),
  turnoverType: codeWords(TURNOVER_TYPES, (value) => `turnoverType.${value}`),
  exclusionType: codeWords(EXCLUSION_TYPES, (value) => `exclusionType.${value}`),
  formation: codeWords(FORMATIONS, (value) => `formation.${value}`),
  matchStatus: codeWords(MATCH_STATUSES, (value) => `matchStatus.${value}`),
  role: codeWords(AUTHORITIES, (value) => `role.${value}`),
};
