// Layout trackwell_gsheet_tracker: a Google Sheets deal tracker printed landscape in a small font, one row per deal,
// the header row holding the labels. Too wide for one sheet of paper, its columns continue on page 2 under the
// repeated (frozen) header row. Either a filter view printing only this merchant's row, or the whole block with the
// other deals greyed out and this one highlighted. The broker's columns (rep, status, funders, offer) sit beside.
import type { Rng } from '../../statements/generator/prng.ts';
import { fmtDate, fmtMoney, fmtPct, type Deal } from './data.ts';
import { gridChrome, type Box, type Sheet } from './draw.ts';
import { amountPatch, dateCell, dbaCell, entityPatch, FREQ_LABEL, industryPatch, legalPatch, nameCell, ownerTaxCell, pickDateFmt, placePatch, taxCell, type P } from './pieces.ts';
import type { TruthApplicant } from '../generator/truth.ts';

interface Col { h: string; w: number; v: string; p?: P; owner?: [number, Partial<TruthApplicant> | null]; right?: boolean }

export function drawTracker(s: Sheet, d: Deal, rng: Rng): void {
  const [dba, dbaP] = dbaCell(d, rng);
  const [tax, taxP] = taxCell(d, rng.chance(0.5));
  const [start, startIso] = dateCell(d.start, pickDateFmt(rng, s.style !== 'handwritten'));
  const mf = rng.pick(['plain', 'dollars0', 'dollars'] as const);
  const pf = rng.pick(['pct', 'frac'] as const);
  const showTerms = rng.chance(0.6);
  const cols: Col[] = [
    { h: 'Date In', w: 42, v: fmtDate(d.submitted, 'mdy'), right: true }, { h: 'Rep', w: 54, v: d.rep }, { h: 'Source', w: 44, v: d.leadSource },
    { h: 'Business Legal Name', w: 112, v: d.legal, p: legalPatch(d) }, { h: 'DBA', w: 78, v: dba, p: dbaP },
    { h: 'Entity', w: 56, v: d.entityText, p: entityPatch(d.entityText, d) }, { h: 'EIN', w: 50, v: tax, p: { ...taxP, ...(d.taxType === 'EIN' || /-/.test(tax) ? {} : {}) }, right: true },
    { h: 'Biz Start', w: 44, v: start, p: { business_start_date: startIso }, right: true }, { h: 'Industry', w: 82, v: d.industryText, p: industryPatch(d.industryText) },
    { h: 'Street', w: 92, v: d.addr.street }, { h: 'City', w: 50, v: d.addr.city }, { h: 'ST', w: 18, v: d.addr.state, p: placePatch(d) }, { h: 'Zip', w: 28, v: d.addr.zip },
    { h: 'Req. Amount', w: 50, v: fmtMoney(d.requested, mf), p: amountPatch(d), right: true }, { h: 'Mo. Rev', w: 46, v: fmtMoney(d.monthlySales, mf), right: true },
    { h: 'Pmt Freq', w: 38, v: showTerms ? FREQ_LABEL[d.freq]! : '', p: showTerms ? { payment_frequency: d.freq } : {} },
    { h: '# Pmts', w: 28, v: showTerms ? String(d.nPayments) : '', p: showTerms ? { number_of_payments: d.nPayments } : {}, right: true },
  ];
  const ownerCols = (i: number) => {
    const o = d.owners[i];
    const [nm, nmP] = o ? nameCell(o, rng.pick(['first-last', 'last-first'] as const)) : ['', {}];
    const [t, tP] = o ? ownerTaxCell(o, d, 'x') : ['', {}];
    const [dob, dobIso] = o ? dateCell(o.dob, pickDateFmt(rng, s.style !== 'handwritten')) : ['', null];
    const n = i + 1;
    const w = (p: Partial<TruthApplicant>): [number, Partial<TruthApplicant> | null] => [i, o ? p : null];
    cols.push({ h: `Owner ${n}`, w: 84, v: nm, owner: w({ ...nmP, role: o?.role ?? null }) }, { h: `O${n} Title`, w: 52, v: o?.role ?? '', owner: w({}) },
      { h: `O${n} %`, w: 28, v: o ? fmtPct(o.pct, pf) : '', owner: w({ ownership: o?.pct ?? null }), right: true },
      { h: `O${n} SSN`, w: 52, v: t, owner: w(tP), right: true }, { h: `O${n} DOB`, w: 44, v: dob, owner: w({ date_of_birth: dobIso }), right: true },
      { h: `O${n} FICO`, w: 36, v: o?.credit ? String(o.credit) : '', owner: w({ credit_score: o?.credit ?? null }), right: true });
  };
  ownerCols(0);
  ownerCols(1);
  cols.push({ h: 'Status', w: 54, v: d.status }, { h: 'Sent To', w: 120, v: d.sentTo.join(', ') }, { h: 'Approved $', w: 50, v: fmtMoney(d.approved, mf), right: true },
    { h: 'Factor', w: 30, v: d.factor.toFixed(2), right: true }, { h: 'Comm %', w: 34, v: fmtPct(d.commission, 'pct'), right: true },
    { h: 'Notes', w: 120, v: rng.pick(['wants $ by Fri', 'has 1 open position', 'bank stmts rcvd', 'call back after 3pm', 'renewal - paid 60%']) });

  for (const c of cols) c.w = Math.round(c.w * 0.86);
  // Others' rows only in a typed print: filled by hand or in fields, a tracker blank carries the one deal.
  const greyed = s.style === 'typed' && rng.chance(0.55);
  const targetRow = rng.int(8, 140);
  const rowNums = greyed ? [1, targetRow - 3, targetRow - 2, targetRow - 1, targetRow, targetRow + 1, targetRow + 2] : [1, targetRow];
  const RH = 13, X0 = 46, Y0 = 58, maxW = s.W - X0 - 30;
  // Split columns into pages as Sheets does when "fit to width" is off.
  const pages: Col[][] = [[]];
  let used = 0;
  for (const c of cols) {
    if (used + c.w > maxW) { pages.push([]); used = 0; }
    pages[pages.length - 1]!.push(c);
    used += c.w;
  }
  let firstCol = 0;
  const printed = `${fmtDate(d.submitted, 'mdy')}, ${rng.int(9, 11)}:${rng.int(10, 59)} AM`;
  const others = d.otherMerchants;
  pages.forEach((pc, pi) => {
    if (pi > 0) s.doc.addPage({ size: 'LETTER', layout: 'landscape', margin: 0 });
    s.label(`Trackwell Deal Tracker 2024 - ${d.broker}`, 30, 16, { size: 8, bold: true });
    s.label('Tab: Pipeline', s.W / 2 - 60, 16, { size: 7, w: 120, align: 'center', color: '#555' });
    s.label(printed, s.W - 160, 16, { size: 7, w: 130, align: 'right', color: '#555' });
    s.label(`${pi + 1}`, s.W - 60, s.H - 24, { size: 7, w: 30, align: 'right', color: '#555' });
    if (!greyed) s.label(`Filter view "Active - mine" (1 of ${rng.int(40, 220)} rows)`, 30, 30, { size: 6, color: '#1a73e8' });
    gridChrome(s, X0, Y0, pc.map((c) => c.w), rowNums.length, RH, 1, rowNums, firstCol);
    let x = X0;
    for (const c of pc) {
      s.doc.rect(x, Y0, c.w, RH).fill('#cfe2f3');
      s.label(c.h, x + 2, Y0 + 3.5, { size: 6, bold: true, w: c.w - 3 });
      rowNums.slice(1).forEach((rn, ri) => {
        const b: Box = { x, y: Y0 + (ri + 1) * RH, w: c.w, h: RH };
        const name = `${c.h}_${rn}`;
        if (rn !== targetRow) {
          s.value(otherValue(c, others[ri % others.length] ?? 'Bright Path', rng), b, name, undefined, { size: 6, color: '#b4b4b4', ...(c.right ? { align: 'right' } : {}) });
          return;
        }
        if (greyed && c === pc[0]) s.doc.rect(X0, b.y, pc.reduce((a, k) => a + k.w, 0), RH).fill('#fff2cc');
        const o = { size: 6, clip: c.h === 'Sent To' || c.h === 'Notes', ...(c.right ? { align: 'right' as const } : {}) };
        if (c.owner) s.owner(c.owner[0], c.v, b, name, c.owner[1], o);
        else s.value(c.v, b, name, c.p, o);
      });
      x += c.w;
    }
    firstCol += pc.length;
  });
}

