import {
  attackPickerOf,
  type CaptureState,
  type EventDraft,
  isAssistShown,
  isShotKept,
  SHOT_ENDS,
  shotEndOf,
} from '../../../domain/capture';
import {
  NORMAL_SHOOT_SITUATIONS,
  SHOOT_METHODS,
  SHOOT_TYPES,
  type ShootMethod,
  type ShootSituation,
  type ShootType,
} from '../../../domain/model';
import type { MatchPlayerRow } from '../../../data/db';
import { AssistPickers } from './AssistPickers';
import { ChoiceGroup } from './ChoiceGroup';
import { ChoiceButton } from './ChoiceButton';
import { enumLabel } from '../captureWords';
import { GoalPicture } from './GoalPicture';
import { PlayerButtons } from './PlayerButtons';
import { pointText } from './pointText';
import { PoolPicture } from './PoolPicture';
import { PostPickers } from './PostPickers';
import type { SideTone } from '../sideTone';
import type { SendCommand } from '../useSendCommand';
import { useT } from '../../i18n';

export type ShootLastUsed = { situation?: ShootSituation | null; method?: ShootMethod | null; type?: ShootType | null };

type Props = {
  event: EventDraft;
  state: Pick<CaptureState, 'offense' | 'extraPlayer' | 'centerPlayers' | 'post1PlayerNumber' | 'post2PlayerNumber'>;
  caps: readonly number[];
  roster: readonly MatchPlayerRow[];
  tone: SideTone;
  send: SendCommand;
  lastUsed?: ShootLastUsed;
  /** The editor's 'Assists' switch (ShotDetailsSwitch) is on: assists and the attack picker replace the shot. */
  isAssistsOpen?: boolean;
  /** The league's pool in metres, which the pool picture's far edge follows. */
  poolLength?: number;
};

/**
 * A shot's fields (docs/product.md §2): pool and goal pictures, how it ended (goal, saved, missed, off the post,
 * blocked) and whether the shooters kept the ball, situation (hidden for penalties), method and
 * type; assists and the attack picker (attackPickerOf: the centre, or Post 1 / Post 2 with an extra player) only
 * for our own open-play shot. Those sit behind the editor's 'Assists' switch so the shot itself fits one screen:
 * the pool picture (the most used control) takes the larger column; where it came from, the goal and the method
 * sit beside it, and the outcome, situation and type below in single rows.
 */
export function ShootFields({
  event,
  state,
  caps,
  roster,
  tone,
  send,
  lastUsed = {},
  isAssistsOpen = false,
  poolLength,
}: Props) {
  const t = useT('capture');
  const isPenalty = event.shootSituation === 'PENALTY' || event.shootSituation === 'PENALTYSHOOTOUT';
  const isAttackShown = isAssistShown(event, state);
  const picker = isAttackShown ? attackPickerOf(event, state) : 'none';
  const centers = event.centerPlayers ?? state.centerPlayers;
  const isAssistsShown = isAttackShown && isAssistsOpen;
  const isKept = event.shootOutcome !== 'GOAL' && isShotKept(event);
  return (
    <div className="flex flex-col gap-1.5">
      {isAssistsShown ? null : (
        <>
          {/* The goal at least 300 px wide beside the pool on a tablet, to aim at where the ball went; stacked on a
              phone, each the full width. */}
          <div className="grid max-w-[36rem] grid-cols-1 gap-2 min-[600px]:grid-cols-[minmax(0,1fr)_300px]">
            <div className="flex min-w-0 flex-col gap-1">
              <PoolPicture
                x={event.shootFromPoolX}
                y={event.shootFromPoolY}
                isCaptionShown={false}
                poolLength={poolLength}
                onPick={(point) => void send({ type: 'setShootFrom', point })}
              />
              <p className="text-xs font-semibold text-slate-900">
                {t('pool.shootingFrom', { point: pointText(event.shootFromPoolX, event.shootFromPoolY) })}
              </p>
            </div>
            <div className="flex min-w-0 flex-col gap-1">
              <GoalPicture
                x={event.shootToGoalX}
                y={event.shootToGoalY}
                onPick={(point) => void send({ type: 'setShootTo', point })}
              />
              <ChoiceGroup
                label={t('shot.method')}
                options={SHOOT_METHODS}
                selected={event.shootMethod}
                labelOf={enumLabel}
                tone={tone}
                lastUsed={lastUsed.method}
                onSelect={(method) => void send({ type: 'chooseShootMethod', method })}
              />
            </div>
          </div>
          <div className="flex flex-wrap items-end gap-x-2 gap-y-1">
            <ChoiceGroup
              label={t('shot.outcome')}
              options={SHOT_ENDS}
              selected={shotEndOf(event)}
              labelOf={(end) => t(`shotEnd.${end}`)}
              tone={tone}
              onSelect={(end) => void send({ type: 'chooseShotEnd', end })}
            />
            {/* Who has the ball after it: the defence unless the shooters keep it (a corner, their own rebound). Chosen
                before the end on the quick path, where the end saves the shot. */}
            <ChoiceButton
              tone={tone}
              isPressed={isKept}
              disabled={event.shootOutcome === 'GOAL'}
              onClick={() => void send({ type: 'chooseShotKept', isKept: !isKept })}
              aria-label={t('shot.keptFull')}
              title={t('shot.keptFull')}
            >
              {t('shot.kept')}
            </ChoiceButton>
          </div>
          {isPenalty ? (
            <p className="text-sm font-semibold text-pool-900">
              {t('shot.situationValue', { situation: enumLabel(event.shootSituation ?? '') })}
            </p>
          ) : (
            <ChoiceGroup
              label={t('shot.situation')}
              options={NORMAL_SHOOT_SITUATIONS}
              selected={event.shootSituation}
              labelOf={enumLabel}
              tone={tone}
              lastUsed={lastUsed.situation}
              onSelect={(situation) => void send({ type: 'chooseSituation', situation })}
            />
          )}
          <ChoiceGroup
            label={t('shot.type')}
            options={SHOOT_TYPES}
            selected={event.shootType}
            labelOf={enumLabel}
            tone={tone}
            lastUsed={lastUsed.type}
            onSelect={(shootType) => void send({ type: 'chooseShootType', shootType })}
          />
        </>
      )}
      {isAssistsShown ? (
        <AssistPickers
          event={event}
          caps={caps}
          roster={roster}
          tone={tone}
          onAssist={(slot, cap, position) => void send({ type: 'chooseAssist', slot, cap, position })}
        />
      ) : null}
      {isAssistsShown && picker === 'posts' ? (
        <PostPickers
          caps={caps}
          roster={roster}
          post1={event.post1PlayerNumber ?? state.post1PlayerNumber}
          post2={event.post2PlayerNumber ?? state.post2PlayerNumber}
          tone={tone}
          onPick={(post, cap) => void send({ type: 'choosePost', post, cap })}
        />
      ) : null}
      {isAssistsShown && picker === 'centreOrBack' ? (
        <div className="flex flex-col gap-1">
          <span className="text-xs font-bold uppercase text-pool-900">{t('shot.center')}</span>
          <PlayerButtons
            label={t('shot.center')}
            caps={caps}
            roster={roster}
            tone={tone}
            isPressed={(cap) => centers.includes(cap)}
            onPick={(cap) => void send({ type: 'chooseCenterOrBack', cap })}
          />
        </div>
      ) : null}
    </div>
  );
}
