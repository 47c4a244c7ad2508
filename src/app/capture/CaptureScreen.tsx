import { useState } from 'react';
import { useSnapshot } from 'valtio/react';
import {
  canSave,
  clockOf,
  eventKindOf,
  isRunning,
  lastEventTimeIn,
  type CaptureState,
  type Tip,
} from '../../domain/capture';
import { quarterLengthOf } from '../../domain/capture/period/quarterTime';
import { useUnsavedChanges } from '../update/useUnsavedChanges';
import { useMatchVideoSlot } from '../video/useMatchVideoSlot';
import { ActionsPanel } from './panels/ActionsPanel';
import { CentersPanel } from './panels/CentersPanel';
import { EventEditor } from './event/EventEditor';
import { EventTipStrip } from './event/EventTipStrip';
import { EventTypePanel } from './panels/EventTypePanel';
import { FormationPanel } from './panels/FormationPanel';
import { lastUsedChoice } from './event/lastUsedChoice';
import { LastEventsList } from './lists/LastEventsList';
import { LastPossessionsList } from './lists/LastPossessionsList';
import { MatchVideo } from './MatchVideo';
import { otherSide } from '../../domain/model';
import { PlayersInPoolPanel } from './panels/PlayersInPoolPanel';
import { QuarterStepper } from './panels/QuarterStepper';
import { SaveCancelBar } from './panels/SaveCancelBar';
import { SavedFlash } from './panels/SavedFlash';
import { Scoreboard } from './panels/Scoreboard';
import { matchScore } from './matchScore';
import { ShortcutsHelp } from './dialogs/ShortcutsHelp';
import { SideTabs } from './panels/SideTabs';
import { sideTone } from './sideTone';
import { SubsPanel } from './panels/SubsPanel';
import { TimeSteppers } from './panels/TimeSteppers';
import type { CaptureData } from './useCaptureData';
import { useCaptureShortcuts } from './keys/useCaptureShortcuts';
import { useCaptureTaps } from './useCaptureTaps';
import { useIsHandset } from './useIsHandset';
import type { SendCommand } from './useSendCommand';
import { WarningBar } from './panels/WarningBar';
import { useT } from '../i18n';

type Props = { state: CaptureState; data: CaptureData; tips: readonly Tip[]; send: SendCommand };

/**
 * The live capture screen (docs/product.md §2 'Live capture screen'), titled Match details, laid out as one screen (no
 * page scroll on a tablet): the clock row and the event types on top, then the players, the open event's editor and a
 * side column (Undo, Save and Cancel, the video, tips and tabs for the lists, the team shape and the actions), the
 * scoreboard last. A phone stacks the same parts and scrolls; its Save and Cancel ride in the sticky scoreboard.
 */
