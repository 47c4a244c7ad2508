import { countDownTime, tipToEvent, type Tip } from '../../../domain/capture';
import type { TeamSide } from '../../../domain/model';
import { ChoiceButton } from './ChoiceButton';
import type { SendCommand } from '../useSendCommand';
import { useT } from '../../i18n';

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
 *
 * The strip is short so the capture loop keeps the screen: the four tips from the current one sit in one row of
 * 48 px buttons that scrolls sideways, the current one first. In a narrow side column (landscape tablet, phone)
 * the step buttons take a row above it; beside a portrait tablet's editor all of it is one row.
 */
export function EventTipStrip({ tips, index, selectedTeam, teamName, send, quarterLength }: Props) {
  const shown = tips.slice(index, index + VISIBLE);
  const t = useT('capture');
  return (
    <section
      aria-label={t('tips.heading')}
      className="grid shrink-0 grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-1 rounded-lg border border-pool-200 bg-white p-1.5"
    >
      <ChoiceButton
        aria-label={t('tips.previous')}
        disabled={index <= 0}
        onClick={() => void send({ type: 'stepTip', delta: -1 })}
      >
        ‹
      </ChoiceButton>
      <p className="text-center text-sm font-semibold text-pool-800 min-[600px]:max-[999px]:hidden">
        {tips.length === 0
          ? t('tips.heading')
          : t('tips.position', { index: Math.min(index + 1, tips.length), count: tips.length })}
      </p>
      <ChoiceButton
        aria-label={t('tips.next')}
        className="min-[600px]:max-[999px]:col-start-3 min-[600px]:max-[999px]:row-start-1"
        disabled={index >= tips.length - 1}
        onClick={() => void send({ type: 'stepTip', delta: 1 })}
      >
        ›
      </ChoiceButton>
      {/* Keyed by the current tip: a step shows the new current tip at the start, not where the row was scrolled. */}
      <div
        key={index}
        className="col-span-3 flex snap-x gap-1 overflow-x-auto [scrollbar-width:thin] min-[600px]:max-[999px]:col-span-1 min-[600px]:max-[999px]:col-start-2 min-[600px]:max-[999px]:row-start-1"
      >
        {tips.length === 0 ? (
          <span className="flex min-h-12 items-center text-sm text-slate-700">{t('tips.none')}</span>
        ) : null}
        {shown.map((tip, offset) => {
          const isKnown = tipToEvent(tip.code, tip.side === selectedTeam) !== null;
          const quarterTime = t('quarterTime', {
            quarter: tip.quarter,
            clock: countDownTime(tip.time, tip.quarter, quarterLength),
          });
          const values = { quarterTime, code: tip.code, cap: tip.cap, team: teamName(tip.side) };
          const label = tip.cap ? t('tips.labelWithCap', values) : t('tips.label', values);
          return (
            <ChoiceButton
              key={`${index + offset}`}
              disabled={!isKnown}
              isPressed={offset === 0}
              className="shrink-0 snap-start whitespace-nowrap"
              onClick={() => void send({ type: 'clickTip', tip, index: index + offset })}
            >
              {label}
            </ChoiceButton>
          );
        })}
      </div>
    </section>
  );
}
