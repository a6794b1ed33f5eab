// Layout baseflow_record_card: an Airtable/Notion-like record expanded and printed from the browser: the primary
// field as title, then one property per line (type icon, grey name, value; selects as coloured pills, a checkbox
// property, collaborator and linked-record chips), the linked Owners records as a small grid, and the activity panel
// with the team's comments. The pipeline's own properties (stage, rep, funders, offer) and the comments are decoys.
import type { Rng } from '../../statements/generator/prng.ts';
import { fmtDate, fmtMoney, fmtPct, type Deal } from './data.ts';
import type { Box, Sheet } from './draw.ts';
import { amountPatch, dateCell, dbaCell, entityPatch, FREQ_LABEL, industryPatch, legalPatch, nameCell, ownerTaxCell, placePatch, taxCell, type P } from './pieces.ts';

const PILLS = ['#d0f0fd', '#d1f7c4', '#ffeab6', '#fee2d5', '#ede2fe', '#ffdaf6'];

export function drawCard(s: Sheet, d: Deal, rng: Rng): void {
  const doc = s.doc;
  const L = 40, NW = 130, VX = L + NW + 8, VW = 390 - NW - 8, RH = 19;
  doc.rect(0, 0, s.W, 30).fill('#2d7ff9');
  s.label('Broker Pipeline', 14, 10, { size: 10, bold: true, color: '#fff' });
  ['Merchants', 'Owners', 'Submissions', 'Funders', 'Commissions'].forEach((t, i) => {
    if (i === 0) doc.rect(120 + i * 70, 34, 64, 16).fill('#e8efff');
    s.label(t, 124 + i * 70, 38, { size: 7.5, color: i === 0 ? '#1d4ed8' : '#555' });
  });
  const recId = `rec${rng.alnum(14, 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz0123456789')}`;
  s.label(recId, s.W - 160, 38, { size: 6.5, w: 130, align: 'right', color: '#888' });
  doc.rect(L - 10, 58, 400, s.H - 96).lineWidth(0.6).stroke('#d9d9d9');
  s.label('Business Name', L, 68, { size: 7, color: '#777' });
  s.value(d.legal, { x: L - 2, y: 78, w: 380, h: 22 }, 'Business_Name', legalPatch(d), { size: 15, bold: true });

  let y = 110;
  const icon = (kind: string, yy: number) => {
    doc.lineWidth(0.7).strokeColor('#777').fillColor('#777');
    if (kind === 'text') s.label('A', L, yy + 5, { size: 7, bold: true, color: '#777' });
    else if (kind === 'num') s.label('#', L, yy + 5, { size: 7, bold: true, color: '#777' });
    else if (kind === 'cur') s.label('$', L + 1, yy + 5, { size: 7, bold: true, color: '#777' });
    else if (kind === 'date') { doc.rect(L, yy + 5, 7, 7).stroke(); doc.moveTo(L, yy + 7.5).lineTo(L + 7, yy + 7.5).stroke(); }
    else if (kind === 'select') doc.circle(L + 3.5, yy + 8.5, 3.3).stroke();
    else if (kind === 'check') doc.rect(L, yy + 5, 7, 7).stroke();
    else { doc.circle(L + 3.5, yy + 7, 2).stroke(); doc.moveTo(L, yy + 12).quadraticCurveTo(L + 3.5, yy + 8, L + 7, yy + 12).stroke(); }
    doc.strokeColor('#000').fillColor('#000');
  };
  const prop = (kind: string, name: string, value: string, field: string, patch?: P, pill = false) => {
    icon(kind, y);
    s.label(name, L + 12, y + 5.5, { size: 7.5, color: '#666' });
    const b: Box = { x: VX, y: y + 1, w: VW, h: RH - 3 };
    if (pill && value && s.style !== 'fillable') {
      doc.font('Helvetica').fontSize(7.5);
      doc.roundedRect(VX, y + 3, doc.widthOfString(value) + 12, 12, 6).fill(rng.pick(PILLS));
      s.value(value, { x: VX + 4, y: y + 3, w: doc.widthOfString(value) + 40, h: 12 }, field, patch, { size: 7.5 });
    } else s.value(value, b, field, patch, { size: 8 });
    if (!value && patch) Object.assign(s.app, patch);
    doc.moveTo(L, y + RH).lineTo(L + 380, y + RH).lineWidth(0.3).stroke('#eeeeee');
    y += RH;
  };
  const [dba, dbaP] = dbaCell(d, rng);
  const [tax, taxP] = taxCell(d, rng.chance(0.3));
  const [start, startIso] = dateCell(d.start, rng.pick(['mdy', 'iso', 'long'] as const));
  const terms = rng.chance(0.6);
  prop('text', 'DBA', dba, 'DBA', dbaP);
  prop('select', 'Entity', d.entityText, 'Entity', entityPatch(d.entityText, d), true);
  prop('text', d.country === 'US' ? (d.taxType === 'EIN' ? 'EIN' : 'Tax ID (SSN)') : 'BN', tax, 'TaxID', taxP);
  prop('date', 'Business Started', start, 'Started', { business_start_date: startIso });
  prop('select', 'Industry', d.industryText, 'Industry', industryPatch(d.industryText), true);
  prop('text', 'Street', d.addr.street, 'Street');
  prop('text', 'City / State / Zip', `${d.addr.city}, ${d.addr.state} ${d.addr.zip}`, 'CityStateZip', placePatch(d));
  prop('text', 'Phone', d.phone, 'Phone');
  prop('cur', 'Funding Ask', fmtMoney(d.requested, rng.pick(['dollars', 'dollars0'] as const)), 'Funding_Ask', amountPatch(d));
  prop('select', 'Payment Cadence', terms ? FREQ_LABEL[d.freq]! : '', 'Cadence', terms ? { payment_frequency: d.freq } : undefined, true);
  prop('num', '# of Payments', terms ? String(d.nPayments) : '', 'NumPayments', terms ? { number_of_payments: d.nPayments } : undefined);
  icon('check', y);
  s.label('Leases Location', L + 12, y + 5.5, { size: 7.5, color: '#666' });
  s.check({ x: VX + 1, y: y + 4, w: 9, h: 9 }, 'Leases_Location', d.rent);
  y += RH;
  prop('select', 'Stage', d.status, 'Stage', undefined, true);
  prop('person', 'Assigned Rep', d.rep, 'Rep');
  prop('select', 'Lead Source', d.leadSource, 'Lead_Source', undefined, true);
  prop('text', 'Submitted To', d.sentTo.join(', '), 'Submitted_To');
  prop('cur', 'Offer Amount', fmtMoney(d.approved, 'dollars0'), 'Offer_Amount');
  prop('num', 'Offer Factor', d.factor.toFixed(2), 'Offer_Factor');
  prop('num', 'Commission', fmtPct(d.commission, 'pct'), 'Commission');
  prop('date', 'Created', `${fmtDate(d.submitted, 'mdy')} ${rng.int(1, 12)}:${rng.int(10, 59)}am`, 'Created');

  // The linked Owners records, as the record view lists them.
  y += 8;
  s.label(`Owners (${d.owners.length} linked records)`, L, y, { size: 8.5, bold: true });
  y += 14;
  const cols: [string, number][] = [['Name', 104], ['Role', 62], ['Ownership', 44], ['SSN', 62], ['DOB', 52], ['Credit Score', 46]];
  let x = L;
  const xs = cols.map(([h, w]) => { doc.rect(x, y, w, 13).lineWidth(0.4).fillAndStroke('#f5f5f5', '#dddddd'); s.label(h, x + 3, y + 3.5, { size: 6.8, color: '#555' }); const r = x; x += w; return r; });
  const pf = rng.pick(['pct', 'frac'] as const);
  const nf = rng.pick(['first-last', 'full'] as const);
  d.owners.forEach((o, i) => {
    const yy = y + 13 + i * 15;
    const cell = (c: number): Box => { doc.rect(xs[c]!, yy, cols[c]![1], 15).lineWidth(0.4).stroke('#dddddd'); return { x: xs[c]!, y: yy, w: cols[c]![1], h: 15 }; };
    const [nm, nmP] = nameCell(o, nf);
    const [t, tP] = ownerTaxCell(o, d, 'x');
    const [dob, dobIso] = dateCell(o.dob, rng.pick(['mdy', 'iso'] as const));
    s.owner(i, nm, cell(0), `Owner${i + 1}_Name`, { ...nmP, role: o.role }, { size: 7.5 });
    s.owner(i, o.role, cell(1), `Owner${i + 1}_Role`, null, { size: 7.5 });
    s.owner(i, fmtPct(o.pct, pf), cell(2), `Owner${i + 1}_Ownership`, { ownership: o.pct }, { size: 7.5, align: 'right' });
    s.owner(i, t, cell(3), `Owner${i + 1}_SSN`, tP, { size: 7.5 });
    s.owner(i, dob, cell(4), `Owner${i + 1}_DOB`, { date_of_birth: dobIso }, { size: 7.5 });
    s.owner(i, o.credit ? String(o.credit) : '', cell(5), `Owner${i + 1}_Credit`, { credit_score: o.credit }, { size: 7.5, align: 'right' });
  });

  // Activity panel: the team talks about this record; none of it is the merchant's declaration.
  const AX = 448;
  s.label('Activity', AX, 68, { size: 8.5, bold: true });
  const notes = [
    `${d.rep} changed Stage from "In UW" to "${d.status}"`,
    `${d.accountant.split(' ')[0]}: bank stmts in, avg ${fmtMoney(d.monthlySales, 'dollars0')}/mo`,
    `${d.rep.split(' ')[0]}: ${d.sentTo[0]} came back ${fmtMoney(d.approved, 'dollars0')} @ ${d.factor.toFixed(2)}`,
    `Funder ${d.positions[0]?.funder ?? d.sentTo[1]} wants landlord ${d.landlord} verified`,
  ];
  notes.forEach((n, i) => {
    doc.font('Helvetica').fontSize(7);
    doc.fillColor('#333').text(n, AX, 86 + i * 46, { width: 130 });
    s.label(`${fmtDate(d.submitted, 'mdy')}`, AX, 86 + i * 46 + 30, { size: 6, color: '#999' });
  });
  doc.fillColor('#000');
  s.label(`https://app.baseflow.io/app8Kd2/tblMerchants/${recId}`, 30, s.H - 22, { size: 6.5, color: '#888' });
  s.app.country = d.country === 'US' ? 'United States' : 'Canada';
}
