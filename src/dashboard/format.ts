// How numbers, money and dates read on the dashboard (en-US, the product's market).
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const usd0 = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const count = new Intl.NumberFormat('en-US');

export const money = (value: unknown): string => (typeof value === 'number' && Number.isFinite(value) ? usd.format(value) : '–');
export const moneyRounded = (value: unknown): string => (typeof value === 'number' && Number.isFinite(value) ? usd0.format(value) : '–');
export const number = (value: unknown): string => (typeof value === 'number' && Number.isFinite(value) ? count.format(value) : '–');
export const percent = (value: unknown): string => (typeof value === 'number' && Number.isFinite(value) ? `${(value * 100).toFixed(1)}%` : '–');
/** "2026-11-24T21:57:49.000Z" -> "2026-11-24 21:57 UTC" */
export const dateTime = (iso: string | null | undefined): string => (iso ? `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC` : '–');
export const date = (iso: string | null | undefined): string => (iso ? iso.slice(0, 10) : '–');
