// Layout "summit": Summit Row Capital, a three-page form of two-column tables (shaded label cells on the left),
// an entity checkbox grid, owners as the columns of one table (with the holding company each holds through),
// a schedule of locations, existing funding and trade references on the last page.
import type { Canvas } from '../canvas.ts';
import type { Model } from '../model.ts';
import { A, AUTH, FREQ_LABELS, einFields, oDob, oName, oPct, oRole, oScore, oTax, oneLine, pctText, signatures, stateFields, type Fields } from '../parts.ts';

const L = 'LibSans', LB = 'LibSansBold', X0 = 48, WW = 516, LW = 150, RH = 20;

function kv(c: Canvas, y: number, label: string, key: string, text: string, fields: Fields = {}): number {
  c.rect(X0, y, LW, RH, { fill: '#e6e6ea', stroke: '#7a7a86' });
  c.rect(X0 + LW, y, WW - LW, RH, { stroke: '#7a7a86' });
  c.text(label, X0 + 5, y + 6, { font: L, size: 7.8 });
  c.value(key, text, X0 + LW + 6, y + 5.5, WW - LW - 12, { fields, size: 9.5 });
  return y + RH;
}
function title(c: Canvas, t: string, y: number): number {
  c.rect(X0, y, WW, 16, { fill: '#3b3b58' });
  c.text(t, X0 + 6, y + 4, { font: LB, size: 8.5, color: '#fff' });
  return y + 16;
}
function footer(c: Canvas, p: number): void {
  c.text(`Summit Row Capital  -  Merchant Application v7.2  -  Page ${p} of 3  -  Initials: ______`, X0, 762, { font: L, size: 7, color: '#666' });
}

