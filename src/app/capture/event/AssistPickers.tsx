import type { EventDraft } from '../../../domain/capture';
import { ASSIST_POSITIONS, type AssistPosition } from '../../../domain/model';
import type { MatchPlayerRow } from '../../../data/db';
import { ChoiceGroup } from './ChoiceGroup';
import { PlayerButtons } from './PlayerButtons';
import type { SideTone } from '../sideTone';
import { useT } from '../../i18n';

type Props = {
  event: EventDraft;
  caps: readonly number[];
  roster: readonly MatchPlayerRow[];
  tone: SideTone;
  onAssist: (slot: 1 | 2, cap: number | null, position: AssistPosition | null) => void;
};

/** Two assist slots, each a player and a position 1–6; tapping the picked player again clears the slot. */
export function AssistPickers({ event, caps, roster, tone, onAssist }: Props) {
  const t = useT('capture');
  return (
    <div className="grid gap-3 md:grid-cols-2">
      {([1, 2] as const).map((slot) => {
        const cap = slot === 1 ? event.shootAssistPlayerNumber1 : event.shootAssistPlayerNumber2;
        const position = (slot === 1 ? event.shootAssistPosition1 : event.shootAssistPosition2) as
          AssistPosition | null | undefined;
        return (
          <div key={slot} className="flex flex-col gap-2 rounded-md border border-slate-300 p-2">
            <span className="text-sm font-bold text-pool-900">{t('assist.heading', { slot })}</span>
            <PlayerButtons
              label={t('assist.player', { slot })}
              caps={caps}
              roster={roster}
              tone={tone}
              isPressed={(candidate) => candidate === cap}
              onPick={(picked) =>
                onAssist(slot, picked === cap ? null : picked, picked === cap ? null : (position ?? null))
              }
            />
            <ChoiceGroup<AssistPosition>
              label={t('assist.position', { slot })}
              options={ASSIST_POSITIONS}
              selected={position}
              tone={tone}
              onSelect={(picked) => onAssist(slot, cap ?? null, picked)}
            />
          </div>
        );
      })}
    </div>
  );
}
