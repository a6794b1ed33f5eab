// pino, with secrets and tax IDs redacted wherever they could appear in a logged object. One format per output:
// JSON lines where a program reads the logs (a file, a pipe, a log collector), readable lines on a terminal
// (MCA_LOG_FORMAT overrides; docs/configuration.md).
import pino, { type Logger } from 'pino';

export const redactPaths = [
  'req.headers.authorization', 'headers.authorization', 'authorization', 'api_key', 'apiKey', 'secret',
  '*.business_tax_id', '*.tax_id', '*.*.business_tax_id', '*.*.tax_id', 'application.applicants[*].tax_id',
  '*.application.applicants[*].tax_id', 'req.url',
  // An applicant's date of birth (issue 36), wherever an applicant could be logged.
  '*.date_of_birth', '*.*.date_of_birth', 'application.applicants[*].date_of_birth', '*.application.applicants[*].date_of_birth',
];

/** What a redacted value becomes: a request line keeps its path but not an invitation link's token (src/teams). */
export function censor(value: unknown, path: readonly unknown[]): unknown {
  if (path.length === 2 && path[0] === 'req' && path[1] === 'url') return typeof value === 'string' ? value.replace(/\/invite\/[^/?#]*/, '/invite/[redacted]') : value;
  return '[redacted]';
}

export type LogFormat = 'auto' | 'json' | 'pretty';

export function createLogger(level: string, destination: pino.DestinationStream | number = 2, format: LogFormat = 'json'): Logger {
  const fd = typeof destination === 'number' ? destination : null;
  const pretty = format === 'pretty' || (format === 'auto' && fd === 2 && process.stderr.isTTY === true);
  const out = fd === null ? destination as pino.DestinationStream : pino.destination(fd);
  return pino({ level, redact: { paths: redactPaths, censor } }, pretty ? prettyStream(out, fd !== null && process.stderr.isTTY === true) : out);
}

const LEVELS: Record<number, [name: string, colour: string]> = {
  10: ['TRACE', '90'], 20: ['DEBUG', '36'], 30: ['INFO ', '32'], 40: ['WARN ', '33'], 50: ['ERROR', '31'], 60: ['FATAL', '35'],
};
const OMIT = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'err']);

/** "12:04:05.123 INFO  message key=value ...", then an error's stack on the lines below. */
export function prettyLine(record: Record<string, unknown>, colour = false): string {
  const [name, code] = LEVELS[record.level as number] ?? [String(record.level), '0'];
  const time = new Date(record.time as number).toISOString().slice(11, 23);
  const fields = Object.entries(record).filter(([k]) => !OMIT.has(k))
    .map(([k, v]) => `${k}=${typeof v === 'string' && !/\s/.test(v) ? v : JSON.stringify(v)}`);
  const err = record.err as { stack?: string; message?: string } | undefined;
  const level = colour ? `\x1b[${code}m${name}\x1b[0m` : name;
  return `${time} ${level} ${String(record.msg ?? '')}${fields.length ? ` ${fields.join(' ')}` : ''}` +
    `${err ? `\n  ${(err.stack ?? err.message ?? '').replace(/\n/g, '\n  ')}` : ''}\n`;
}

function prettyStream(out: pino.DestinationStream, colour: boolean): pino.DestinationStream {
  return {
    write(line: string) {
      let record: Record<string, unknown>;
      try { record = JSON.parse(line) as Record<string, unknown>; } catch { out.write(line); return; }
      out.write(prettyLine(record, colour));
    },
  };
}

/**
 * A request's logger, made only when the request logs. Fastify gives every request a pino child bound to its id, and
 * making one (its bindings serialized through the redaction) costs more than the rest of a cached read's own work;
 * below debug level almost no request logs at all. The child, once made, is the same as Fastify's own.
 */
class LazyChild {
  #real: Logger | undefined;
  readonly #parent: Logger;
  readonly #bindings: pino.Bindings;
  readonly #options: pino.ChildLoggerOptions;

  constructor(parent: Logger, bindings: pino.Bindings, options: pino.ChildLoggerOptions) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }

  get #child(): Logger { return (this.#real ??= this.#parent.child(this.#bindings, this.#options)); }
  get level(): string { return this.#child.level; }
  set level(value: string) { this.#child.level = value; }
  isLevelEnabled(level: string): boolean { return this.#child.isLevelEnabled(level); }
  bindings(): pino.Bindings { return this.#child.bindings(); }
  child(bindings: pino.Bindings, options?: pino.ChildLoggerOptions): Logger { return this.#child.child(bindings, options); }
  fatal(...args: unknown[]): void { (this.#child.fatal as (...a: unknown[]) => void)(...args); }
  error(...args: unknown[]): void { (this.#child.error as (...a: unknown[]) => void)(...args); }
  warn(...args: unknown[]): void { (this.#child.warn as (...a: unknown[]) => void)(...args); }
  info(...args: unknown[]): void { (this.#child.info as (...a: unknown[]) => void)(...args); }
  debug(...args: unknown[]): void { (this.#child.debug as (...a: unknown[]) => void)(...args); }
  trace(...args: unknown[]): void { (this.#child.trace as (...a: unknown[]) => void)(...args); }
  silent(): void {}
}

/** Fastify's `childLoggerFactory`: each request's logger, made on its first use (LazyChild). */
export function lazyChildLogger(parent: Logger, bindings: pino.Bindings, options: pino.ChildLoggerOptions): Logger {
  return new LazyChild(parent, bindings, options) as unknown as Logger;
}

export type { Logger };
