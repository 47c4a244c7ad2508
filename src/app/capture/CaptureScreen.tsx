import { useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { canSave, eventKindOf, type LiveState } from '../../domain/capture';
import { PageHeading } from '../ui/PageHeading';
import { useUnsavedChanges } from '../update/useUnsavedChanges';
import { ActionsPanel } from './ActionsPanel';
import { CentersPanel } from './CentersPanel';
import { EventEditor } from './EventEditor';
import { EventTipStrip } from './EventTipStrip';
import { EventTypePanel } from './EventTypePanel';
import { FormationPanel } from './FormationPanel';
import { LastEventsList } from './LastEventsList';
import { LastPossessionsList } from './LastPossessionsList';
import { MatchVideo } from './MatchVideo';
import { useMatchVideoSlot } from '../video/useMatchVideoSlot';
import { otherSide } from './otherSide';
import { PlayersInPoolPanel } from './PlayersInPoolPanel';
import { QuarterStepper } from './QuarterStepper';
import { SaveCancelBar } from './SaveCancelBar';
import { Scoreboard } from './Scoreboard';
import { ShortcutsHelp } from './ShortcutsHelp';
import { sideTone } from './sideTone';
import { SubsPanel } from './SubsPanel';
import { TimeSteppers } from './TimeSteppers';
import type { CaptureData } from './useCaptureData';
import { useCaptureShortcuts } from './useCaptureShortcuts';
import { useIsHandset } from './useIsHandset';
import type { SendCommand } from './useSendCommand';
import { WarningBar } from './WarningBar';
import type { Tip } from '../../domain/capture';

type Props = { state: LiveState; data: CaptureData; tips: readonly Tip[]; send: SendCommand };

/** The live capture screen (spec §2 'Live capture screen'), titled Match details. */
export function CaptureScreen({ state, data, tips, send }: Props) {
  const snap = useSnapshot(state) as LiveState;
  const isHandset = useIsHandset();
  const [isHelpOpen, setIsHelpOpen] = useState(false);
  const { match, roster, log } = data;
  const side = snap.selectedTeam;
  const ownRoster = roster[side];
  const opponentRoster = roster[otherSide(side)];
  const event = snap.current;
  const tone = sideTone(event?.offense ?? snap.offense);
  const kind = event?.type ? eventKindOf(event.type) : null;
  const isFormationShown = kind !== 'possessionStart' && kind !== 'playerInOut';
  const selectedPossession =
    log.possessions.find((possession) => possession.uuid === snap.selectedPossessionUuid) ?? null;
  const playersInWater = selectedPossession ? (selectedPossession.playersInWater ?? []) : snap.playersInWater;
  const isSaveEnabled = canSave(snap);
  // An app update reloads the page only between events (DESIGN §4), never under a scorer's finger.
  useUnsavedChanges(event != null);
  // The quarter's video (server or a file on this device) as the video analysis screen finds it; not on a phone.
  const quarterVideo = useMatchVideoSlot(match, data.videos, snap.quarter);
  const videoSlot = isHandset ? null : quarterVideo;

  const save = () => {
    if (snap.current && canSave(snap)) void send({ type: 'save' });
  };
  const cancel = () => {
    if (snap.current) void send({ type: 'cancel' });
  };
  useCaptureShortcuts({
    send: (command) => void send(command),
    onSave: save,
    onCancel: cancel,
    onHelp: () => setIsHelpOpen(true),
  });

  const controls = (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2 rounded-lg border border-pool-200 bg-white p-3">
        <QuarterStepper quarter={snap.quarter} onStep={(delta) => void send({ type: 'stepQuarter', delta })} />
        <TimeSteppers state={snap} send={send} />
      </div>
      <EventTipStrip
        tips={tips}
        index={snap.eventTipIndex}
        selectedTeam={side}
        teamName={(teamSide) => match[teamSide].name ?? teamSide}
        send={send}
      />
      <WarningBar warning={snap.warning} />
      <EventTypePanel
        openType={event?.type}
        tone={tone}
        onChoose={(choice) => void send({ type: 'chooseEventType', choice })}
      />
      {event ? (
        <EventEditor
          event={event}
          state={snap}
          match={match}
          caps={playersInWater}
          roster={ownRoster}
          opponentRoster={opponentRoster}
          tone={tone}
          send={send}
        />
      ) : null}
      <div className="grid gap-3 md:grid-cols-2">
        <PlayersInPoolPanel
          caps={playersInWater}
          roster={ownRoster}
          picked={event?.playerNumber}
          tone={tone}
          onPick={(cap) => void send({ type: 'choosePlayer', cap })}
        />
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
          onCenterOrBack={(cap) => void send({ type: 'chooseCenterOrBack', cap })}
          onPost={(post, cap) => void send({ type: 'choosePost', post, cap })}
        />
        <SubsPanel
          roster={ownRoster}
          playersInWater={playersInWater}
          isEditingSelectedPossession={selectedPossession !== null}
          tone={tone}
          onToggle={(cap) => void send({ type: 'togglePlayer', cap })}
        />
      </div>
      <ActionsPanel
        state={snap}
        selectedPossessionExtraPlayer={selectedPossession?.extraPlayer ?? false}
        match={match}
        tone={tone}
        send={send}
      />
    </div>
  );

  const sideLists = (
    <div className="flex flex-col gap-3">
      <LastEventsList
        events={log.events}
        openUuid={event?.uuid}
        onOpen={(stored) => void send({ type: 'loadEvent', event: stored })}
      />
      <LastPossessionsList
        possessions={log.possessions}
        selectedUuid={snap.selectedPossessionUuid}
        onSelect={(uuid) => void send({ type: 'selectPossession', uuid })}
      />
    </div>
  );

  return (
    <section className="pb-40">
      <div className="mb-2 flex flex-wrap items-start justify-between gap-3">
        <div>
          <PageHeading>Match details</PageHeading>
          <p className="-mt-4 mb-4 text-lg font-semibold text-pool-800">
            {match.name} · capturing {match[side].name}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <button
            type="button"
            onClick={() => setIsHelpOpen(true)}
            aria-label="Keyboard shortcuts"
            className="min-h-touch min-w-touch rounded-full border-2 border-pool-700 font-bold text-pool-800"
          >
            ?
          </button>
        </div>
      </div>
      {videoSlot ? (
        <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]" data-testid="video-layout">
          <div className="flex flex-col gap-3 lg:sticky lg:top-24 lg:self-start">
            <MatchVideo
              slot={videoSlot}
              seekTo={event?.videoTime ?? null}
              onSecond={(seconds) => void send({ type: 'setVideoTime', seconds })}
            />
            {sideLists}
          </div>
          {controls}
        </div>
      ) : (
        <div className="grid gap-4 xl:grid-cols-[minmax(0,3fr)_minmax(0,1fr)]" data-testid="capture-layout">
          {controls}
          {sideLists}
        </div>
      )}
      <Scoreboard
        match={match}
        events={log.events}
        selectedTeam={side}
        isOffense={snap.offense}
        quarter={snap.quarter}
        time={snap.time}
        videoTime={event?.videoTime ?? snap.videoTime}
        onSelectTeam={(teamSide) => void send({ type: 'selectTeam', side: teamSide })}
        actions={event ? <SaveCancelBar canSave={isSaveEnabled} onSave={save} onCancel={cancel} /> : null}
      />
      <ShortcutsHelp open={isHelpOpen} onClose={() => setIsHelpOpen(false)} />
    </section>
  );
}
