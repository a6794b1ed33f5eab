// Short human-readable sentences for the breakdown rows ("Average monthly true revenue at least $20,000").
// Built once per compiled criterion, never per match, so their cost does not count in the engine's hot loop.

import type { Criterion, ListCheck } from '../funders/criteria.ts';
import { countryByIdOrNull, entityTypeById, industryById } from '../reference/normalize.ts';

// Hand-rolled rather than Intl.NumberFormat: compiling a profile loaded from the database builds a dozen labels,
// and Intl's format call was the largest part of that cost.
/** 20000 -> "20,000"; 2500.5 -> "2,500.5" (at most 2 decimals). */
function fmt(n: number): string {
  const rounded = Math.round(n * 100) / 100;
  const [whole = '0', frac] = String(Math.abs(rounded)).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${rounded < 0 ? '-' : ''}${grouped}${frac ? `.${frac}` : ''}`;
}

function usd(n: number): string {
  return `$${fmt(n)}`;
}

function plural(n: number, one: string, many: string): string {
  return `${fmt(n)} ${n === 1 ? one : many}`;
}

/** "a", "a or b", "a, b or c" */
function orList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}

// Long lists (an industry exclusion list often has 20-30 entries) would make an unreadable sentence; beyond this
// the label gives the count and the breakdown's `requirement` carries the full list.
const MAX_LISTED = 4;

function displayName(check: ListCheck, id: string): string {
  switch (check) {
    case 'allowed_countries': return countryByIdOrNull(id)?.label ?? id;
    case 'allowed_states':
    case 'excluded_states': return id; // codes read better in a sentence than "Montana, Nevada, Rhode Island ..."
    case 'excluded_industries': return (industryById(id)?.label ?? id).toLowerCase();
    case 'excluded_entity_types': return (entityTypeById(id)?.label ?? id).toLowerCase();
    case 'excluded_risk_categories': return id;
  }
}

function listLabel(check: ListCheck, ids: readonly string[]): string {
  const many = ids.length > MAX_LISTED;
  const names = many ? [] : ids.map((id) => displayName(check, id)); // a counted list needs no names
  switch (check) {
    case 'allowed_countries': return `Business in ${orList(names)}`;
    case 'allowed_states':
      return many ? `Business located in one of ${ids.length} accepted states or provinces` : `Business located in ${orList(names)}`;
    case 'excluded_states':
      if (ids.length === 0) return 'No excluded states or provinces';
      return many ? `Business not located in any of ${ids.length} excluded states or provinces` : `Business not located in ${orList(names)}`;
    case 'excluded_industries':
      if (ids.length === 0) return 'No excluded industries';
      return many ? `Industry not among ${ids.length} excluded industries` : `Industry is not ${orList(names)}`;
    case 'excluded_entity_types':
      if (ids.length === 0) return 'No excluded entity types';
      return many ? `Entity type not among ${ids.length} excluded types` : `Entity type is not ${orList(names)}`;
    case 'excluded_risk_categories':
      if (ids.length === 0) return 'No excluded industry risk categories';
      return `Industry risk is not ${orList(names)}`;
  }
}

export function criterionLabel(c: Criterion): string {
  switch (c.check) {
    case 'min_avg_monthly_revenue': return `Average monthly revenue at least ${usd(c.value)}`;
    case 'min_avg_monthly_true_revenue': return `Average monthly true revenue at least ${usd(c.value)}`;
    case 'min_avg_daily_balance': return `Average daily balance at least ${usd(c.value)}`;
    case 'max_avg_negative_days': return `At most ${plural(c.value, 'negative day', 'negative days')} a month on average`;
    case 'max_avg_nsf_count': return `At most ${plural(c.value, 'NSF', 'NSFs')} a month on average`;
    case 'max_remit_percentage': return `Existing positions take at most ${fmt(c.value)}% of true revenue`;
    case 'max_positions':
      return c.value === 0 ? 'No open positions (first position only)' : `At most ${plural(c.value, 'open position', 'open positions')}`;
    case 'min_positions': return `At least ${plural(c.value, 'open position', 'open positions')}`;
    case 'min_months_of_statements': return `At least ${plural(c.value, 'month', 'months')} of bank statements`;
    case 'min_credit_score': return `Owners' credit score at least ${fmt(c.value)}`;
    case 'min_time_in_business_months': return `In business at least ${plural(c.value, 'month', 'months')}`;
    case 'requested_amount_range': return `Requested amount between ${usd(c.value.min)} and ${usd(c.value.max)}`;
    default: return listLabel(c.check, c.value);
  }
}
