import type { Context } from 'hono';
import { APP_HEADER_PREFIX } from './problem';

export type AlertAction = 'created' | 'updated' | 'deleted';

/** JHipster's HeaderUtil without i18n: "A new matchPlayer is created with identifier 5". */
export function setAlertHeaders(c: Context, entityName: string, action: AlertAction, id: string | number): void {
  const subject = action === 'created' ? `A new ${entityName}` : `A ${entityName}`;
  c.header(`${APP_HEADER_PREFIX}-alert`, `${subject} is ${action} with identifier ${id}`);
  c.header(`${APP_HEADER_PREFIX}-params`, encodeURIComponent(String(id)).replace(/%20/g, '+'));
}
