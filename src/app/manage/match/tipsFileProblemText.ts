import { TipsFileError } from '../../../data/manage';
import { translate } from '../../i18n';
import { problemValues } from '../entity/problemValues';

/** Why a play-by-play file cannot be imported, in the current language; any other failure in its own words. */
export function tipsFileProblemText(error: unknown): string {
  if (!(error instanceof TipsFileError)) return (error as Error).message;
  const { code, ...values } = error.problem;
  return translate('manage', `tipsFile.${code}`, problemValues(values));
}
