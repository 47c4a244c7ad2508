import type * as v from 'valibot';

const isEmpty = (input: unknown) =>
  input === null || input === undefined || input === '' || (typeof input === 'number' && Number.isNaN(input));

/** A valibot issue of the shared entity schemas as a sentence for a form field. */
export function issueMessage(issue: v.BaseIssue<unknown>): string {
  const requirement = (issue as { requirement?: unknown }).requirement;
  switch (issue.type) {
    case 'min_length':
      return requirement === 1 ? 'Required' : `Must be at least ${String(requirement)} characters`;
    case 'max_length':
      return `Must be at most ${String(requirement)} characters`;
    case 'min_value':
      return `Must be at least ${String(requirement)}`;
    case 'max_value':
      return `Must be at most ${String(requirement)}`;
    case 'integer':
      return 'Must be a whole number';
    case 'iso_timestamp':
      return 'Must be a date and time';
    case 'email':
      return 'Invalid email address';
    case 'uuid':
      return 'Must be a UUID';
    case 'regex':
      return issue.message.startsWith('Invalid') ? 'Invalid format' : issue.message;
    default:
      return isEmpty(issue.input) ? 'Required' : issue.message.startsWith('Invalid') ? 'Invalid value' : issue.message;
  }
}
