import { countDownTime, tipToEvent, type Tip } from '../../domain/capture';
import type { TeamSide } from '../../domain/model';
import { ChoiceButton } from './ChoiceButton';
import type { SendCommand } from './useSendCommand';

type Props = {
  tips: readonly Tip[];
  index: number;
  selectedTeam: TeamSide;
  teamName: (side: TeamSide) => string;
  send: SendCommand;
  quarterLength: number;
};

const VISIBLE = 4;

/**
 * The play-by-play suggestions: step back, step forward, and a click sets the current event from a tip. A tip's
 * time shows as the count-down clock, as the scoreboard and the official sheet print it.
 */
export function EventTipStrip({ tips, index, selectedTeam, teamName, send, quarterLength }: Props) {
  const shown = tips.slice(index, index + VISIBLE);
  return (
    <section
      aria-label="Event tips"
      className="flex flex-wrap items-center gap-2 rounded-lg border border-pool-200 bg-white p-2"
    >
      <ChoiceButton
        aria-label="Previous tip"
        disabled={index <= 0}
        onClick={() => void send({ type: 'stepTip', delta: -1 })}
      >
        ‹
      </ChoiceButton>
      {tips.length === 0 ? <span className="text-sm text-slate-700">No event tips for this match.</span> : null}
      {shown.map((tip, offset) => {
        const isKnown = tipToEvent(tip.code, tip.side === selectedTeam) !== null;
        const label = `Q${tip.quarter} ${countDownTime(tip.time, tip.quarter, quarterLength)} ${tip.code}${tip.cap ? ` #${tip.cap}` : ''} ${teamName(tip.side)}`;
        return (
          <ChoiceButton
            key={`${index + offset}`}
            disabled={!isKnown}
            isPressed={offset === 0}
            onClick={() => void send({ type: 'clickTip', tip, index: index + offset })}
          >
            {label}
          </ChoiceButton>
        );
      })}
      <ChoiceButton
        aria-label="Next tip"
        disabled={index >= tips.length - 1}
        onClick={() => void send({ type: 'stepTip', delta: 1 })}
      >
        ›
      </ChoiceButton>
    </section>
  );
}
