import { eventEntity } from './entities/eventEntity';
import { leagueEntity } from './entities/leagueEntity';
import { matchEntity } from './entities/matchEntity';
import { matchExternalIdEntity } from './entities/matchExternalIdEntity';
import { matchPlayerEntity } from './entities/matchPlayerEntity';
import { matchVideoEntity } from './entities/matchVideoEntity';
import { playerEntity } from './entities/playerEntity';
import { possessionEntity } from './entities/possessionEntity';
import { teamEntity } from './entities/teamEntity';

/**
 * The manage sub-areas of docs/product.md §2, in the order a data manager fills them, plus the match's external ids.
 */
export const MANAGE_ENTITIES = [
  leagueEntity,
  teamEntity,
  playerEntity,
  matchEntity,
  matchPlayerEntity,
  matchVideoEntity,
  matchExternalIdEntity,
  possessionEntity,
  eventEntity,
];
