// Layout plainfile_csv_print: a CRM's CSV export opened in a text editor and printed in monospace: a header line and
// one data line. Typed prints are either the raw comma-separated text (soft-wrapped at commas, quoted values, a BOM
// shown as "ï»¿" by a Latin-1 editor) or tab-aligned columns in blocks; a hand-filled or fillable copy is the
// aligned kind with the values under their column names. CSV keeps raw cell values: percent as a fraction (0.5),
// money unformatted, dates as typed or as Excel serial numbers.
import type { Rng } from '../../statements/generator/prng.ts';
import { fmtDate, fmtMoney, fmtPct, type Deal } from './data.ts';
import type { Sheet } from './draw.ts';
import { amountPatch, dateCell, dbaCell, entityPatch, industryPatch, legalPatch, ownerTaxCell, placePatch, taxCell, type P } from './pieces.ts';
import type { TruthApplicant } from '../generator/truth.ts';

interface Field { h: string; v: string; p?: P; owner?: [number, Partial<TruthApplicant> | null] }

export function drawCsv(s: Sheet, d: Deal, rng: Rng): void {
  const raw = s.style === 'typed' && rng.chance(0.55);
  const [dba, dbaP] = dbaCell(d, rng);
  const [tax, taxP] = taxCell(d, rng.chance(0.5));
  const df = rng.pick(['iso', 'mdy', 'serial'] as const);
  const dfOk = s.style === 'handwritten' && df === 'serial' ? 'iso' : df;
  const [start, startIso] = dateCell(d.start, dfOk);
  const terms = rng.chance(0.6);
  const pf = rng.pick(['frac', 'num'] as const);
  const f: Field[] = [
    { h: 'record_id', v: String(rng.int(100000, 999999)) }, { h: 'created_at', v: `${fmtDate(d.submitted, 'iso')} ${rng.int(10, 23)}:${rng.int(10, 59)}` },
    { h: 'lead_source', v: d.leadSource }, { h: 'assigned_rep', v: d.rep },
    { h: 'legal_name', v: d.legal, p: legalPatch(d) }, { h: 'dba', v: dba, p: dbaP }, { h: 'entity_type', v: d.entityText, p: entityPatch(d.entityText, d) },
    { h: d.country === 'CA' ? 'business_number' : 'fein', v: tax, p: taxP }, { h: 'business_start_date', v: start, p: { business_start_date: startIso } },
    { h: 'state_of_incorporation', v: d.stateOfInc }, { h: 'industry', v: d.industryText, p: industryPatch(d.industryText) },
    { h: 'address_1', v: d.addr.street }, { h: 'city', v: d.addr.city }, { h: d.country === 'CA' ? 'province' : 'state', v: d.addr.state, p: placePatch(d) },
    { h: d.country === 'CA' ? 'postal_code' : 'zip', v: d.addr.zip }, { h: 'phone', v: d.phone.replace(/\D/g, '') }, { h: 'email', v: d.email },
    { h: 'amount_requested', v: fmtMoney(d.requested, 'plain'), p: amountPatch(d) },
    { h: 'payment_amount', v: terms ? fmtMoney(d.payment, 'plain') : '', p: terms ? { requested_payment: d.payment } : {} },
    { h: 'num_payments', v: terms ? String(d.nPayments) : '', p: terms ? { number_of_payments: d.nPayments } : {} },
    { h: 'payment_frequency', v: terms ? d.freq.toUpperCase() : '', p: terms ? { payment_frequency: d.freq } : {} },
    { h: 'avg_monthly_revenue', v: fmtMoney(d.monthlySales, 'plain') }, { h: 'bank_name', v: d.bank }, { h: 'routing_number', v: d.routing },
    { h: 'account_number', v: d.account },
  ];
  const nOwnerCols = Math.max(2, d.owners.length);
  for (let i = 0; i < nOwnerCols; i++) {
    const o = d.owners[i];
    const k = `owner${i + 1}_`;
    const own = (p: Partial<TruthApplicant>): [number, Partial<TruthApplicant> | null] => [i, o ? p : null];
    const [t, tP] = o ? ownerTaxCell(o, d, 'x') : ['', {}];
    const [dob, dobIso] = o ? dateCell(o.dob, dfOk) : ['', null];
    f.push({ h: `${k}first_name`, v: o?.first ?? '', owner: own({ first_name: o?.first ?? null }) }, { h: `${k}last_name`, v: o?.last ?? '', owner: own({ last_name: o?.last ?? null }) },
      { h: `${k}title`, v: o?.role ?? '', owner: own({ role: o?.role ?? null }) }, { h: `${k}ownership`, v: o ? fmtPct(o.pct, pf) : '', owner: own({ ownership: o?.pct ?? null }) },
      { h: `${k}ssn`, v: t, owner: own(tP) }, { h: `${k}dob`, v: dob, owner: own({ date_of_birth: dobIso }) },
      { h: `${k}credit_score`, v: o?.credit ? String(o.credit) : '', owner: own({ credit_score: o?.credit ?? null }) });
  }
  f.push({ h: 'status', v: d.status }, { h: 'funders_submitted', v: d.sentTo.join('; ') }, { h: 'approved_amount', v: fmtMoney(d.approved, 'plain') },
    { h: 'factor_rate', v: d.factor.toFixed(2) }, { h: 'commission_pct', v: fmtPct(d.commission, 'frac') });

  const file = `merchant_export_${fmtDate(d.submitted, 'iso').replace(/-/g, '')}.csv`;
  s.label(file, 30, 20, { size: 8, font: 'Courier' });
  s.label('Page 1', s.W - 100, 20, { size: 8, font: 'Courier', w: 70, align: 'right' });
  s.label(`/Users/${d.rep.split(' ')[0]!.toLowerCase()}/Downloads/${file}`, 30, s.H - 24, { size: 7, font: 'Courier', color: '#555' });
  s.label(fmtDate(d.submitted, 'mdy'), s.W - 130, s.H - 24, { size: 7, font: 'Courier', w: 100, align: 'right', color: '#555' });
  const CW = 4.5, SIZE = 7.5, X0 = 30, maxChars = Math.floor((s.W - 60) / CW);
  const set = (x: Field) => { if (x.owner) s.owner(x.owner[0], '', { x: 0, y: 0, w: 0, h: 0 }, 'x', x.owner[1]); else if (x.p) Object.assign(s.app, x.p); };

  if (raw) {
    // The editor soft-wraps at the last comma before the margin; a value is never cut across lines.
    const q = (v: string) => (/[",]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
    const lines = (cells: string[]) => {
      const out: string[] = [];
      let cur = '';
      cells.forEach((c, i) => {
        const piece = c + (i < cells.length - 1 ? ',' : '');
        if (cur.length + piece.length > maxChars) { out.push(cur); cur = ''; }
        cur += piece;
      });
      return [...out, cur];
    };
    const head = lines(f.map((x) => x.h));
    if (rng.chance(0.3)) head[0] = 'ï»¿' + head[0];
    const data = lines(f.map((x) => q(x.v)));
    let y = 48;
    s.label('1', X0 - 14, y, { size: SIZE, font: 'Courier', color: '#888' });
    for (const l of head) { s.label(l, X0, y, { size: SIZE, font: 'Courier' }); y += 10; }
    s.label('2', X0 - 14, y, { size: SIZE, font: 'Courier', color: '#888' });
    data.forEach((l, i) => s.value(l, { x: X0 - 2, y: y + i * 10 - 1.5, w: s.W, h: 10 }, `line2_${i}`, undefined, { size: SIZE, font: 'Courier' }));
    f.forEach((x) => { if (x.v) set(x); });
    s.label('3', X0 - 14, y + data.length * 10, { size: SIZE, font: 'Courier', color: '#888' });
    return;
  }
  // Aligned: each column as wide as its longest text plus two spaces, blocks of columns as wide as the paper.
  let y = 48, x = X0;
  for (const c of f) {
    const chars = Math.max(c.h.length, c.v.length, 6) + 2;
    if (x + chars * CW > s.W - 30) { x = X0; y += 40; }
    s.label(c.h, x, y, { size: SIZE, font: 'Courier' });
    s.label('-'.repeat(chars - 2), x, y + 9, { size: SIZE, font: 'Courier', color: '#666' });
    const b = { x: x - 2, y: y + 17, w: (chars - 1) * CW + 2, h: 13 };
    if (c.owner) s.owner(c.owner[0], c.v, b, c.h, c.owner[1], { size: SIZE, font: 'Courier' });
    else s.value(c.v, b, c.h, c.p, { size: SIZE, font: 'Courier' });
    x += chars * CW;
  }
}
