import { EVENT_CHOICES, type EventChoice } from '../../../domain/capture';
import type { EventType } from '../../../domain/model';
import { ChoiceButton } from '../event/ChoiceButton';
import { choiceOfEventType } from '../event/choiceOfEventType';
import type { SideTone } from '../sideTone';
import { useT } from '../../i18n';

type Props = { openType: EventType | null | undefined; tone: SideTone; onChoose: (choice: EventChoice) => void };

/** The 'Events' panel: Shoot, Exclusion, Penalty foul, Turnover, Swimoff, Timeout, Drive, in one row. */
export function EventTypePanel({ openType, tone, onChoose }: Props) {
  const open = choiceOfEventType(openType);
  const t = useT('capture');
  return (
    <section aria-labelledby="panel-events" className="flex items-center gap-2">
      <h2 id="panel-events" className="sr-only">
        {t('eventsPanel.heading')}
      </h2>
      <div className="grid flex-1 grid-cols-4 gap-1.5 min-[600px]:grid-cols-7">
        {EVENT_CHOICES.map((choice) => (
          <ChoiceButton
            key={choice}
            tone={tone}
            isPressed={open === choice}
            onClick={() => onChoose(choice)}
            // Narrow padding: the longest names ("Labdavesztés") fit seven in a row on a 768 px tablet.
            className="!px-1 text-base"
          >
            {t(`choice.${choice}`)}
          </ChoiceButton>
        ))}
      </div>
    </section>
  );
}
