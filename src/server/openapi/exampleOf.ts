import type { JsonSchema } from './jsonSchema';

/** Values a reader recognises, by property name; anything else is made from its schema. */
const BY_NAME: Record<string, unknown> = {
  name: 'Budapest Sharks',
  shortName: 'SHA',
  season: '2025/26',
  firstName: 'Gergely',
  lastName: 'Kovacs',
  login: 'user',
  email: 'user@example.com',
  username: 'user',
  password: 'correct horse',
  currentPassword: 'correct horse',
  newPassword: 'battery staple',
  langKey: 'en',
  videoUrl: 'https://videos.example.com/q1.mp4',
  value: '4123',
  birthYear: 2001,
  quarterLength: 480,
};

const BY_FORMAT: Record<string, string> = {
  'date-time': '2025-03-01T10:00:00.000Z',
  uuid: '0b3f8c52-6f1e-4c8a-9d2e-5a7b1c9e4f10',
  email: 'user@example.com',
  uri: 'https://example.com/',
};

/**
 * An example value that fits a schema: the schema's own example or default, else a value of its type within
 * its bounds (a recognisable one for well-known property names). `$ref`s are not followed.
 */
export function exampleOf(schema: JsonSchema, name?: string): unknown {
  if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0];
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.anyOf)) {
    const options = schema.anyOf as JsonSchema[];
    const value = options.find((option) => option.type !== 'null') ?? options[0]!;
    return exampleOf(value, name);
  }
  if (name !== undefined && name in BY_NAME && fits(schema, BY_NAME[name])) return BY_NAME[name];
  switch (schema.type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      return Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, exampleOf(value, key)]));
    }
    case 'array':
      if (Array.isArray(schema.prefixItems)) return (schema.prefixItems as JsonSchema[]).map((item) => exampleOf(item));
      return schema.items ? [exampleOf(schema.items as JsonSchema)] : [];
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number'
        ? Math.max(schema.minimum, Math.min(1, Number(schema.maximum ?? 1)))
        : 1;
    case 'boolean':
      return false;
    case 'null':
      return null;
    case 'string': {
      const byFormat = BY_FORMAT[String(schema.format)];
      if (byFormat) return byFormat;
      const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
      return 'text'.padEnd(min, 'x');
    }
    default:
      return undefined;
  }
}

function fits(schema: JsonSchema, value: unknown): boolean {
  if (value === null) return false;
  if (schema.type === 'integer') return Number.isInteger(value);
  return typeof value === schema.type;
}