export function CaptureScreen({ state, data, tips, send: sendUnconfirmed }: Props) {
  const snap = useSnapshot(state) as CaptureState;
  const t = useT('capture');
  const isHandset = useIsHandset();
  const [isHelpOpen, setIsHelpOpen] = useState(false);
  const { match, roster, log } = data;
  // The league's quarter length, as the engine counts it: the clock, possession times and tips follow it.
  const quarterLength = quarterLengthOf(data);
  const taps = useCaptureTaps(state, sendUnconfirmed, { quarterLength, events: log.events });
  const lastEventTime = lastEventTimeIn(log.events, snap.quarter, quarterLength);
  // The clock as stored: the screen redraws when it starts or stops, only its reading (GameClock, Scoreboard) each
  // second while it runs. Stopped at 0:00 (GameClock stops it there), the quarter is over.
  const gameClock = clockOf(snap, quarterLength);
  const isClockRunning = isRunning(gameClock);
  const isQuarterOver = !isClockRunning && gameClock.left <= 0;
  const score = matchScore(log.events, snap.selectedTeam);
  // Every command of the screen goes through the taps, so whatever it stores is confirmed (cards, time-outs, …).
  const send = taps.send;
  const side = snap.selectedTeam;
  const ownRoster = roster[side];
  const event = snap.current;
  const tone = sideTone(event?.offense ?? snap.offense);
  const kind = event?.type ? eventKindOf(event.type) : null;
  const isFormationShown = kind !== 'possessionStart' && kind !== 'playerInOut';
  const selectedPossession =
    log.possessions.find((possession) => possession.uuid === snap.selectedPossessionUuid) ?? null;
  const playersInWater = selectedPossession ? (selectedPossession.playersInWater ?? []) : snap.playersInWater;
  // An app update reloads the page only between events (docs/design.md §4), never under a scorer's finger.
  useUnsavedChanges(event != null);
  // The quarter's video (server or a file on this device) as the video analysis screen finds it; not on a phone.
  const quarterVideo = useMatchVideoSlot(match, data.videos, snap.quarter);
  const videoSlot = isHandset ? null : quarterVideo;
  useCaptureShortcuts({
    send: (command) => void send(command),
    onSave: taps.save,
    onCancel: taps.cancel,
    onHelp: () => setIsHelpOpen(true),
    onClock: () => void send({ type: isClockRunning ? 'stopClock' : 'startClock' }),
  });

  const saveBar = (
    <SaveCancelBar
      isEditing={event != null}
      canSave={canSave(snap)}
      onSave={taps.save}
      onCancel={taps.cancel}
      onUndo={taps.undo}
    />
  );
  const sideTabs = [
    {
      label: t('tab.lastEvents'),
      content: (
        <LastEventsList
          events={log.events}
          roster={ownRoster}
          openUuid={event?.uuid}
          quarterLength={quarterLength}
          onOpen={(stored) => void send({ type: 'loadEvent', event: stored })}
        />
      ),
    },
    {
      label: t('tab.possessions'),
      content: (
        <LastPossessionsList
          possessions={log.possessions}
          selectedUuid={snap.selectedPossessionUuid}
          quarterLength={quarterLength}
          onSelect={(uuid) => void send({ type: 'selectPossession', uuid })}
        />
      ),
    },
    {
      label: t('tab.team'),
      content: (
        <div className="flex flex-col gap-2">
          {isFormationShown ? (
            <FormationPanel
              formation={snap.selectedFormation ?? snap.formation}
              isExtraPlayer={snap.extraPlayer}
              tone={tone}
              onChoose={(formation) => void send({ type: 'chooseFormation', formation })}
            />
          ) : null}
          <CentersPanel
            isOffense={snap.offense}
            isExtraPlayer={snap.extraPlayer}
            caps={playersInWater}
            roster={ownRoster}
            centers={snap.centerPlayers}
            backs={snap.backPlayers}
            post1={snap.post1PlayerNumber}
            post2={snap.post2PlayerNumber}
            tone={tone}
            onCenterOrBack={(cap) => void taps.edit({ type: 'chooseCenterOrBack', cap })}
            onPost={(post, cap) => void send({ type: 'choosePost', post, cap })}
          />
        </div>
      ),
    },
    {
      label: t('tab.actions'),
      content: (
        <ActionsPanel
          state={snap}
          selectedPossessionExtraPlayer={selectedPossession?.extraPlayer ?? false}
          match={match}
          roster={ownRoster}
          opponentRoster={roster[otherSide(side)]}
          tone={tone}
          send={send}
        />
      ),
    },
  ];

  return (
    <section aria-labelledby="capture-title" className="flex min-h-0 flex-1 flex-col gap-1.5">
      <div className="flex min-h-12 flex-wrap items-center gap-x-3 min-[600px]:flex-nowrap">
        <h1 id="capture-title" className="shrink-0 text-xl font-bold text-pool-900">
          {t('screen.title')}
        </h1>
        {/* The confirmation takes the match line's place while it shows: the whole event fits at every size, and no
            control moves when it comes and goes. */}
        <div className="flex min-w-0 flex-1 items-center">
          {taps.flash ? null : (
            <p className="min-w-0 truncate text-sm font-semibold text-pool-800">
              {t('screen.capturing', { match: match.name, team: match[side].name })}
            </p>
          )}
          <SavedFlash text={taps.flash} />
        </div>
        <QuarterStepper
          quarter={snap.quarter}
          isQuarterOver={isQuarterOver}
          isLevel={score.team1 === score.team2}
          onStep={(delta) => void send({ type: 'stepQuarter', delta })}
        />
        <button
          type="button"
          onClick={() => setIsHelpOpen(true)}
          aria-label={t('screen.shortcuts')}
          className="min-h-12 min-w-12 shrink-0 rounded-full border-2 border-pool-700 font-bold text-pool-800"
        >
          ?
        </button>
      </div>
      <div className="rounded-lg border border-pool-200 bg-white px-2 py-1">
        <TimeSteppers state={snap} quarterLength={quarterLength} lastEventTime={lastEventTime} send={send} />
      </div>
      <WarningBar warning={snap.warning} />
      <EventTypePanel openType={event?.type} tone={tone} onChoose={taps.chooseType} />
      <div
        className="grid min-h-0 flex-1 grid-cols-1 gap-2 min-[600px]:grid-cols-[228px_minmax(0,1fr)] min-[600px]:grid-rows-[minmax(0,1fr)_auto] min-[1000px]:grid-cols-[228px_minmax(0,1fr)_240px] min-[1000px]:grid-rows-1"
        data-testid={videoSlot ? 'video-layout' : 'capture-layout'}
      >
        {/* On a portrait tablet the two panels fit the column with a smaller gap between them: the 13th player's tile
            was cut off by 3 px. */}
        <div className="flex min-h-0 flex-col gap-2 overflow-y-auto min-[600px]:max-[999px]:gap-1">
          <PlayersInPoolPanel
            caps={playersInWater}
            roster={ownRoster}
            picked={event?.playerNumber}
            tone={tone}
            onPick={(cap) => void taps.edit({ type: 'choosePlayer', cap })}
            state={snap}
            events={log.events}
            quarterLength={quarterLength}
            exclusionTime={data.exclusionTime}
            onExclusionEnded={() => void send({ type: 'tick' })}
          />
          <SubsPanel
            roster={ownRoster}
            playersInWater={playersInWater}
            isEditingSelectedPossession={selectedPossession !== null}
            tone={tone}
            onToggle={(cap) => void send({ type: 'togglePlayer', cap })}
          />
        </div>
        <EventEditor
          event={event}
          state={snap}
          match={match}
          caps={playersInWater}
          roster={ownRoster}
          opponentRoster={roster[otherSide(side)]}
          tone={tone}
          send={taps.edit}
          onPoolTap={taps.tapPool}
          onShotEnd={taps.shoot}
          onTurnoverType={taps.turnover}
          poolLength={data.poolLength}
          lastUsed={{
            situation: lastUsedChoice(log.events, 'shootSituation'),
            method: lastUsedChoice(log.events, 'shootMethod'),
            type: lastUsedChoice(log.events, 'shootType'),
            turnOverType: lastUsedChoice(log.events, 'turnOverType'),
          }}
        />
        <div className="flex min-h-0 flex-col gap-2 min-[600px]:col-span-2 min-[600px]:max-[999px]:h-44 min-[1000px]:col-span-1">
          <div className="flex min-h-0 flex-1 flex-col gap-2">
            {videoSlot ? (
              <MatchVideo
                slot={videoSlot}
                seekTo={event?.videoTime ?? null}
                onSecond={(seconds) => void send({ type: 'setVideoTime', seconds })}
              />
            ) : null}
            {tips.length > 0 ? (
              <EventTipStrip
                tips={tips}
                index={snap.eventTipIndex}
                selectedTeam={side}
                teamName={(teamSide) => match[teamSide].name ?? teamSide}
                quarterLength={quarterLength}
                send={send}
              />
            ) : null}
            <SideTabs label={t('screen.sideTabs')} tabs={sideTabs} />
          </div>
        </div>
      </div>
      <Scoreboard
        match={match}
        events={log.events}
        selectedTeam={side}
        isOffense={snap.offense}
        quarter={snap.quarter}
        clock={snap}
        videoTime={event?.videoTime ?? snap.videoTime}
        quarterLength={quarterLength}
        onSelectTeam={(teamSide) => void send({ type: 'selectTeam', side: teamSide })}
        actions={saveBar}
      />
      <ShortcutsHelp open={isHelpOpen} onClose={() => setIsHelpOpen(false)} />
    </section>
  );
}
