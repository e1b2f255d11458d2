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
  /** SMTP server for mail, e.g. smtps://user:pass@smtp.example.com:465; without it mail goes to the log. */
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('HireSync <no-reply@hiresync.local>'),
  /** Twilio account for SMS codes; without all three, SMS codes go to the log. */
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  TWILIO_FROM: z.string().optional(),
  TWILIO_API_BASE: z.string().url().default('https://api.twilio.com'),
  /** Also write every logged mail and SMS as a JSON file here (development, browser tests). */
  OUTBOX_DIR: z.string().optional(),
  /** Behind a reverse proxy: take the client address from X-Forwarded-For (for per-address throttling). */
  TRUST_PROXY: z
    .enum(['0', '1', 'true', 'false'])
    .default('0')
    .transform((v) => v === '1' || v === 'true'),
  /** Key mixed into pattern hashes (a 4x4 pattern has few combinations); generated and stored when unset. */
  PATTERN_PEPPER: z.string().optional(),
});

export type Env = z.infer<typeof envSchema>;

/** Parse an environment (process.env by default); throws with every problem listed. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  return envSchema.parse(source);
}
