import type { OpenApiDocument } from './buildOpenApiDocument';
import type { OpenApiObject } from './commonParts';
import type { JsonSchema } from './jsonSchema';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** The descriptions' only markup: `code`. */
const prose = (text: unknown) =>
  typeof text === 'string' ? escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>') : '';

const schemaName = (pointer: string) => pointer.slice(pointer.lastIndexOf('/') + 1);

/** A schema in a few words: `Event`, `integer | null`, `string[]`, `"A" | "B"`. */
function typeText(schema: JsonSchema | undefined): string {
  if (!schema) return '';
  if (typeof schema.$ref === 'string') {
    const name = schemaName(schema.$ref);
    return `<a href="#schema-${escapeHtml(name)}">${escapeHtml(name)}</a>`;
  }
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as JsonSchema[]).map(typeText).join(' | ');
  if (Array.isArray(schema.enum)) {
    const values = schema.enum.map((value) => `<code>${escapeHtml(JSON.stringify(value))}</code>`);
    return values.length > 8 ? `${values.slice(0, 8).join(' | ')} | … (${values.length})` : values.join(' | ');
  }
  if (schema.type === 'array') return `${typeText(schema.items as JsonSchema)}[]`;
  if (Array.isArray(schema.prefixItems)) return `[${(schema.prefixItems as JsonSchema[]).map(typeText).join(', ')}]`;
  const format = typeof schema.format === 'string' ? ` (${escapeHtml(schema.format)})` : '';
  return `${escapeHtml(String(schema.type ?? 'any'))}${format}`;
}

const BOUNDS: [string, string][] = [
  ['minimum', '≥'],
  ['maximum', '≤'],
  ['minLength', 'length ≥'],
  ['maxLength', 'length ≤'],
  ['minItems', 'items ≥'],
  ['maxItems', 'items ≤'],
];

function constraintsText(schema: JsonSchema): string {
  const inner = Array.isArray(schema.anyOf) ? ((schema.anyOf as JsonSchema[])[0] ?? {}) : schema;
  const parts = BOUNDS.filter(([key]) => typeof inner[key] === 'number').map(
    ([key, word]) => `${word} ${String(inner[key])}`,
  );
  if (inner.default !== undefined) parts.push(`default ${JSON.stringify(inner.default)}`);
  if (typeof inner.pattern === 'string') parts.push(`pattern <code>${escapeHtml(inner.pattern)}</code>`);
  return [parts.join(', '), prose(schema.description ?? inner.description)].filter(Boolean).join('. ');
}

function propertiesTable(schema: JsonSchema): string {
  const properties = schema.properties as Record<string, JsonSchema> | undefined;
  if (!properties) return `<p>${typeText(schema)}</p>`;
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const rows = Object.entries(properties).map(
    ([key, value]) =>
      `<tr><td><code>${escapeHtml(key)}</code>${required.has(key) ? ' *' : ''}</td><td>${typeText(value)}</td><td>${constraintsText(value)}</td></tr>`,
  );
  return `<table><tr><th>property (* required)</th><th>type</th><th>rules</th></tr>${rows.join('')}</table>`;
}

/** Parameters; the criteria object one row per field, its operators listed. */
function parametersTable(parameters: OpenApiObject[], doc: OpenApiDocument): string {
  const rows: string[] = [];
  for (const reference of parameters) {
    const parameter =
      typeof reference.$ref === 'string' ? doc.components.parameters[schemaName(reference.$ref)]! : reference;
    const schema = (parameter.schema ?? {}) as JsonSchema;
    if (parameter.name === 'criteria') {
      const byField = new Map<string, { operators: string[]; schema: JsonSchema }>();
      for (const [key, value] of Object.entries(schema.properties as Record<string, JsonSchema>)) {
        const [field, operator] = [key.slice(0, key.lastIndexOf('.')), key.slice(key.lastIndexOf('.') + 1)];
        const entry = byField.get(field) ?? { operators: [], schema: value };
        entry.operators.push(operator);
        byField.set(field, entry);
      }
      for (const [field, entry] of byField)
        rows.push(
          `<tr><td><code>${escapeHtml(field)}.*</code></td><td>query</td><td>${typeText(entry.schema)}</td><td>filter: ${entry.operators.map((op) => `<code>${op}</code>`).join(' ')}</td></tr>`,
        );
      continue;
    }
    rows.push(
      `<tr><td><code>${escapeHtml(String(parameter.name))}</code>${parameter.required ? ' *' : ''}</td><td>${escapeHtml(String(parameter.in))}</td><td>${typeText(schema)}</td><td>${prose(parameter.description)}</td></tr>`,
    );
  }
  return `<table><tr><th>name</th><th>in</th><th>type</th><th>meaning</th></tr>${rows.join('')}</table>`;
}

