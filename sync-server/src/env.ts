/** process.env parsed once with zod: every setting the server reads, with its default. */
import { z } from 'zod';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8787),
  HOST: z.string().default('0.0.0.0'),
  /** Postgres connection string; without it the embedded PGlite database in DATA_DIR is used. */
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  /** Set to 0/false to start with an empty marketplace instead of the demo one. */
  DEMO_DATA: z
    .enum(['0', '1', 'true', 'false'])
    .default('1')
    .transform((v) => v === '1' || v === 'true'),
  /** The public origin of the app (for links in mail and the same-origin check); defaults to the request's. */
  APP_ORIGIN: z.string().url().optional(),
  /** Where the built PWA is served from. */
  STATIC_DIR: z.string().default('./dist'),
  LOG_LEVEL: z.enum(['silent', 'info', 'debug']).default('info'),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  SMTP_URL: z.string().optional(),
  /** Key mixed into pattern hashes (a 4x4 pattern has few combinations); generated and stored when unset. */
  PATTERN_PEPPER: z.string().optional(),
});

export type Env = z.infer<typeof envSchema>;

/** Parse an environment (process.env by default); throws with every problem listed. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  return envSchema.parse(source);
}
