import { DEFAULT_QUARTER_LENGTH, type Possession } from '../../../domain/model';
import { possessionTimeRange } from '../lists/possessionTimeRange';
import { useT } from '../../i18n';

/**
 * How a possession reads in every list (docs/product.md §2): mode, quarter, time range and 'MAN UP'. The capture screen
 * passes its league's quarter length; lists without one read the default.
 */
export function PossessionSummary({
  possession,
  quarterLength = DEFAULT_QUARTER_LENGTH,
}: {
  possession: Possession;
  quarterLength?: number;
}) {
  const t = useT('capture');
  return (
    <>
      <span className={`font-bold ${possession.offense ? 'text-primary' : 'text-danger'}`}>
        {possession.offense ? t('possession.offense') : t('possession.defense')}
      </span>
      <span>{t('quarterShort', { quarter: possession.quarter })}</span>
      <span className="tabular-nums">{possessionTimeRange(possession, quarterLength)}</span>
      {possession.extraPlayer ? <span className="font-semibold">{t('possession.manUp')}</span> : null}
    </>
  );
}
