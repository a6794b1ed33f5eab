// Layout "beacon": Beacon Multi-Unit Funding, one application for a whole operating group. Serif labels beside
// underlined values, the funding request first, a unit schedule whose entities, store numbers and addresses are
// all decoys (the applicant is the group; its principal office is the business address), two pages.
import type { Canvas } from '../canvas.ts';
import type { Model } from '../model.ts';
import { A, AUTH, FREQ_LABELS, einFields, oDob, oName, oPct, oRole, oScore, oTax, pctText, signatures, stateFields, type Fields } from '../parts.ts';

const L = 'Times-Roman', LB = 'Times-Bold', X0 = 46, WW = 520;

/** "Label: ________" with the value on the line; returns the x where the line ends. */
function lv(c: Canvas, label: string, x: number, y: number, w: number, key: string, text: string, fields: Fields = {}): number {
  c.text(label, x, y + 2, { font: L, size: 8.5 });
  const lw = c.doc.font(L).fontSize(8.5).widthOfString(label) + 4;
  c.line(x + lw, y + 11.5, x + w - 6, y + 11.5, 0.5);
  c.value(key, text, x + lw + 2, y + 1, w - lw - 10, { fields, size: 9 });
  return x + w;
}
function head(c: Canvas, t: string, y: number): number {
  c.text(t, X0, y, { font: LB, size: 10, color: '#14305c' });
  c.line(X0, y + 12, X0 + WW, y + 12, 1.2, '#14305c');
  return y + 18;
}

