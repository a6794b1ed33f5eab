// Northwind Legend Funding (Canada): every field is a rounded fieldset whose caption sits in the box's top border;
// values are centred in wide boxes. City | Province | Postal Code share one fieldset split by thin rules. Operating
// Name (O/A), a Business Number with its program account, SIN, and a PIPEDA consent.
import type { Form } from './draw.ts';
import type { Merchant } from './data.ts';
import { FREQ_LABEL, PIPEDA, fx, ox } from './fields.ts';

const H = 24;

/** One fieldset holding one or more values split by thin rules; captions joined with a slash when split. */
function fs(f: Form, x: number, y: number, w: number, parts: { key: string; cap: string; text: string; fields?: Record<string, unknown>; w?: number }[]): void {
  f.legend(parts.map((p) => p.cap).join('  |  '), x, y, w, H, { size: 6 });
  let px = x;
  parts.forEach((p, j) => {
    const pw = p.w ? w * p.w : w / parts.length;
    if (j) f.line(px, y + 4, px, y + H - 3, 0.3, '#666');
    f.value(p.key, p.text, px + 2, y + 3, pw - 4, H - 5, p.fields ?? {}, 'center');
    px += pw;
  });
}

function band(f: Form, title: string, y: number, h: number): void {
  f.legend(title, 30, y, 552, h, { size: 8.5, inset: 14 });
}

export function drawLegend(f: Form, m: Merchant): void {
  f.rect(30, 26, 552, 40, { fill: '#0f5e59' });
  f.text('NORTHWIND', 42, 33, { size: 16, bold: true, color: '#fff' });
  f.text('LEGEND FUNDING INC.', 42, 51, { size: 8, color: '#cfe' });
  f.text('Business Cash Advance Application — Canada', 570, 36, { size: 10, bold: true, color: '#fff', align: 'right' });
  f.text('Toronto • Calgary • Halifax   |   1-888-555-0172', 570, 52, { size: 7, color: '#cfe', align: 'right' });
  let y = 84;
  const bh = 6 * (H + 10) + 10;
  band(f, 'A. BUSINESS', y, bh);
  let r = y + 12;
  fs(f, 42, r, 528, [{ key: 'legal_name', cap: 'Legal Business Name', text: m.legal, fields: fx.legal(m) }]);
  r += H + 10;
  fs(f, 42, r, 528, [{ key: 'operating_name', cap: 'Operating Name (O/A)', text: m.dbaPrinted, fields: fx.dba(m) }]);
  r += H + 10;
  fs(f, 42, r, 250, [{ key: 'bn', cap: 'Business Number (BN) incl. program account', text: m.tax?.printed ?? '', fields: fx.tax(m) }]);
  fs(f, 302, r, 268, [{ key: 'entity', cap: 'Legal Structure', text: m.entityPrinted, fields: fx.entity(m), w: 0.55 },
    { key: 'inc_juris', cap: 'Jurisdiction', text: m.incState === m.region ? m.region : 'Federal (CBCA)', w: 0.45 }]);
  r += H + 10;
  fs(f, 42, r, 330, [{ key: 'industry', cap: 'Nature of Business', text: m.industryPrinted, fields: fx.industry(m) }]);
  fs(f, 382, r, 188, [{ key: 'start', cap: 'Date Established', text: m.start?.printed ?? '', fields: fx.start(m) }]);
  r += H + 10;
  fs(f, 42, r, 528, [{ key: 'street', cap: 'Street Address (no P.O. Box)', text: m.street, w: 0.45 }, { key: 'city', cap: 'City', text: m.city, w: 0.25 },
    { key: 'province', cap: 'Prov.', text: m.region, fields: fx.region(m), w: 0.12 }, { key: 'postal', cap: 'Postal Code', text: m.postal, w: 0.18 }]);
  r += H + 10;
  fs(f, 42, r, 170, [{ key: 'phone', cap: 'Telephone', text: m.phone }]);
  fs(f, 222, r, 230, [{ key: 'email', cap: 'E-mail', text: m.email }]);
  fs(f, 462, r, 108, [{ key: 'employees', cap: 'Employees', text: String(m.employees) }]);
  y += bh + 14;

  const fh = 2 * (H + 10) + 10;
  band(f, 'B. FINANCING REQUEST', y, fh);
  r = y + 12;
  fs(f, 42, r, 260, [{ key: 'amount', cap: 'Amount Requested (CAD)', text: m.amount.printed, fields: fx.amount(m) }]);
  fs(f, 312, r, 258, [{ key: 'use', cap: 'Purpose of Funds', text: m.use }]);
  r += H + 10;
  if (m.payment) {
    fs(f, 42, r, 528, [{ key: 'payment', cap: 'Remittance', text: m.payment.printed, fields: fx.payment(m) },
      { key: 'frequency', cap: 'Schedule', text: FREQ_LABEL[m.frequency!]!, fields: fx.freq(m) },
      { key: 'num_payments', cap: 'No. of Remittances', text: String(m.numPayments), fields: fx.count(m) }]);
  } else {
    fs(f, 42, r, 528, [{ key: 'monthly_sales', cap: 'Average Monthly Deposits', text: m.monthlySales }]);
  }
  y += fh + 14;

  const oh = 10 + m.owners.length * (2 * (H + 10)) + 4;
  band(f, 'C. PRINCIPALS (all owners of 20% or more)', y, oh);
  r = y + 12;
  m.owners.forEach((o, i) => {
    fs(f, 42, r, 300, [{ key: `owner${i + 1}_name`, cap: `Principal ${i + 1} — Full Name`, text: o.printed, fields: ox.name(o, i) }]);
    fs(f, 352, r, 218, [{ key: `owner${i + 1}_title`, cap: 'Position', text: o.title, fields: ox.title(o, i), w: 0.6 },
      { key: `owner${i + 1}_own`, cap: '% Owned', text: o.ownershipPrinted, fields: ox.own(o, i), w: 0.4 }]);
    r += H + 10;
    fs(f, 42, r, 150, [{ key: `owner${i + 1}_sin`, cap: 'SIN', text: o.tax?.printed ?? '', fields: ox.tax(o, i) }]);
    fs(f, 202, r, 130, [{ key: `owner${i + 1}_dob`, cap: 'Date of Birth', text: o.dob?.printed ?? '', fields: ox.dob(o, i) }]);
    fs(f, 342, r, 228, [{ key: `owner${i + 1}_home`, cap: 'Home Address', text: o.home }]);
    r += H + 10;
  });
  y += oh + 14;
  if (y > 600) { f.addPage(); y = 40; }
  band(f, 'D. REFERENCES & REPRESENTATIVE', y, 46);
  fs(f, 42, y + 12, 170, [{ key: 'trade_ref1', cap: 'Trade Reference 1', text: m.decoys.refs[0]! }]);
  fs(f, 222, y + 12, 170, [{ key: 'trade_ref2', cap: 'Trade Reference 2', text: m.decoys.refs[1]! }]);
  fs(f, 402, y + 12, 168, [{ key: 'iso_rep', cap: 'Submitted by (Agent)', text: m.decoys.isoRep }]);
  y += 60;
  f.text('PIPEDA CONSENT', 30, y, { size: 7.5, bold: true });
  f.para(PIPEDA, 30, y + 10, 552, 6.5);
  y += 42;
  f.line(30, y + 16, 260, y + 16);
  f.line(300, y + 16, 420, y + 16);
  f.text('Signature of Principal', 30, y + 19, { size: 6.5 });
  f.text('Date (YYYY-MM-DD)', 300, y + 19, { size: 6.5 });
}
