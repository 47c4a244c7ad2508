import { useState } from 'react';
import {
  type EventDraft,
  eventKindOf,
  isAssistShown,
  isTheirPlayerFirst,
  type CaptureState,
  type PointCm,
  SHOT_ENDS,
  type ShotEnd,
} from '../../../domain/capture';
import {
  EXCLUSION_TYPES,
  EXTRA_PLAYER_FORMATIONS,
  otherSide,
  TEAM_SIDES,
  type TeamSide,
  TURNOVER_TYPES,
  type TurnOverType,
} from '../../../domain/model';
import type { MatchPlayerRow, MatchRow } from '../../../data/db';
import { ChoiceGroup } from './ChoiceGroup';
import { enumLabel, eventTypeLabel, turnoverTypeLabel } from '../captureWords';
import { OpponentPlayerPicker } from './OpponentPlayerPicker';
import { Panel } from '../panels/Panel';
import { PoolPicture } from './PoolPicture';
import { ShootFields, type ShootLastUsed } from './ShootFields';
import { ShotDetailsSwitch } from './ShotDetailsSwitch';
import type { SideTone } from '../sideTone';
import type { SendCommand } from '../useSendCommand';
import { useT } from '../../i18n';

export type EditorLastUsed = ShootLastUsed & { turnOverType?: TurnOverType | null };

type Props = {
  event: EventDraft | null;
  state: CaptureState;
  match: MatchRow;
  caps: readonly number[];
  roster: readonly MatchPlayerRow[];
  opponentRoster: readonly MatchPlayerRow[];
  tone: SideTone;
  send: SendCommand;
  /** A tap on the pool while no shot is open: it opens one from there. */
  onPoolTap: (point: PointCm) => void;
  /** A shot's end tapped while a picked player waits for what he did: his shot, ended so. */
  onShotEnd: (end: ShotEnd) => void;
  /** A turnover's kind tapped while a picked player waits for what he did: his turnover, of that kind. */
  onTurnoverType: (turnOverType: TurnOverType) => void;
  lastUsed: EditorLastUsed;
  /** The league's pool in metres (CaptureData.poolLength): the pool pictures' far edge follows it. */
  poolLength?: number;
};

/**
 * The open event's own fields, by kind (docs/product.md §2 'Event-specific fields'). With no type chosen yet it waits
 * for one, and offers the pool: a tap there is the first tap of a shot.
 */
