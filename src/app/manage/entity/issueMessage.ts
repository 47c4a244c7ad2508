import type * as v from 'valibot';
import { translate } from '../../i18n';

const isEmpty = (input: unknown) =>
  input === null || input === undefined || input === '' || (typeof input === 'number' && Number.isNaN(input));

/**
 * A valibot issue of the shared entity schemas as a sentence for a form field, in the current language; a
 * schema's own message (not valibot's default 'Invalid …') is passed on as it is.
 */
export function issueMessage(issue: v.BaseIssue<unknown>): string {
  const requirement = (issue as { requirement?: unknown }).requirement;
  switch (issue.type) {
    case 'min_length':
      return requirement === 1
        ? translate('manage', 'validation.required')
        : translate('manage', 'validation.minLength', { min: String(requirement) });
    case 'max_length':
      return translate('manage', 'validation.maxLength', { max: String(requirement) });
    case 'min_value':
      return translate('manage', 'validation.minValue', { min: String(requirement) });
    case 'max_value':
      return translate('manage', 'validation.maxValue', { max: String(requirement) });
    case 'integer':
      return translate('manage', 'validation.integer');
    case 'iso_timestamp':
      return translate('manage', 'validation.dateTime');
    case 'email':
      return translate('manage', 'validation.email');
    case 'uuid':
      return translate('manage', 'validation.uuid');
    case 'regex':
      return issue.message.startsWith('Invalid') ? translate('manage', 'validation.format') : issue.message;
    default:
      if (isEmpty(issue.input)) return translate('manage', 'validation.required');
      return issue.message.startsWith('Invalid') ? translate('manage', 'validation.value') : issue.message;
  }
}
