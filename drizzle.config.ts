import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './sync-server/src/db/schema.ts',
  out: './sync-server/src/db/migrations',
});
