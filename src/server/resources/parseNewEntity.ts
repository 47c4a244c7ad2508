import { parseWith, rejectUnknownProperties } from '../http/parseWith';
import { badRequestAlert, httpProblem } from '../http/problem';
import type { Row } from './presentRows';
import type { ResourceConfig } from './resourceConfig';

/**
 * A body to create as a validated entity, or the problem a POST answers for it: not an object, an id given
 * (JHipster's `idexists`), an unknown property, or a value the shared schema refuses.
 */
export function parseNewEntity(resource: ResourceConfig, body: unknown): Row {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw httpProblem(400, 'Request body must be a JSON object');
  const entity = body as Row;
  if (entity.id === null) delete entity.id;
  rejectUnknownProperties(entity, Object.keys(resource.schema.entries), resource.entityName);
  if (entity.id !== undefined)
    throw badRequestAlert(`A new ${resource.entityName} cannot already have an ID`, resource.entityName, 'idexists');
  return parseWith(resource.schema, entity, resource.entityName) as Row;
}
