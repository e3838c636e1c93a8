import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` (from apps/server) writes the one migration set from src/db/schema.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
