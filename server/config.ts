import path from 'node:path';
import { mapTileUrl, tagManagerId, type ClientSettings } from './client/settings';
import type { ResolveHost } from './sales/dailySync/webhook';

/**
 * Every environment variable the server reads, in one place. The README lists them from here; nothing
 * else in `server/` reads `process.env`.
 */
export const environment = {
  PORT: 'Port of the app and /api (default 8080; 0: any free one, shown at start).',
  HOST: 'Address to listen on (default 0.0.0.0).',
  DATABASE_URL: 'postgres://user:pass@host:port/db switches from SQLite to PostgreSQL.',
  BACKHOUSE_DATA_DIR: 'Folder of the SQLite file backhouse.db (default ./data).',
  BACKHOUSE_STATIC_DIR: 'Folder of the built PWA served at / (default ./dist).',
  SESSION_SECRET:
    'Key that signs sign-in tokens. When unset, a random one is made once and kept in the database.',
  SESSION_TTL_HOURS: 'How long a sign-in lasts (default 720, i.e. 30 days).',
  BACKHOUSE_REGISTRATION:
    'on/off: whether POST /api/auth/register may create businesses (default on).',
  BACKHOUSE_BACKUP_DIR:
    'Folder of SQLite backups. Set: the server writes one every night (from 03:00 server time) and keeps the last BACKHOUSE_BACKUP_KEEP. Unset: no nightly backup; `npm run backup` writes to a backups folder beside the database.',
  BACKHOUSE_BACKUP_KEEP: 'How many nightly backups the server keeps (default 7).',
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
  BACKHOUSE_METRICS_TOKEN:
    'Bearer token of GET /api/metrics (Prometheus text format), at least 16 characters, e.g. `openssl rand -hex 24`. Unset: /api/metrics answers 404.',
  BACKHOUSE_DRAIN_SECONDS:
    'Seconds a stop (SIGTERM, Ctrl-C) keeps serving with /api/ready at 503 before it closes, so a load balancer stops sending first (default 0; behind one, its health check interval times its failure threshold).',
  LOG_LEVEL: 'fatal, error, warn, info, debug, trace or silent (default info).',
  TRUST_PROXY:
    'Fastify trustProxy: "true", a hop count, or addresses/CIDRs, when behind a reverse proxy (default off).',
  PAYGETORDER_URL:
    'Where guests open pay-and-order at a table: the start of the link in table QR codes, e.g. https://order.example.com/t (default: the origin of the request + /order).',
  CARD_SERVICE_URL:
    'Base URL of a card payment service run apart (pay-and-order at the table), e.g. http://cards.internal:3101. Unset: `npm start` runs it itself on CARD_SERVICE_PORT.',
  CARD_SERVICE_KEY:
    'The key shared with the card payment service (at least 16 characters; required with CARD_SERVICE_URL). Unset when run by `npm start`: a new random key on every start.',
  CARD_SERVICE_PORT:
    'Port of the card payment service that `npm start` runs beside the app (default 3101; 0 any free port; off: not run).',
  PAYMENT_CREDENTIALS_KEY:
    "Key that encrypts payment providers' credentials and the daily sync's webhook secrets (AES-256-GCM): 32 bytes as 64 hex digits or base64, e.g. `openssl rand -hex 32`. Unset: credentials cannot be saved, and webhook secrets are sealed with a key kept in the database (safe from a leaked table or export, not from a stolen whole database).",
  MAP_TILE_URL:
    'Tile template of the locations map, e.g. https://tile.example.com/{z}/{x}/{y}.png (its origin is allowed by the security policy). Unset: the map draws no tiles and locations are placed by typed coordinates.',
  MAP_ATTRIBUTION:
    'Who the map tiles are from, shown on the map as tile providers require, e.g. "© OpenStreetMap contributors".',
  GTM_CONTAINER_ID:
    'Tag manager container id (GTM-XXXXXXX): the app loads its gtm.js and the security policy allows it. Unset: nothing is loaded.',
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
  dailySync?: {
    now?: () => number;
    timeoutMs?: number;
    privateAddresses?: boolean;
    /** Resolves receivers' host names (tests give their own resolver). */
    resolveHost?: ResolveHost;
  };
  /** Where report emails are sent from (`SMTP_URL`, `MAIL_FROM`); absent: email is not set up. */
  mail?: MailSettings | null;
  /** The report emails' clock and how often they look for due reports (tests set them). */
  reportEmails?: { now?: () => number; intervalMs?: number };
  /** The clock "Today" judges due, overdue and silent by (tests set it; absent: the server's). */
  today?: { now?: () => number };
  /** The clock forecasts and suggested orders take "today" from (tests set it; absent: the server's). */
  forecast?: { now?: () => number };
  /** `PAYGETORDER_URL`: the start of table QR links; absent or null: the request's origin + /order. */
  payOrderUrl?: string | null;
  /** The card payment service (pay-and-order at the table); absent or null: not set up. */
  cardService?: CardServiceLink | null;
  /** `PAYMENT_CREDENTIALS_KEY`, 32 bytes; absent or null: credentials cannot be saved. */
  paymentCredentialsKey?: Buffer | null;
  /** `BACKHOUSE_METRICS_TOKEN`: the bearer token of `GET /api/metrics`; absent or null: metrics off. */
  metricsToken?: string | null;
  /** The map's tiles and the tag manager (`MAP_TILE_URL`, `GTM_CONTAINER_ID`); absent: neither. */
  client?: ClientSettings;
}

