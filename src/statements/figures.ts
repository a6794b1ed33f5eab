// The engine's second public entry, for code that works on a ParseResult already made (corrections recompute the
// month figures, the dashboard drills into them): analysis helpers and money in cents, without the PDF engine.
// index.ts would load PDFium and the readers too, about 170 ms of CPU at the API's start (measured), for these.
// Types, the ParseResult's included, come from index.ts (`import type`, which loads nothing).
export { averages, monthFigures, type MetricStatement } from './analyze/metrics.ts';
export { remitRaw } from './analyze/positions.ts';
export {
  accountOf, METRIC_FIELD, MONTH_METRICS, monthBalances, negativeDaysBehind, positionDebitsOf, totalOf, transactionsBehind,
  type MonthMetric, type TransactionRef,
} from './analyze/drill-down.ts';
export { fromCents, sumCents } from './money.ts';
export { comparableName, sameBusiness } from './analyze/same-business.ts';
export { isCardStatement } from './analyze/cards.ts';
