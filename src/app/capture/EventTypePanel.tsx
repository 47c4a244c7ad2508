import { EVENT_CHOICES, type EventChoice } from '../../domain/capture';
import type { EventType } from '../../domain/model';
import { ChoiceButton } from './ChoiceButton';
import { choiceOfEventType } from './choiceOfEventType';
import { eventChoiceLabel } from './eventChoiceLabel';
import { Panel } from './Panel';
import type { SideTone } from './sideTone';

type Props = { openType: EventType | null | undefined; tone: SideTone; onChoose: (choice: EventChoice) => void };

/** The 'Events' panel: Shoot, Exclusion, Penalty foul, Turnover, Swimoff, Timeout, Drive. */
export function EventTypePanel({ openType, tone, onChoose }: Props) {
  const open = choiceOfEventType(openType);
  return (
    <Panel title="Events">
      <div className="grid grid-cols-4 gap-2 lg:grid-cols-7">
        {EVENT_CHOICES.map((choice) => (
          <ChoiceButton
            key={choice}
            tone={tone}
            isPressed={open === choice}
            onClick={() => onChoose(choice)}
            className="text-base"
          >
            {eventChoiceLabel(choice)}
          </ChoiceButton>
        ))}
      </div>
    </Panel>
  );
}