export function EventEditor({
  event,
  state,
  match,
  caps,
  roster,
  opponentRoster,
  tone,
  send,
  onPoolTap,
  onShotEnd,
  onTurnoverType,
  lastUsed,
  poolLength,
}: Props) {
  const t = useT('capture');
  const kind = event?.type ? eventKindOf(event.type) : null;
  const [isAssistsOpen, setIsAssistsOpen] = useState(false);
  // Each shot opens on its own fields: the switch goes back to 'Shot' once the editor closes.
  if (event == null && isAssistsOpen) setIsAssistsOpen(false);
  // A shot against swaps its fields for their caps (who shot), as our shot swaps them for its assists.
  const isTheirShot = event?.type === 'SHOOTAGAINST';
  const isSwitchShown = event != null && kind === 'shoot' && (isTheirShot || isAssistShown(event, state));
  const title = event?.type
    ? t(event.uuid ? 'editor.edit' : 'editor.new', { type: eventTypeLabel(event.type) })
    : t('editor.newEvent');
  const theirs = event?.opponentPlayerNumber;
  // Our man-up has just begun (an exclusion drawn) and has no formation yet: its formations are offered here, one tap
  // away, until one is chosen (the Team tab keeps them all).
  const isManUpFormationOffered = event == null && state.offense && state.extraPlayer && state.formation == null;
  const isTheirsFirst = isTheirPlayerFirst(event);
  const ours = event?.playerNumber != null ? t('editor.player', { cap: event.playerNumber }) : null;
  const theirsPicked = theirs != null ? t('opponent.picked', { cap: theirs }) : null;
  const player = [ours, theirsPicked].filter(Boolean).join(' · ') || t('editor.noPlayer');
  // Their caps; `onPicked` runs as one is named (a shot against's switch goes back to the shot).
  const opponentPicker = (onPicked?: () => void) => (
    <OpponentPlayerPicker
      roster={opponentRoster}
      teamName={match[otherSide(state.selectedTeam)].name}
      picked={theirs}
      tone={tone}
      onPick={(cap) => {
        onPicked?.();
        void send({ type: 'chooseOpponentPlayer', cap });
      }}
    />
  );
  const opponent = opponentPicker();
  // Which team an event is of (a time-out, a swim-off's winner): ours, named by the selected team, or theirs.
  const teamChoice = (label: string, isOurs: boolean, onChoose: (isOurs: boolean) => unknown) => (
    <ChoiceGroup<TeamSide>
      label={label}
      options={TEAM_SIDES}
      selected={isOurs ? state.selectedTeam : otherSide(state.selectedTeam)}
      labelOf={(side) => match[side].name ?? side}
      tone={tone}
      onSelect={(side) => void onChoose(side === state.selectedTeam)}
    />
  );
  const border = tone === 'primary' ? 'border-l-8 border-l-primary' : 'border-l-8 border-l-danger';
  return (
    <Panel
      title={title}
      className={`min-h-0 overflow-y-auto ${event ? border : ''}`}
      aside={
        event ? (
          <div className="flex items-center gap-3">
            {/* A time-out names a team, not a player. */}
            {kind === 'timeout' ? null : (
              <p className="text-sm font-semibold text-slate-900" data-testid="event-player">
                {player}
              </p>
            )}
            {isSwitchShown ? (
              <ShotDetailsSwitch
                isAssistsOpen={isAssistsOpen}
                tone={tone}
                onChange={setIsAssistsOpen}
                otherLabel={isTheirShot ? t('shot.theirShooter') : undefined}
              />
            ) : null}
          </div>
        ) : null
      }
    >
      {kind === null ? (
        <div className="flex flex-col gap-2">
          {/* Once a player is picked the labelled choices say what comes next: on a portrait tablet the line's room
              keeps their caps in view under the shot's ends and the turnover's kinds. */}
          <p className={`text-sm text-slate-800 ${event ? 'min-[600px]:max-[999px]:hidden' : ''}`}>
            {isTheirsFirst ? t('opponent.nowTapWhat') : event ? t('editor.nowTapWhat') : t('editor.tapPlayer')}
          </p>
          {/* The man-up formation beside the pool, their caps under both: all in view on a tablet either way up. */}
          <div className="flex flex-wrap items-start gap-2">
            <div className="w-full max-w-[16rem]">
              <PoolPicture x={null} y={null} onPick={onPoolTap} poolLength={poolLength} />
            </div>
            {/* A player picked, a shot or a turnover the likeliest next tap: how it ended right here, one tap for the
                whole event. Beside the pool while two buttons fit a row (12 rem), else under it (a phone). */}
            {event ? (
              <div className="flex min-w-[12rem] flex-1 flex-col gap-2">
                <ChoiceGroup
                  label={t('shot.ends')}
                  options={SHOT_ENDS}
                  selected={null}
                  labelOf={(end) => t(`shotEnd.${end}`)}
                  tone={tone}
                  onSelect={onShotEnd}
                />
                <ChoiceGroup
                  label={t('choice.turnover')}
                  options={TURNOVER_TYPES}
                  selected={null}
                  labelOf={turnoverTypeLabel}
                  tone={tone}
                  onSelect={onTurnoverType}
                />
              </div>
            ) : null}
            {isManUpFormationOffered ? (
              <div className="min-w-[12rem] flex-1">
                <ChoiceGroup
                  label={t('formation.manUp')}
                  options={EXTRA_PLAYER_FORMATIONS}
                  // As in the Team tab: the first tap selects, a second on the same one sets it.
                  selected={EXTRA_PLAYER_FORMATIONS.find((code) => code === state.selectedFormation) ?? null}
                  labelOf={(code) => t(`formation.${code}`)}
                  tone={tone}
                  onSelect={(formation) => void send({ type: 'chooseFormation', formation })}
                />
              </div>
            ) : null}
          </div>
          {opponent}
        </div>
      ) : null}
      {/* Named: back to the shot's own fields, the outcome still to tap. */}
      {event && kind === 'shoot' && isTheirShot && isAssistsOpen ? opponentPicker(() => setIsAssistsOpen(false)) : null}
      {event && kind === 'shoot' && !(isTheirShot && isAssistsOpen) ? (
        <ShootFields
          event={event}
          state={state}
          caps={caps}
          roster={roster}
          tone={tone}
          send={send}
          lastUsed={lastUsed}
          isAssistsOpen={isSwitchShown && isAssistsOpen && !isTheirShot}
          poolLength={poolLength}
        />
      ) : null}
      {event && kind === 'turnover' ? (
        <div className="flex flex-col gap-2">
          {/* Named by team, not read from the ball: their cap and ours both picked cannot tell who lost it. */}
          {teamChoice(t('editor.turnoverLostBy'), event.type === 'BALLLOST', (isOurs) =>
            send({ type: 'setEventType', eventType: isOurs ? 'BALLLOST' : 'BALLGAINED' }),
          )}
          <ChoiceGroup
            label={t('editor.turnoverType')}
            options={TURNOVER_TYPES}
            selected={event.turnOverType}
            labelOf={turnoverTypeLabel}
            tone={tone}
            lastUsed={lastUsed.turnOverType}
            onSelect={(turnOverType) => void send({ type: 'chooseTurnoverType', turnOverType })}
          />
          {opponent}
        </div>
      ) : null}
      {event && kind === 'exclusion' ? (
        <div className="flex flex-col gap-2">
          <ChoiceGroup
            label={t('editor.exclusionType')}
            options={EXCLUSION_TYPES}
            selected={event.exclusionType}
            labelOf={enumLabel}
            tone={tone}
            onSelect={(exclusionType) => void send({ type: 'chooseExclusionType', exclusionType })}
          />
          {opponent}
        </div>
      ) : null}
      {event && kind === 'penaltyFoul' ? opponent : null}
      {event && kind === 'timeout'
        ? teamChoice(t('editor.timeoutOf'), event.type === 'TIMEOUT', (isOurs) =>
            send({ type: 'setEventType', eventType: isOurs ? 'TIMEOUT' : 'TIMEOUTAGAINST' }),
          )
        : null}
      {event && kind === 'swimoff' ? (
        <div className="flex flex-col gap-2">
          {teamChoice(t('editor.swimoffWonBy'), event.type === 'SWIMOFF', (isOurs) =>
            send({ type: 'chooseSwimoffWinner', side: isOurs ? state.selectedTeam : otherSide(state.selectedTeam) }),
          )}
          {opponent}
        </div>
      ) : null}
    </Panel>
  );
}
