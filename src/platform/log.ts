// pino, with secrets and tax IDs redacted wherever they could appear in a logged object.
import pino, { type Logger } from 'pino';

export const redactPaths = [
  'req.headers.authorization', 'headers.authorization', 'authorization', 'api_key', 'apiKey', 'secret',
  '*.business_tax_id', '*.tax_id', '*.*.business_tax_id', '*.*.tax_id', 'application.applicants[*].tax_id',
  '*.application.applicants[*].tax_id',
];

export function createLogger(level: string, destination: pino.DestinationStream | number = 2): Logger {
  return pino({ level, redact: { paths: redactPaths, censor: '[redacted]' } },
    typeof destination === 'number' ? pino.destination(destination) : destination);
}

export type { Logger };