export function drawBeacon(c: Canvas, m: Model): void {
  c.text('Beacon Multi-Unit Funding', X0, 34, { font: 'Times-BoldItalic', size: 20, color: '#14305c' });
  c.text('MULTI-UNIT OPERATOR APPLICATION  -  ONE APPLICATION FOR THE OPERATING GROUP', X0, 58, { font: L, size: 8.5 });
  c.text('Beacon Multi-Unit Funding LLC  -  410 Harbor Point, Baltimore MD  -  deals@beaconmuf.example', X0, 70, { font: L, size: 7.5, color: '#555' });
  c.line(X0, 82, X0 + WW, 82, 2, '#14305c');
  let y = head(c, 'I.  Funding Request', 92);
  const f = m.freq ? FREQ_LABELS.find(([k]) => k === m.freq)![1] : '';
  lv(c, 'Amount Requested:', X0, y, 200, 'amount', m.amount?.text ?? '', A('requested_amount', m.amount?.value ?? null));
  lv(c, 'Proposed Payment:', X0 + 200, y, 170, 'payment', m.payment?.text ?? '', A('requested_payment', m.payment?.value ?? null));
  lv(c, 'Frequency:', X0 + 370, y, 150, 'freq', f, A('payment_frequency', m.freq));
  y += 20;
  lv(c, 'No. of Payments:', X0, y, 150, 'n_payments', m.nPayments ? String(m.nPayments) : '', A('number_of_payments', m.nPayments));
  lv(c, 'Use of Funds:', X0 + 150, y, 370, 'use', m.use);
  y = head(c, 'II.  Operating Group (Applicant)', y + 28);
  lv(c, 'Legal Name of Operating Group:', X0, y, 340, 'legal_name', m.legal, A('legal_name', m.legal));
  lv(c, 'Entity:', X0 + 340, y, 180, 'entity', m.entityText, A('type_of_entity', m.entityId));
  y += 20;
  lv(c, 'Trade Name / Brand Operated (DBA):', X0, y, 340, 'dba', m.dba, A('trade_name', m.trade));
  lv(c, 'Tax ID (EIN):', X0 + 340, y, 180, 'ein', m.ein.text, einFields(m));
  y += 20;
  lv(c, 'Principal Office:', X0, y, 300, 'street', m.addr.street);
  lv(c, 'City:', X0 + 300, y, 110, 'city', m.addr.city);
  lv(c, 'St:', X0 + 410, y, 45, 'state', m.addr.state, stateFields(m));
  lv(c, 'Zip:', X0 + 455, y, 65, 'zip', m.addr.zip);
  y += 20;
  const yb = c.look.chance(0.4);
  lv(c, yb ? 'Years in Business:' : 'Date Established:', X0, y, 170, 'start', yb ? m.years : m.start?.text ?? '', yb ? {} : A('business_start_date', m.start?.value ?? null));
  lv(c, 'State of Organization:', X0 + 170, y, 150, 'inc_state', m.incState);
  lv(c, 'Total Employees (all units):', X0 + 320, y, 200, 'employees', m.employees);
  y += 20;
  lv(c, 'Nature of Business:', X0, y, 300, 'kind', m.kind, A('industry', m.industry));
  lv(c, 'Office Phone:', X0 + 300, y, 220, 'phone', m.phone);
  y += 20;
  lv(c, 'E-mail:', X0, y, 260, 'email', m.email ?? '');
  lv(c, 'Parent / Holding Co.:', X0 + 260, y, 260, 'holding', m.holding?.name ?? '');
  y = head(c, 'III.  Franchise System', y + 28);
  lv(c, 'Franchisor:', X0, y, 300, 'franchisor', m.brand.franchisor);
  lv(c, 'Franchisor Phone:', X0 + 300, y, 220, 'franchisor_phone', m.franchisorPhone);
  y += 20;
  lv(c, 'Area Development Agreement Date:', X0, y, 260, 'ada_date', m.agreementDate);
  lv(c, 'Franchise Fee per Unit:', X0 + 260, y, 150, 'fee', m.franchiseFee);
  lv(c, 'Royalty:', X0 + 410, y, 110, 'royalty', m.royalty);
  y = head(c, `IV.  Schedule of Units (${m.locations.length} units)`, y + 28);
  const cols: [string, number][] = [['Store', 42], ['Unit Entity', 130], ['Street', 150], ['City, State Zip', 118], ['Opened', 40], ['Mo. Sales', 40]];
  let x = X0;
  for (const [h, w] of cols) { c.text(h, x + 2, y, { font: LB, size: 7.5 }); x += w; }
  c.line(X0, y + 10, X0 + WW, y + 10, 0.8);
  y += 13;
  m.locations.forEach((l, i) => {
    const vals = [l.store, l.entity, l.addr.street, `${l.addr.city}, ${l.addr.state} ${l.addr.zip}`, l.opened, l.sales];
    let cx = X0;
    cols.forEach(([, w], k) => { c.value(`unit${i}_${k}`, vals[k]!, cx + 2, y, w - 3, { size: 7.5 }); cx += w; });
    c.line(X0, y + 11, X0 + WW, y + 11, 0.3, '#888');
    y += 14;
  });
  c.text('Beacon Multi-Unit Funding  |  Group Application  |  Page 1', X0, 760, { font: L, size: 7, color: '#666' });
  c.newPage();
  y = head(c, 'V.  Principals (owners of 20% or more of the operating group)', 46);
  m.owners.forEach((o, i) => {
    c.text(`${i + 1}.`, X0, y + 2, { font: LB, size: 9 });
    lv(c, 'Name:', X0 + 12, y, 250, `o${i}_name`, o.name, oName(i, o));
    lv(c, 'Title:', X0 + 262, y, 150, `o${i}_title`, o.role, oRole(i, o));
    lv(c, 'Own %:', X0 + 412, y, 108, `o${i}_pct`, pctText(o, 1), oPct(i, o));
    y += 19;
    lv(c, 'SSN / ITIN:', X0 + 12, y, 170, `o${i}_ssn`, o.tax.text, oTax(i, o));
    lv(c, 'DOB:', X0 + 182, y, 120, `o${i}_dob`, o.dob?.text ?? '', oDob(i, o));
    lv(c, 'FICO (self-reported):', X0 + 302, y, 130, `o${i}_score`, o.score ? String(o.score) : '', oScore(i, o));
    lv(c, 'Cell:', X0 + 432, y, 88, `o${i}_phone`, o.phone);
    y += 19;
    lv(c, 'Residence:', X0 + 12, y, 508, `o${i}_home`, `${o.home.street}, ${o.home.city}, ${o.home.state} ${o.home.zip}`);
    y += 26;
  });
  y = head(c, 'VI.  Banking, References & Existing Financing', y + 4);
  lv(c, 'Bank:', X0, y, 180, 'bank', m.bank.name);
  lv(c, 'Routing:', X0 + 180, y, 150, 'routing', m.bank.routing);
  lv(c, 'Account:', X0 + 330, y, 190, 'account', m.bank.account);
  y += 20;
  m.refs.forEach((r, i) => { lv(c, `Trade Reference ${i + 1}:`, X0, y, 300, `ref${i}`, r.name); lv(c, 'Phone:', X0 + 300, y, 220, `ref${i}_phone`, r.phone); y += 20; });
  const adv = m.advances[0];
  lv(c, 'Current Advance With:', X0, y, 230, 'adv_funder', adv?.funder ?? 'None');
  lv(c, 'Balance:', X0 + 230, y, 140, 'adv_bal', adv?.balance ?? '');
  lv(c, 'Payment:', X0 + 370, y, 150, 'adv_pay', adv?.payment ?? '');
  y = head(c, 'VII.  Certification', y + 30);
  y = c.text(AUTH, X0, y, { font: L, size: 7.5, width: WW, wrap: true, color: '#222' });
  y = signatures(c, m, X0, y + 6, WW, L);
  c.rect(X0, y + 12, WW, 34, { stroke: '#14305c', lw: 0.8 });
  c.text('Submitting ISO (office use)', X0 + 4, y + 15, { font: LB, size: 7.5, color: '#14305c' });
  lv(c, 'Rep:', X0 + 4, y + 28, 200, 'rep', m.rep.name);
  lv(c, 'Phone:', X0 + 204, y + 28, 160, 'rep_phone', m.rep.phone);
  lv(c, 'ISO #:', X0 + 364, y + 28, 150, 'iso', m.rep.iso);
  c.text('Beacon Multi-Unit Funding  |  Group Application  |  Page 2', X0, 760, { font: L, size: 7, color: '#666' });
}