/** Where the back office reaches the card payment service, and the key it sends. */
export interface CardServiceLink {
  url: string;
  key: string;
  /** Settles when the service is there to call: the one `npm start` runs starts after the app. */
  ready?: Promise<void>;
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
  /**
   * Where SQLite backups go (`BACKHOUSE_BACKUP_DIR`, else `backups` beside the database), how many
   * nightly ones are kept, and whether the server takes them (only when the folder was given).
   */
  backups: { dir: string; keep: number; nightly: boolean };
  /** How long a stop serves on with /api/ready at 503 before closing (`BACKHOUSE_DRAIN_SECONDS`). */
  drainMs: number;
  app: Omit<AppConfig, 'sessionSecret'>;
  /**
   * The card payment service run inside this process (no CARD_SERVICE_URL): its port and key (null:
   * a random one per start); null when it runs elsewhere or is switched off.
   */
  embeddedCardService: { port: number; key: string | null; portGiven: boolean } | null;
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

/** `PORT`: a port number, 0 for any free one (tests, several copies on one machine). */
function portNumber(value: string | undefined, fallback: number): number {
  const given = value?.trim();
  if (!given) return fallback;
  const n = Number(given);
  if (!/^\d+$/.test(given) || n > 65535) {
    throw new Error('PORT must be a port number (0: any free one)');
  }
  return n;
}

/** Whole seconds, 0 when unset. */
function seconds(value: string | undefined, name: string): number {
  if (value === undefined || value.trim() === '') return 0;
  if (!/^\d+$/.test(value.trim())) throw new Error(`${name} must be a whole number of seconds`);
  return Number(value.trim());
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

/** `PAYGETORDER_URL`: an http(s) URL without query or fragment, or unset. */
function payOrderUrl(value: string | undefined): string | null {
  const given = value?.trim();
  if (!given) return null;
  const parsed = URL.canParse(given) ? new URL(given) : null;
  if (!parsed || !['http:', 'https:'].includes(parsed.protocol) || parsed.search || parsed.hash) {
    throw new Error('PAYGETORDER_URL must be an http:// or https:// URL without ? or #');
  }
  return given.replace(/\/+$/, '');
}

const SERVICE_KEY_MIN = 16;

/** `CARD_SERVICE_URL` with its key, or the port of the service `npm start` runs itself. */
function cardService(env: Env): Pick<ServerConfig, 'embeddedCardService'> & {
  link: CardServiceLink | null;
} {
  const url = env.CARD_SERVICE_URL?.trim();
  const key = env.CARD_SERVICE_KEY?.trim() || null;
  if (key !== null && key.length < SERVICE_KEY_MIN) {
    throw new Error(`CARD_SERVICE_KEY must have at least ${SERVICE_KEY_MIN} characters`);
  }
  if (url) {
    const protocol = URL.canParse(url) ? new URL(url).protocol : '';
    if (protocol !== 'http:' && protocol !== 'https:') {
      throw new Error('CARD_SERVICE_URL must be an http:// or https:// URL');
    }
    if (!key) throw new Error('CARD_SERVICE_KEY must be set with CARD_SERVICE_URL');
    return { link: { url: url.replace(/\/+$/, ''), key }, embeddedCardService: null };
  }
  const given = env.CARD_SERVICE_PORT?.trim();
  const port = given || '3101';
  if (port.toLowerCase() === 'off') return { link: null, embeddedCardService: null };
  const n = Number(port);
  if (!/^\d+$/.test(port) || n > 65535) {
    throw new Error('CARD_SERVICE_PORT must be a port number (0: any free one) or off');
  }
  return { link: null, embeddedCardService: { port: n, key, portGiven: Boolean(given) } };
}

/** `PAYMENT_CREDENTIALS_KEY`: exactly 32 bytes, as 64 hex digits or base64. */
export function paymentCredentialsKey(value: string | undefined): Buffer | null {
  const given = value?.trim();
  if (!given) return null;
  const key = /^[0-9a-f]{64}$/i.test(given)
    ? Buffer.from(given, 'hex')
    : Buffer.from(given, 'base64');
  if (key.length !== 32 || (!/^[0-9a-f]{64}$/i.test(given) && key.toString('base64') !== given)) {
    throw new Error(
      'PAYMENT_CREDENTIALS_KEY must be 32 bytes as 64 hex digits or base64 (openssl rand -hex 32)',
    );
  }
  return key;
}

/** `BACKHOUSE_METRICS_TOKEN`: long enough not to be guessed, or unset (metrics off). */
function metricsToken(value: string | undefined): string | null {
  const given = value?.trim();
  if (!given) return null;
  if (given.length < SERVICE_KEY_MIN || /\s/.test(given)) {
    throw new Error(
      `BACKHOUSE_METRICS_TOKEN must have at least ${SERVICE_KEY_MIN} characters and no spaces`,
    );
  }
  return given;
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
  const cards = cardService(env);
  return {
    port: portNumber(env.PORT, 8080),
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || null,
    sqliteFile: path.join(dataDir, 'backhouse.db'),
    sessionSecret: env.SESSION_SECRET || null,
    demo: onOff(env.BACKHOUSE_DEMO, true, 'BACKHOUSE_DEMO'),
    dailySync: onOff(env.BACKHOUSE_DAILY_SYNC, true, 'BACKHOUSE_DAILY_SYNC'),
    backups: {
      dir: path.resolve(cwd, env.BACKHOUSE_BACKUP_DIR || path.join(dataDir, 'backups')),
      keep: positiveInt(env.BACKHOUSE_BACKUP_KEEP, 7, 'BACKHOUSE_BACKUP_KEEP'),
      nightly: Boolean(env.BACKHOUSE_BACKUP_DIR),
    },
    drainMs: seconds(env.BACKHOUSE_DRAIN_SECONDS, 'BACKHOUSE_DRAIN_SECONDS') * 1000,
    embeddedCardService: cards.embeddedCardService,
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
      payOrderUrl: payOrderUrl(env.PAYGETORDER_URL),
      cardService: cards.link,
      paymentCredentialsKey: paymentCredentialsKey(env.PAYMENT_CREDENTIALS_KEY),
      metricsToken: metricsToken(env.BACKHOUSE_METRICS_TOKEN),
      client: {
        mapTileUrl: mapTileUrl(env.MAP_TILE_URL),
        mapAttribution: env.MAP_ATTRIBUTION?.trim() ?? '',
        tagManagerId: tagManagerId(env.GTM_CONTAINER_ID),
      },
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
