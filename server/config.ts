import path from 'node:path';

/**
 * Every environment variable the server reads, in one place. The README lists them from here; nothing
 * else in `server/` reads `process.env`.
 */
export const environment = {
  PORT: 'Port of the app and /api (default 8080).',
  HOST: 'Address to listen on (default 0.0.0.0).',
  DATABASE_URL: 'postgres://user:pass@host:port/db switches from SQLite to PostgreSQL.',
  BACKHOUSE_DATA_DIR: 'Folder of the SQLite file backhouse.db (default ./data).',
  BACKHOUSE_STATIC_DIR: 'Folder of the built PWA served at / (default ./dist).',
  SESSION_SECRET:
    'Key that signs sign-in tokens. When unset, a random one is made once and kept in the database.',
  SESSION_TTL_HOURS: 'How long a sign-in lasts (default 720, i.e. 30 days).',
  BACKHOUSE_REGISTRATION:
    'on/off: whether POST /api/auth/register may create businesses (default on).',
  BACKHOUSE_DEMO: 'on/off: seed the demo business when the database has none (default on).',
  BACKHOUSE_DAILY_SYNC:
    'on/off: the nightly run of the daily sync in this process (default on); re-runs from the screen work either way.',
  BACKHOUSE_WEBHOOK_PRIVATE:
    'on/off: may daily sync receivers be at private or local addresses (default off; on for a closed network or tests).',
  BACKHOUSE_LOGIN_LIMIT_ACCOUNT: 'Failed sign-ins per account per 15 minutes (default 10).',
  BACKHOUSE_LOGIN_LIMIT_ADDRESS:
    'Sign-in attempts per client address per 15 minutes (default 100).',
  SMTP_URL:
    'smtp://user:pass@host:587 (or smtps:// for TLS from the start): the server sending report emails. Unset: no email is sent.',
  MAIL_FROM:
    'The sender of report emails, e.g. "Backhouse <reports@example.com>" (needed with SMTP_URL).',
  LOG_LEVEL: 'fatal, error, warn, info, debug, trace or silent (default info).',
  TRUST_PROXY:
    'Fastify trustProxy: "true", a hop count, or addresses/CIDRs, when behind a reverse proxy (default off).',
} as const;
export type EnvironmentVariable = keyof typeof environment;

export interface LoginLimits {
  /** Failed sign-ins allowed per account within the window. */
  perAccount: number;
  /** Sign-in attempts allowed per client address within the window. */
  perAddress: number;
  windowMs: number;
}

/** What `buildApp` needs besides the database; tests build it by hand. */
export interface AppConfig {
  sessionSecret: string;
  sessionTtlHours: number;
  registration: boolean;
  /** Folder of the built PWA, or null to serve only /api. */
  staticDir: string | null;
  logLevel: string;
  trustProxy: boolean | number | string;
  loginLimits: LoginLimits;
  /**
   * The daily sync: its clock and receiver timeout (tests set them), and whether receivers may be at
   * private or local addresses (`BACKHOUSE_WEBHOOK_PRIVATE`, off: a business could otherwise make
   * the server probe the network it runs in).
   */
  dailySync?: { now?: () => number; timeoutMs?: number; privateAddresses?: boolean };
  /** Where report emails are sent from (`SMTP_URL`, `MAIL_FROM`); absent: email is not set up. */
  mail?: MailSettings | null;
  /** The report emails' clock and how often they look for due reports (tests set them). */
  reportEmails?: { now?: () => number; intervalMs?: number };
}

/** The SMTP server and sender of report emails. */
export interface MailSettings {
  smtpUrl: string;
  from: string;
}

/** Settings only `main.ts` needs: where to listen and which database to open. */
export interface ServerConfig {
  port: number;
  host: string;
  databaseUrl: string | null;
  sqliteFile: string;
  /** From the environment; when null, main.ts takes (or makes) the one stored in the database. */
  sessionSecret: string | null;
  demo: boolean;
  /** Whether this process runs the daily sync's nightly run (`BACKHOUSE_DAILY_SYNC`). */
  dailySync: boolean;
  app: Omit<AppConfig, 'sessionSecret'>;
}

export const defaultLoginLimits: LoginLimits = {
  perAccount: 10,
  perAddress: 100,
  windowMs: 15 * 60_000,
};

type Env = Partial<Record<EnvironmentVariable, string>>;

function onOff(value: string | undefined, fallback: boolean, name: string): boolean {
  if (value === undefined || value === '') return fallback;
  if (['on', 'true', '1', 'yes'].includes(value.toLowerCase())) return true;
  if (['off', 'false', '0', 'no'].includes(value.toLowerCase())) return false;
  throw new Error(`${name} must be on or off, not "${value}"`);
}

function positiveInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive whole number`);
  return n;
}

/** `SMTP_URL` and `MAIL_FROM` together, or null when email is not set up. */
function mailSettings(env: Env): MailSettings | null {
  const smtpUrl = env.SMTP_URL?.trim();
  const from = env.MAIL_FROM?.trim();
  if (!smtpUrl) return null;
  let protocol = '';
  try {
    protocol = new URL(smtpUrl).protocol;
  } catch {
    // Not echoed back: the URL may hold a password.
  }
  if (protocol !== 'smtp:' && protocol !== 'smtps:') {
    throw new Error('SMTP_URL must be an smtp:// or smtps:// URL');
  }
  if (!from || !from.includes('@')) {
    throw new Error('MAIL_FROM must be set to the sender address when SMTP_URL is');
  }
  return { smtpUrl, from };
}

function trustProxy(value: string | undefined): boolean | number | string {
  if (!value) return false;
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/** Reads the environment once at start; a wrong value stops the server with a clear message. */
export function readConfig(env: Env = process.env as Env, cwd = process.cwd()): ServerConfig {
  const dataDir = path.resolve(cwd, env.BACKHOUSE_DATA_DIR || 'data');
  return {
    port: positiveInt(env.PORT, 8080, 'PORT'),
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || null,
    sqliteFile: path.join(dataDir, 'backhouse.db'),
    sessionSecret: env.SESSION_SECRET || null,
    demo: onOff(env.BACKHOUSE_DEMO, true, 'BACKHOUSE_DEMO'),
    dailySync: onOff(env.BACKHOUSE_DAILY_SYNC, true, 'BACKHOUSE_DAILY_SYNC'),
    app: {
      sessionTtlHours: positiveInt(env.SESSION_TTL_HOURS, 720, 'SESSION_TTL_HOURS'),
      registration: onOff(env.BACKHOUSE_REGISTRATION, true, 'BACKHOUSE_REGISTRATION'),
      staticDir: path.resolve(cwd, env.BACKHOUSE_STATIC_DIR || 'dist'),
      logLevel: env.LOG_LEVEL || 'info',
      trustProxy: trustProxy(env.TRUST_PROXY),
      dailySync: {
        privateAddresses: onOff(env.BACKHOUSE_WEBHOOK_PRIVATE, false, 'BACKHOUSE_WEBHOOK_PRIVATE'),
      },
      mail: mailSettings(env),
      loginLimits: {
        perAccount: positiveInt(
          env.BACKHOUSE_LOGIN_LIMIT_ACCOUNT,
          defaultLoginLimits.perAccount,
          'BACKHOUSE_LOGIN_LIMIT_ACCOUNT',
        ),
        perAddress: positiveInt(
          env.BACKHOUSE_LOGIN_LIMIT_ADDRESS,
          defaultLoginLimits.perAddress,
          'BACKHOUSE_LOGIN_LIMIT_ADDRESS',
        ),
        windowMs: defaultLoginLimits.windowMs,
      },
    },
  };
}
