import { useState } from 'react';
import { useLocation } from 'wouter';
import type { CaptureState } from '../../../domain/capture';
import { MAX_PLAYERS_IN_WATER, otherSide, SHOOTOUT_QUARTER, type CardType } from '../../../domain/model';
import type { MatchPlayerRow, MatchRow } from '../../../data/db';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { CardDialog } from '../dialogs/CardDialog';
import { ChoiceButton } from '../event/ChoiceButton';
import { NoteDialog } from '../dialogs/NoteDialog';
import { Panel } from './Panel';
import { ShootoutDialog } from '../dialogs/ShootoutDialog';
import type { SideTone } from '../sideTone';
import type { SendCommand } from '../useSendCommand';
import { useT } from '../../i18n';

type Props = {
  state: Pick<
    CaptureState,
    'quarter' | 'isRestart' | 'extraPlayer' | 'playersInWater' | 'selectedPossessionUuid' | 'selectedTeam'
  >;
  selectedPossessionExtraPlayer: boolean;
  match: MatchRow;
  /** The selected team's players, for a card. */
  roster: readonly MatchPlayerRow[];
  /** The other team's players, for a card to them. */
  opponentRoster: readonly MatchPlayerRow[];
  tone: SideTone;
  send: SendCommand;
};

/**
 * Actions (docs/product.md §2, §4): Note, Shootout (quarter 5 only), End match, Is restart, Is extra player, Add player
 * back (fewer than 7 in the water), End extra player (extra-player mode), plus a plain possession
 * change, and the cards: Yellow card / Red card ask who (of either team) and save at once at the clock shown. Undo sits beside
 * Save, always in view.
 */
export function ActionsPanel({
  state,
  selectedPossessionExtraPlayer,
  match,
  roster,
  opponentRoster,
  tone,
  send,
}: Props) {
  const [, navigate] = useLocation();
  const [dialog, setDialog] = useState<'note' | 'shootout' | 'end' | CardType | null>(null);
  const close = () => setDialog(null);
  const card = dialog === 'YELLOW_CARD' || dialog === 'RED_CARD' ? dialog : null;
  const t = useT('capture');
  return (
    <Panel title={t('tab.actions')}>
      <div className="flex flex-wrap gap-1.5">
        <ChoiceButton onClick={() => setDialog('note')}>{t('actions.note')}</ChoiceButton>
        {state.quarter === SHOOTOUT_QUARTER ? (
          <ChoiceButton onClick={() => setDialog('shootout')}>{t('actions.shootout')}</ChoiceButton>
        ) : null}
        <ChoiceButton tone={tone} isPressed={state.isRestart} onClick={() => void send({ type: 'toggleRestart' })}>
          {t('actions.isRestart')}
        </ChoiceButton>
        <ChoiceButton
          tone={tone}
          isPressed={state.selectedPossessionUuid ? selectedPossessionExtraPlayer : false}
          onClick={() => void send({ type: 'toggleExtraPlayer' })}
        >
          {t('actions.isExtraPlayer')}
        </ChoiceButton>
        {state.playersInWater.length < MAX_PLAYERS_IN_WATER ? (
          <ChoiceButton onClick={() => void send({ type: 'addPlayerBack' })}>{t('actions.addPlayerBack')}</ChoiceButton>
        ) : null}
        {state.extraPlayer ? (
          <ChoiceButton onClick={() => void send({ type: 'endExtraPlayer' })}>
            {t('actions.endExtraPlayer')}
          </ChoiceButton>
        ) : null}
        <ChoiceButton onClick={() => void send({ type: 'changePossession' })}>
          {t('actions.changePossession')}
        </ChoiceButton>
        <ChoiceButton className="border-yellow-500" onClick={() => setDialog('YELLOW_CARD')}>
          {t('eventType.YELLOW_CARD')}
        </ChoiceButton>
        <ChoiceButton className="border-danger" onClick={() => setDialog('RED_CARD')}>
          {t('eventType.RED_CARD')}
        </ChoiceButton>
        <ChoiceButton className="border-danger text-danger" onClick={() => setDialog('end')}>
          {t('actions.endMatch')}
        </ChoiceButton>
      </div>
      <CardDialog
        card={card}
        roster={roster}
        opponentRoster={opponentRoster}
        teamNames={{
          ours: match[state.selectedTeam].name ?? state.selectedTeam,
          theirs: match[otherSide(state.selectedTeam)].name ?? otherSide(state.selectedTeam),
        }}
        onClose={close}
        onPick={(person) => {
          close();
          if (card) void send({ type: 'recordCard', card, ...person });
        }}
      />
      <NoteDialog open={dialog === 'note'} onClose={close} onSave={(text) => void send({ type: 'addNote', text })} />
      <ShootoutDialog
        open={dialog === 'shootout'}
        match={match}
        onClose={close}
        onChoose={(startingSide) => {
          close();
          void send({ type: 'startShootout', startingSide });
        }}
      />
      <ConfirmDialog
        open={dialog === 'end'}
        title={t('actions.endMatchQuestion')}
        confirmLabel={t('actions.endMatch')}
        cancelLabel={t('cancel')}
        onCancel={close}
        onConfirm={() => {
          close();
          void send({ type: 'endMatch' }).then((isDone) => {
            if (isDone) navigate('/');
          });
        }}
      />
    </Panel>
  );
}
