import { eventKindOf, type EventDraft, type LiveState } from '../../domain/capture';
import { EXCLUSION_TYPES, TEAM_SIDES, TURNOVER_TYPES, type TeamSide } from '../../domain/model';
import type { MatchPlayerRow, MatchRow } from '../../data/db';
import { ChoiceGroup } from './ChoiceGroup';
import { enumLabel } from './enumLabel';
import { eventTypeLabel } from './eventTypeLabel';
import { OpponentPlayerPicker } from './OpponentPlayerPicker';
import { Panel } from './Panel';
import { ShootFields } from './ShootFields';
import { turnoverTypeLabel } from './turnoverTypeLabel';
import type { SideTone } from './sideTone';
import type { SendCommand } from './useSendCommand';

type Props = {
  event: EventDraft;
  state: LiveState;
  match: MatchRow;
  caps: readonly number[];
  roster: readonly MatchPlayerRow[];
  opponentRoster: readonly MatchPlayerRow[];
  tone: SideTone;
  send: SendCommand;
};

/** The open event's own fields, by kind (spec §2 'Event-specific fields'). */
export function EventEditor({ event, state, match, caps, roster, opponentRoster, tone, send }: Props) {
  const kind = event.type ? eventKindOf(event.type) : null;
  const title = event.type ? `${event.uuid ? 'Edit' : 'New'}: ${eventTypeLabel(event.type)}` : 'New event';
  const player = event.playerNumber != null ? `Player #${event.playerNumber}` : 'No player picked';
  const opponent = (
    <OpponentPlayerPicker
      roster={opponentRoster}
      picked={event.opponentPlayerNumber}
      tone={tone}
      onPick={(cap) => void send({ type: 'chooseOpponentPlayer', cap })}
    />
  );
  return (
    <Panel title={title} className={tone === 'primary' ? 'border-l-8 border-l-primary' : 'border-l-8 border-l-danger'}>
      <p className="mb-2 text-sm font-semibold text-slate-900" data-testid="event-player">
        {player}
      </p>
      {kind === null ? <p className="text-sm text-slate-800">Choose an event type.</p> : null}
      {kind === 'shoot' ? (
        <ShootFields event={event} state={state} caps={caps} roster={roster} tone={tone} send={send} />
      ) : null}
      {kind === 'turnover' ? (
        <div className="flex flex-col gap-3">
          <ChoiceGroup
            label="Turnover type"
            options={TURNOVER_TYPES}
            selected={event.turnOverType}
            labelOf={turnoverTypeLabel}
            tone={tone}
            onSelect={(turnOverType) => void send({ type: 'chooseTurnoverType', turnOverType })}
          />
          {opponent}
        </div>
      ) : null}
      {kind === 'exclusion' ? (
        <div className="flex flex-col gap-3">
          <ChoiceGroup
            label="Exclusion type"
            options={EXCLUSION_TYPES}
            selected={event.exclusionType}
            labelOf={enumLabel}
            tone={tone}
            onSelect={(exclusionType) => void send({ type: 'chooseExclusionType', exclusionType })}
          />
          {opponent}
        </div>
      ) : null}
      {kind === 'swimoff' ? (
        <ChoiceGroup<TeamSide>
          label="Swimoff won by"
          options={TEAM_SIDES}
          selected={event.type === 'SWIMOFF' ? state.selectedTeam : state.selectedTeam === 'team1' ? 'team2' : 'team1'}
          labelOf={(side) => match[side].name ?? side}
          tone={tone}
          onSelect={(side) => void send({ type: 'chooseSwimoffWinner', side })}
        />
      ) : null}
    </Panel>
  );
}
