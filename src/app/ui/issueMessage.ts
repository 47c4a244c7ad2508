import type * as v from 'valibot';
import { CARD_WITHOUT_PERSON_MESSAGE, VIDEO_ADDRESS_MESSAGE } from '../../domain/model';
import { translate } from '../i18n';

const isEmpty = (input: unknown) =>
  input === null || input === undefined || input === '' || (typeof input === 'number' && Number.isNaN(input));

/**
 * A valibot issue of the shared entity schemas as a sentence for a form field, in the current language (the
 * screen loads the 'forms' catalogue); a schema's own message (not valibot's default 'Invalid …') is passed on
 * as it is, unless the catalogue words it.
 */
export function issueMessage(issue: v.BaseIssue<unknown>): string {
  const requirement = (issue as { requirement?: unknown }).requirement;
  switch (issue.type) {
    case 'min_length':
      return requirement === 1
        ? translate('forms', 'validation.required')
        : translate('forms', 'validation.minLength', { min: String(requirement) });
    case 'max_length':
      return translate('forms', 'validation.maxLength', { max: String(requirement) });
    case 'min_value':
      return translate('forms', 'validation.minValue', { min: String(requirement) });
    case 'max_value':
      return translate('forms', 'validation.maxValue', { max: String(requirement) });
    case 'integer':
      return translate('forms', 'validation.integer');
    case 'iso_timestamp':
      return translate('forms', 'validation.dateTime');
    case 'email':
      return translate('forms', 'validation.email');
    case 'uuid':
      return translate('forms', 'validation.uuid');
    case 'regex':
      return issue.message.startsWith('Invalid') ? translate('forms', 'validation.format') : issue.message;
    default:
      if (issue.message === CARD_WITHOUT_PERSON_MESSAGE) return translate('forms', 'validation.cardWithoutPerson');
      if (issue.message === VIDEO_ADDRESS_MESSAGE) return translate('forms', 'validation.videoAddress');
      if (isEmpty(issue.input)) return translate('forms', 'validation.required');
      return issue.message.startsWith('Invalid') ? translate('forms', 'validation.value') : issue.message;
  }
}