/** Another deal's cell, greyed: plausible values that are never this merchant's. */
function otherValue(c: Col, merchant: string, rng: Rng): string {
  const date = (y0: number, y1: number) => `${rng.int(1, 12)}/${rng.int(1, 28)}/${rng.int(y0, y1)}`;
  const h = c.h;
  if (h === 'Business Legal Name') return `${merchant} ${rng.pick(['LLC', 'Inc.', 'Corp'])}`;
  if (h === 'DBA') return rng.chance(0.5) ? merchant : '';
  if (/^Owner \d/.test(h)) return h === 'Owner 1' || rng.chance(0.4) ? rng.pick(['Paul Ruiz', 'Gina Holt', 'Sanjay Rao', 'Beth Kerr', 'Ivan Petrov', 'Lucy Tran']) : '';
  if (!c.v && !/^O1/.test(h)) return '';
  switch (h) {
    case 'Date In': return date(2023, 2024);
    case 'Biz Start': return date(2001, 2020);
    case 'O1 DOB': case 'O2 DOB': return date(1960, 1994);
    case 'EIN': return `${rng.int(10, 99)}${rng.digits(7)}`;
    case 'O1 SSN': case 'O2 SSN': return `XXX-XX-${rng.digits(4)}`;
    case 'O1 FICO': case 'O2 FICO': return String(rng.int(560, 780));
    case 'O1 %': case 'O2 %': return rng.pick(['100%', '50%', '1', '0.5']);
    case 'Industry': return rng.pick(['Trucking', 'Nail salon', 'Auto repair', 'Deli', 'Roofing']);
    case 'ST': return rng.pick(['TX', 'FL', 'NY', 'NJ']);
    case 'Zip': return String(rng.int(10001, 98999));
    case '# Pmts': return String(rng.pick([60, 120, 24, 32]));
    case 'Factor': return rng.pick(['1.29', '1.35', '1.40']);
    case 'Comm %': return `${rng.pick([8, 10, 12])}%`;
    case 'Street': return `${rng.int(10, 999)} ${rng.pick(['Pine St', 'Broad St', '5th Ave'])}`;
    case 'Status': return rng.pick(['Funded', 'Dead', 'Declined', 'Docs out']);
    case 'Notes': return rng.pick(['stacked 3x', 'no answer', 'funded w/ Forge', '']);
  }
  if (c.right && /\d/.test(c.v)) return fmtMoney(rng.int(2, 40) * 5000, 'dollars0');
  return rng.chance(0.7) ? c.v.split(' ')[0]! : '';
}
