import type { Context } from 'hono';
import { requireAccess } from '../auth/guards';
import type { AppEnv } from '../http/appEnv';
import { httpProblem } from '../http/problem';
import type { ResourceConfig } from './resourceConfig';

/** The caller's organisation, once their role may read or write the resource; tenant writes need one. */
export function callerOrganization(c: Context<AppEnv>, resource: ResourceConfig, access: 'read' | 'write') {
  const principal = requireAccess(c, resource.access[access]);
  if (access === 'write' && resource.tenant && principal.organizationId === null) {
    throw httpProblem(403, 'You do not belong to an organisation');
  }
  return principal.organizationId;
}
