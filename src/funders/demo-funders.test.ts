// The demo set must be valid as stored profiles and must show a newcomer every kind of result on the first run.

import { describe, expect, it } from 'vitest';
import { matchFunders } from '../matching/engine.ts';
import { validateFunderProfile } from './criteria.ts';
import { DEMO_APPLICATION, DEMO_FINANCIALS, DEMO_FUNDERS } from './demo-funders.ts';

const asFunders = () => DEMO_FUNDERS.map((f, i) => ({ funder_id: `demo-${i}`, funder_name: f.profile.name, criteria: f.profile.criteria }));
const run = (today: string) => matchFunders({ application: DEMO_APPLICATION, financials: DEMO_FINANCIALS, today }, asFunders());

describe('demo funders', () => {
  it('has at least eight funders with unique keys and names', () => {
    expect(DEMO_FUNDERS.length).toBeGreaterThanOrEqual(8);
    expect(new Set(DEMO_FUNDERS.map((f) => f.key)).size).toBe(DEMO_FUNDERS.length);
    expect(new Set(DEMO_FUNDERS.map((f) => f.profile.name)).size).toBe(DEMO_FUNDERS.length);
  });

  it.each(DEMO_FUNDERS.map((f) => [f.key, f] as const))('%s is a valid, already normalised profile', (_key, f) => {
    expect(validateFunderProfile(f.profile)).toEqual({ ok: true, value: f.profile });
  });

  it('the demo deal sees full matches, soft misses and hard declines', () => {
    const out = run('2025-06-15');
    const kind = (r: (typeof out)[number]) => (r.matched ? 'match' : r.hard_decline ? 'decline' : 'miss');
    const by = (k: string) => out.filter((r) => kind(r) === k).map((r) => r.funder_name.replace(/ \(demo.*\)$/, ''));
    expect(by('match')).toEqual(['Keystone Second Position Fund', 'Mainstreet Revenue Partners']);
    expect(by('miss').sort()).toEqual(['Heartland Trucking & Construction Capital', 'Ironclad Commercial Capital', 'QuickStart Micro Advance']);
    expect(by('decline').sort()).toEqual(['Bridgeway Reverse Consolidation', 'Maple Leaf Merchant Funding', 'Summit Prime Capital']);
    for (const r of out.filter((x) => x.matched)) expect(r.match_score).toBe(100);
  });

  it('each soft miss and hard decline fails for the reason the comment gives', () => {
    const failed = Object.fromEntries(run('2025-06-15').map((r) => [
      r.funder_name.replace(/ \(demo.*\)$/, ''),
      r.matching_breakdown.filter((b) => b.outcome === 'fail').map((b) => `${b.check}${b.hard ? '!' : ''}`),
    ]));
    expect(failed).toMatchObject({
      'QuickStart Micro Advance': ['requested_amount_range'],
      'Heartland Trucking & Construction Capital': ['min_months_of_statements'],
      'Ironclad Commercial Capital': ['min_avg_monthly_true_revenue', 'min_avg_daily_balance'],
      'Summit Prime Capital': ['min_credit_score!', 'max_positions!'],
      'Maple Leaf Merchant Funding': ['allowed_countries!', 'allowed_states!', 'max_positions!'],
      'Bridgeway Reverse Consolidation': ['min_positions!', 'min_avg_monthly_true_revenue'],
    });
  });

  it('normalises the demo aliases (USA, Texas, LLC) before matching', () => {
    const summit = run('2025-06-15').find((r) => r.funder_name.startsWith('Summit'))!;
    const value = (check: string) => summit.matching_breakdown.find((b) => b.check === check)!.deal_value;
    expect([value('allowed_countries'), value('excluded_states'), value('excluded_entity_types')]).toEqual(['US', 'TX', 'llc']);
  });

  it('gives the same spread on any later date (time in business only grows)', () => {
    const strip = (today: string) => run(today).map((r) => [r.funder_name, r.matched, r.hard_decline, r.match_score]);
    expect(strip('2031-01-31')).toEqual(strip('2025-06-15'));
  });
});
