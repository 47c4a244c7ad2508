import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate` writes SQL migrations for schema changes into ./migrations (applied on start). */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './migrations',
});