function contentHtml(content: Record<string, OpenApiObject> | undefined): string {
  if (!content) return '';
  return Object.entries(content)
    .map(([type, media]) => {
      const example =
        media.example === undefined ? '' : `<pre>${escapeHtml(JSON.stringify(media.example, null, 2))}</pre>`;
      return `<p><code>${escapeHtml(type)}</code>: ${typeText(media.schema as JsonSchema)}</p>${example}`;
    })
    .join('');
}

function operationHtml(method: string, path: string, operation: OpenApiObject, doc: OpenApiDocument): string {
  const parameters = (operation.parameters ?? []) as OpenApiObject[];
  const body = operation.requestBody as OpenApiObject | undefined;
  const responses = Object.entries(operation.responses as Record<string, OpenApiObject>).map(([status, answer]) => {
    const headers = Object.entries((answer.headers ?? {}) as Record<string, OpenApiObject>)
      .map(([name, header]) => `<code>${escapeHtml(name)}</code>: ${prose(header.description)}`)
      .join('<br>');
    return `<tr><td class="status">${status}</td><td>${prose(answer.description)}${headers ? `<br>${headers}` : ''}${contentHtml(answer.content as Record<string, OpenApiObject>)}</td></tr>`;
  });
  const access = typeof operation['x-access'] === 'string' ? operation['x-access'] : 'public';
  return `<details class="operation" id="${escapeHtml(String(operation.operationId))}">
<summary><span class="method ${method}">${method.toUpperCase()}</span><code>${escapeHtml(path)}</code><span class="summary">${prose(operation.summary)}</span><span class="access">${access}</span></summary>
<div><p>${prose(operation.description)}</p>
${parameters.length ? `<h3>Parameters</h3>${parametersTable(parameters, doc)}` : ''}
${body ? `<h3>Body</h3>${contentHtml(body.content as Record<string, OpenApiObject>)}` : ''}
<h3>Answers</h3><table>${responses.join('')}</table></div></details>`;
}

/** The document as one page to read, grouped by tag, with every schema at the end; no script. */
export function renderApiReference(doc: OpenApiDocument): string {
  const tags = doc.tags as { name: string; description: string }[];
  const info = doc.info as { title: string; version: string; description: string };
  const sections = tags.map((tag) => {
    const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
      METHODS.filter((method) => (item[method]?.tags as string[] | undefined)?.includes(tag.name)).map((method) =>
        operationHtml(method, path, item[method]!, doc),
      ),
    );
    return `<section id="tag-${escapeHtml(tag.name)}"><h2>${escapeHtml(tag.name)}</h2><p>${prose(tag.description)}</p>${operations.join('\n')}</section>`;
  });
  const schemas = Object.entries(doc.components.schemas).map(
    ([name, schema]) =>
      `<section id="schema-${escapeHtml(name)}"><h3>${escapeHtml(name)}</h3>${propertiesTable(schema)}</section>`,
  );
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(info.title)} reference</title><link rel="stylesheet" href="/api-docs/reference.css"></head>
<body><header><h1>${escapeHtml(info.title)} <small>${escapeHtml(info.version)}</small></h1>
<p>${prose(info.description)}</p><p>The same as OpenAPI 3.1: <a href="/v3/api-docs">/v3/api-docs</a>.</p>
<nav><ul>${tags.map((tag) => `<li><a href="#tag-${escapeHtml(tag.name)}">${escapeHtml(tag.name)}</a></li>`).join('')}<li><a href="#schemas">schemas</a></li></ul></nav></header>
<main>${sections.join('\n')}<section id="schemas"><h2>Schemas</h2>${schemas.join('\n')}</section></main></body></html>`;
}
