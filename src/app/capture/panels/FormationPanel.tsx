import { EXTRA_PLAYER_FORMATIONS, NORMAL_FORMATIONS } from '../../../domain/model';
import { ChoiceButton } from '../event/ChoiceButton';
import { Panel } from './Panel';
import type { SideTone } from '../sideTone';
import { useT } from '../../i18n';

type Props = {
  formation: string | null;
  isExtraPlayer: boolean;
  tone: SideTone;
  onChoose: (formation: string) => void;
};

/** Formation codes: the extra-player list in extra-player mode, the normal list otherwise. */
export function FormationPanel({ formation, isExtraPlayer, tone, onChoose }: Props) {
  const formations = isExtraPlayer ? EXTRA_PLAYER_FORMATIONS : NORMAL_FORMATIONS;
  const t = useT('capture');
  return (
    <Panel title={t('formation.heading')}>
      <div role="group" aria-label={t('formation.heading')} className="flex flex-wrap gap-2">
        {formations.map((code) => (
          <ChoiceButton key={code} tone={tone} isPressed={formation === code} onClick={() => onChoose(code)}>
            {t(`formation.${code}`)}
          </ChoiceButton>
        ))}
      </div>
    </Panel>
  );
}
