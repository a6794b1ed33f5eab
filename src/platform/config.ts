// One typed configuration, read once at start from the environment. Every variable is documented in
// docs/configuration.md; a bad value fails fast with an error naming the variable.
import { resolve } from 'node:path';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;          // null: SQLite file in dataDir
  dashboardUrl: string;
  funderDashboardUrl: string;
  worker: 'embedded' | 'off';
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  logFormat: 'auto' | 'json' | 'pretty';  // auto: readable lines on a terminal, JSON lines otherwise
  dataKey: string | null;              // base64 or hex 32-byte AES key; null: generated into dataDir on first start
  dataKeyPrevious: string | null;      // the key before a rotation: still decrypts until `mca rekey` has re-encrypted
  redisUrl: string | null;
  workerConcurrency: number;
  jobLeaseMs: number;                   // how long a claimed job stays with its worker without a heartbeat
  rateLimitPerMinute: number;           // per API key; 0 turns rate limiting off
  bodyLimitBytes: number;
  webhookAllowPrivate: boolean;         // deliver webhooks to private/loopback/link-local addresses too (development, tests)
  keepUploads: boolean;                 // keep uploaded PDFs after their job ends (default: erased, hash and size kept)
  headersTimeoutMs: number;             // a request's headers must arrive within this
  requestTimeoutMs: number;             // a whole request, body included
  maxConnectionsPerAddress: number;     // open connections one client address may hold
  db: DatabaseTimeouts;
}

/** How long the service waits on its database (docs/configuration.md); 0 is no limit. */
export interface DatabaseTimeouts {
  connectTimeoutMs: number;             // PostgreSQL: a new connection, or a free one from the pool
  statementTimeoutMs: number;           // PostgreSQL: one statement (server-side, and an answer awaited at most this plus a margin); SQLite: a lock
  idleInTransactionTimeoutMs: number;   // PostgreSQL: a transaction left open between statements is ended by the server
}

export class ConfigError extends Error {
  readonly variable: string;
  constructor(variable: string, message: string) {
    super(`configuration: ${variable} ${message}`);
    this.variable = variable;
  }
}

type Env = Record<string, string | undefined>;

function int(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) throw new ConfigError(name, `must be a whole number, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max) throw new ConfigError(name, `must be between ${min} and ${max}, got ${value}`);
  return value;
}

function url(env: Env, name: string, fallback: string | null, schemes: string[]): string | null {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  let parsed: URL;
  try { parsed = new URL(raw); } catch { throw new ConfigError(name, `must be a URL, got "${raw.replace(/\/\/[^@]*@/, '//***@')}"`); }
  if (!schemes.includes(parsed.protocol.replace(/:$/, ''))) {
    throw new ConfigError(name, `must use ${schemes.join(' or ')}, got ${parsed.protocol}`);
  }
  return raw.replace(/\/+$/, '');
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (raw !== 'true' && raw !== 'false') throw new ConfigError(name, `must be true or false, got "${raw}"`);
  return raw === 'true';
}

function oneOf<T extends string>(env: Env, name: string, fallback: T, allowed: readonly T[]): T {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!(allowed as readonly string[]).includes(raw)) throw new ConfigError(name, `must be one of ${allowed.join(', ')}, got "${raw}"`);
  return raw as T;
}

export function loadConfig(env: Env = process.env): Config {
  const dataKey = env.MCA_DATA_KEY || null;
  const dataKeyPrevious = env.MCA_DATA_KEY_PREVIOUS || null;
  for (const [name, value] of [['MCA_DATA_KEY', dataKey], ['MCA_DATA_KEY_PREVIOUS', dataKeyPrevious]] as const) {
    if (value !== null && !/^([0-9a-fA-F]{64}|[A-Za-z0-9+/]{43}=)$/.test(value)) {
      throw new ConfigError(name, 'must be 32 bytes as 64 hex characters or 44 base64 characters');
    }
  }
  const port = int(env, 'PORT', 3000, 0, 65535);
  const host = env.HOST || '127.0.0.1';
  // The dashboard is served by this same process at /app: by default the deal links point at it.
  const listenHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  const localDashboard = `http://${listenHost}:${port}/app`;
  return {
    port,
    host,
    dataDir: resolve(env.MCA_DATA_DIR || './data'),
    databaseUrl: url(env, 'DATABASE_URL', null, ['postgres', 'postgresql']),
    dashboardUrl: url(env, 'MCA_DASHBOARD_URL', localDashboard, ['http', 'https'])!,
    funderDashboardUrl: url(env, 'MCA_FUNDER_DASHBOARD_URL', localDashboard, ['http', 'https'])!,
    worker: oneOf(env, 'MCA_WORKER', 'embedded', ['embedded', 'off'] as const),
    logLevel: oneOf(env, 'LOG_LEVEL', 'info', ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const),
    logFormat: oneOf(env, 'MCA_LOG_FORMAT', 'auto', ['auto', 'json', 'pretty'] as const),
    dataKey,
    dataKeyPrevious,
    redisUrl: url(env, 'REDIS_URL', null, ['redis', 'rediss']),
    workerConcurrency: int(env, 'MCA_WORKER_CONCURRENCY', 2, 1, 64),
    jobLeaseMs: int(env, 'MCA_JOB_LEASE_MS', 30_000, 1_000, 3_600_000),
    rateLimitPerMinute: int(env, 'MCA_RATE_LIMIT', 6000, 0, 10_000_000),
    bodyLimitBytes: 1024 * 1024,
    webhookAllowPrivate: bool(env, 'MCA_WEBHOOK_ALLOW_PRIVATE', false),
    keepUploads: bool(env, 'MCA_KEEP_UPLOADS', false),
    headersTimeoutMs: int(env, 'MCA_HEADERS_TIMEOUT_MS', 10_000, 100, 600_000),
    requestTimeoutMs: int(env, 'MCA_REQUEST_TIMEOUT_MS', 120_000, 1_000, 3_600_000),
    maxConnectionsPerAddress: int(env, 'MCA_MAX_CONNECTIONS_PER_ADDRESS', 64, 1, 100_000),
    db: {
      connectTimeoutMs: int(env, 'MCA_DB_CONNECT_TIMEOUT_MS', 3_000, 100, 600_000),
      statementTimeoutMs: int(env, 'MCA_DB_STATEMENT_TIMEOUT_MS', 5_000, 0, 3_600_000),
      idleInTransactionTimeoutMs: int(env, 'MCA_DB_IDLE_IN_TRANSACTION_TIMEOUT_MS', 30_000, 0, 3_600_000),
    },
  };
}