export function drawSummit(c: Canvas, m: Model): void {
  c.text('SUMMIT ROW', X0, 36, { font: LB, size: 18, color: '#3b3b58' });
  c.text('C A P I T A L', X0 + 2, 57, { font: L, size: 8, color: '#3b3b58' });
  c.text('MERCHANT APPLICATION', 380, 40, { font: LB, size: 12 });
  c.text('Per-location application for franchised units', 380, 56, { font: L, size: 7.5, color: '#555' });
  let y = title(c, 'A.  APPLICANT BUSINESS (THIS LOCATION)', 80);
  y = kv(c, y, 'Legal Business Name', 'legal_name', m.legal, A('legal_name', m.legal));
  y = kv(c, y, 'DBA (Franchise Brand)', 'dba', m.dba, A('trade_name', m.trade));
  c.rect(X0, y, LW, RH * 2, { fill: '#e6e6ea', stroke: '#7a7a86' });
  c.rect(X0 + LW, y, WW - LW, RH * 2, { stroke: '#7a7a86' });
  c.text('Legal Entity', X0 + 5, y + 6, { font: L, size: 7.8 });
  const opts = ['C-Corp', 'S-Corp', 'LLC', 'LP', 'Partnership', 'Sole Prop', 'Non-Profit'];
  const want = ({ Corporation: 'C-Corp', 'S Corp': 'S-Corp' } as Record<string, string>)[m.entityBox] ?? m.entityBox;
  opts.forEach((o, i) => {
    const x = X0 + LW + 8 + (i % 4) * 88, yy = y + 5 + Math.floor(i / 4) * 17;
    c.check(`entity_${o.replace(/[^A-Za-z]/g, '').toLowerCase()}`, o, x, yy, o === want, A('type_of_entity', m.entityId));
    c.text(o, x + 12, yy, { font: L, size: 8 });
  });
  y += RH * 2;
  y = kv(c, y, 'Federal Tax ID (EIN)', 'ein', m.ein.text, einFields(m));
  y = kv(c, y, 'Date Business Established', 'start', m.start?.text ?? '', A('business_start_date', m.start?.value ?? null));
  y = kv(c, y, 'State of Incorporation', 'inc_state', m.incState);
  y = kv(c, y, 'Industry / Type of Business', 'kind', m.kind, A('industry', m.industry));
  y = kv(c, y, 'Location Address', 'address', oneLine(m.addr), stateFields(m));
  y = kv(c, y, 'Business Phone', 'phone', m.phone);
  y = kv(c, y, 'Business E-mail', 'email', m.email ?? '');
  y = kv(c, y, 'Website', 'website', m.website ?? '');
  y = kv(c, y, 'Number of Employees', 'employees', m.employees);
  y = title(c, 'B.  FRANCHISE & CORPORATE STRUCTURE', y + 12);
  y = kv(c, y, 'Franchisor', 'franchisor', m.brand.franchisor);
  y = kv(c, y, 'Store / Unit Number', 'store_no', `#${m.storeNo}`);
  y = kv(c, y, 'Franchise Fee Paid', 'fee', m.franchiseFee);
  y = kv(c, y, 'Royalty / Ad Fund', 'royalty', `${m.royalty} / 2%`);
  y = kv(c, y, 'Parent / Holding Company', 'holding', m.holding ? `${m.holding.name} (EIN ${m.holding.ein})` : 'None');
  y = kv(c, y, 'Premises', 'premises', `Leased from ${m.landlord.name}, ${m.landlord.rent}/mo`);
  footer(c, 1);
  c.newPage();
  y = title(c, 'C.  OWNERS & GUARANTORS', 40);
  const n = Math.max(2, m.owners.length), cw = (WW - LW) / n;
  const rows: [string, (i: number) => [string, Fields]][] = [
    ['Full Name', (i) => [m.owners[i]!.name, oName(i, m.owners[i]!)]],
    ['Title', (i) => [m.owners[i]!.role, oRole(i, m.owners[i]!)]],
    ['Ownership % of Applicant', (i) => [pctText(m.owners[i]!, 0), oPct(i, m.owners[i]!)]],
    ['Held Through', (i) => [m.holding && i === 0 ? m.holding.name : 'Direct', {}]],
    ['SSN / ITIN', (i) => [m.owners[i]!.tax.text, oTax(i, m.owners[i]!)]],
    ['Date of Birth', (i) => [m.owners[i]!.dob?.text ?? '', oDob(i, m.owners[i]!)]],
    ['Home Street', (i) => [m.owners[i]!.home.street, {}]],
    ['City, State, Zip', (i) => [`${m.owners[i]!.home.city}, ${m.owners[i]!.home.state} ${m.owners[i]!.home.zip}`, {}]],
    ['Mobile Phone', (i) => [m.owners[i]!.phone, {}]],
    ['E-mail', (i) => [m.owners[i]!.email ?? '', {}]],
    ['FICO Score (if known)', (i) => [m.owners[i]!.score ? String(m.owners[i]!.score) : '', oScore(i, m.owners[i]!)]],
  ];
  c.rect(X0, y, LW, RH, { fill: '#c9c9d3', stroke: '#7a7a86' });
  for (let i = 0; i < n; i++) { c.rect(X0 + LW + i * cw, y, cw, RH, { fill: '#c9c9d3', stroke: '#7a7a86' }); c.text(`Owner ${i + 1}`, X0 + LW + i * cw + 5, y + 6, { font: LB, size: 8 }); }
  y += RH;
  rows.forEach(([label, get], r) => {
    c.rect(X0, y, LW, RH, { fill: '#e6e6ea', stroke: '#7a7a86' });
    c.text(label, X0 + 5, y + 6, { font: L, size: 7.8 });
    for (let i = 0; i < n; i++) {
      c.rect(X0 + LW + i * cw, y, cw, RH, { stroke: '#7a7a86' });
      if (i < m.owners.length) { const [t, f] = get(i); c.value(`o${i}_r${r}`, t, X0 + LW + i * cw + 4, y + 5.5, cw - 8, { fields: f, size: 8.5 }); }
    }
    y += RH;
  });
  y = title(c, 'D.  FUNDING TERMS REQUESTED', y + 14);
  y = kv(c, y, 'Requested Funding Amount', 'amount', m.amount?.text ?? '', A('requested_amount', m.amount?.value ?? null));
  y = kv(c, y, 'Estimated Payment', 'payment', m.payment?.text ?? '', A('requested_payment', m.payment?.value ?? null));
  y = kv(c, y, 'Number of Payments', 'n_payments', m.nPayments ? String(m.nPayments) : '', A('number_of_payments', m.nPayments));
  c.rect(X0, y, LW, RH, { fill: '#e6e6ea', stroke: '#7a7a86' });
  c.rect(X0 + LW, y, WW - LW, RH, { stroke: '#7a7a86' });
  c.text('Payment Frequency', X0 + 5, y + 6, { font: L, size: 7.8 });
  FREQ_LABELS.forEach(([k, l], i) => {
    const x = X0 + LW + 8 + i * 82;
    c.check(`freq_${k}`, l, x, y + 6, m.freq === k, A('payment_frequency', k));
    c.text(l, x + 12, y + 6, { font: L, size: 8 });
  });
  y += RH;
  y = kv(c, y, 'Purpose of Funds', 'use', m.use);
  y = kv(c, y, 'Average Monthly Sales', 'monthly_sales', m.monthlySales);
  footer(c, 2);
  c.newPage();
  y = title(c, 'E.  SCHEDULE OF ALL LOCATIONS UNDER COMMON OWNERSHIP (OTHER THAN APPLICANT)', 40);
  for (const [i, l] of m.locations.entries()) y = kv(c, y, `Location ${l.store}`, `loc${i}`, `${oneLine(l.addr)}  (opened ${l.opened})`);
  y = title(c, 'F.  EXISTING FUNDING & REFERENCES', y + 12);
  if (!m.advances.length) y = kv(c, y, 'Existing MCA / Loans', 'adv_none', 'None');
  for (const [i, a] of m.advances.entries()) y = kv(c, y, `Existing MCA ${i + 1}`, `adv${i}`, `${a.funder} - bal. ${a.balance} - pmt ${a.payment}/day`);
  y = kv(c, y, 'Business Bank', 'bank', `${m.bank.name}  ABA ${m.bank.routing}  Acct ${m.bank.account}`);
  for (const [i, r] of m.refs.entries()) y = kv(c, y, `Trade Reference ${i + 1}`, `ref${i}`, `${r.name}  ${r.phone}`);
  y = kv(c, y, 'Landlord Contact', 'landlord', `${m.landlord.name}  ${m.landlord.phone}`);
  y = title(c, 'G.  AUTHORIZATION', y + 12);
  y = c.text(AUTH, X0, y + 4, { font: L, size: 7, width: WW, wrap: true, color: '#333' });
  y = signatures(c, m, X0, y + 4, WW, L);
  y = title(c, 'ISO / BROKER OF RECORD', y + 10);
  y = kv(c, y, 'Representative', 'rep', `${m.rep.name}  ${m.rep.phone}  ${m.rep.iso}`);
  footer(c, 3);
}
