// Keystone Bridge Capital: a two-page ledger. Labels are right-aligned flush against a vertical rule, values are
// left-aligned just after it; section names run bottom-to-top in a dark margin band; some rows split one value area
// into two or three by thin rules (City | State | ZIP, Title | Ownership, SSN | DOB).
import type { Form } from './draw.ts';
import type { Merchant } from './data.ts';
import { AUTH, FREQ_LABEL, fx, ox } from './fields.ts';

const L = 70, RULE = 212, R = 570, ROW = 19;

interface Cell { key: string; label?: string; text: string; fields?: Record<string, unknown>; w?: number }

function section(f: Form, name: string, y: number, rows: Cell[][]): number {
  const h = rows.length * ROW;
  f.rect(36, y, 26, h, { fill: '#23395b' });
  f.rotated(name, 49, y + h / 2, 8);
  f.rect(L - 4, y, R - L + 4, h, { lw: 0.8 });
  f.line(RULE, y, RULE, y + h, 1.4);
  rows.forEach((cells, i) => {
    const ry = y + i * ROW;
    if (i) f.line(L - 4, ry, R, ry, 0.3, '#777');
    const labels = cells.map((c) => c.label ?? '').filter(Boolean).join(' / ');
    f.text(labels, RULE - 3, ry + 6, { size: 7.5, bold: cells.length === 1, align: 'right' });
    let x = RULE + 1;
    const total = R - RULE - 1;
    cells.forEach((c, j) => {
      const w = c.w ? total * c.w : total / cells.length;
      if (j) f.line(x, ry + 3, x, ry + ROW - 3, 0.25, '#555');
      f.value(c.key, c.text, x, ry + 1, w, ROW - 2, c.fields ?? {});
      x += w;
    });
  });
  return y + h + 10;
}

export function drawLedger(f: Form, m: Merchant): void {
  f.text('KEYSTONE BRIDGE CAPITAL', 36, 34, { size: 15, bold: true, color: '#23395b' });
  f.text('Merchant Funding Application  |  Form KB-7 (rev. 03/24)', 36, 53, { size: 8.5 });
  f.text('Submit to underwriting@keystonebridge.example  •  Fax (610) 555-0143', 576, 38, { size: 7, align: 'right' });
  f.line(36, 66, 576, 66, 2, '#23395b');
  let y = 76;
  y = section(f, 'BUSINESS', y, [
    [{ key: 'legal_name', label: 'Legal / Corporate Name', text: m.legal, fields: fx.legal(m) }],
    [{ key: 'dba', label: 'DBA', text: m.dbaPrinted, fields: fx.dba(m) }],
    [{ key: 'entity', label: 'Entity Type', text: m.entityPrinted, fields: fx.entity(m) }, { key: 'inc_state', label: 'State of Inc.', text: m.incState }],
    [{ key: 'industry', label: 'Type of Business', text: m.industryPrinted, fields: fx.industry(m) }],
    [{ key: 'tax_id', label: 'Federal Tax ID', text: m.tax?.printed ?? '', fields: fx.tax(m) }, { key: 'start', label: 'Date Established', text: m.start?.printed ?? '', fields: fx.start(m) }],
    [{ key: 'street', label: 'Business Address', text: m.street }],
    [{ key: 'city', label: 'City', text: m.city, w: 0.5 }, { key: 'state', label: 'State', text: m.region, fields: fx.region(m), w: 0.2 }, { key: 'zip', label: 'ZIP', text: m.postal, w: 0.3 }],
    [{ key: 'phone', label: 'Phone', text: m.phone }, { key: 'email', label: 'E-mail', text: m.email }],
    [{ key: 'website', label: 'Website', text: m.website ?? '' }, { key: 'employees', label: '# Employees', text: String(m.employees) }],
    [{ key: 'own_rent', label: 'Own or Rent', text: m.ownRent, w: 0.25 }, { key: 'landlord', label: 'Landlord', text: m.decoys.landlord, w: 0.45 },
      { key: 'landlord_phone', label: 'Phone', text: m.decoys.landlordPhone, w: 0.3 }],
  ]);
  const fund: Cell[][] = [
    [{ key: 'amount', label: 'Amount Requested', text: m.amount.printed, fields: fx.amount(m) }, { key: 'monthly_sales', label: 'Avg. Monthly Sales', text: m.monthlySales }],
    [{ key: 'use', label: 'Use of Proceeds', text: m.use }],
  ];
  if (m.payment) fund.push([{ key: 'payment', label: 'Payment', text: m.payment.printed, fields: fx.payment(m) },
    { key: 'frequency', label: 'Frequency', text: FREQ_LABEL[m.frequency!]!, fields: fx.freq(m) },
    { key: 'num_payments', label: '# Pmts', text: String(m.numPayments), fields: fx.count(m) }]);
  y = section(f, 'FUNDING', y, fund);
  y = section(f, 'BANK', y, [
    [{ key: 'bank', label: 'Bank Name', text: m.decoys.bank }],
    [{ key: 'routing', label: 'Routing (ABA)', text: m.decoys.routing }, { key: 'account', label: 'Account #', text: m.decoys.account }],
  ]);
  f.text('Page 1 of 2   —   Owner information and signatures on page 2', 306, 760, { size: 7, align: 'center', oblique: true });

  f.addPage();
  f.text('KEYSTONE BRIDGE CAPITAL  —  Owner / Guarantor Schedule', 36, 34, { size: 11, bold: true, color: '#23395b' });
  f.text(`Re: ${m.dba ?? m.legal}`, 576, 38, { size: 7.5, align: 'right' });
  f.line(36, 52, 576, 52, 2, '#23395b');
  y = 62;
  m.owners.forEach((o, i) => {
    const rows: Cell[][] = [
      [{ key: `owner${i + 1}_name`, label: 'Full Name', text: o.printed, fields: ox.name(o, i) }],
      [{ key: `owner${i + 1}_title`, label: 'Title', text: o.title, fields: ox.title(o, i) }, { key: `owner${i + 1}_own`, label: 'Ownership %', text: o.ownershipPrinted, fields: ox.own(o, i) }],
      [{ key: `owner${i + 1}_ssn`, label: 'SSN', text: o.tax?.printed ?? '', fields: ox.tax(o, i) }, { key: `owner${i + 1}_dob`, label: 'Date of Birth', text: o.dob?.printed ?? '', fields: ox.dob(o, i) }],
      [{ key: `owner${i + 1}_home`, label: 'Home Address', text: o.home, w: 0.7 }, { key: `owner${i + 1}_fico`, label: 'FICO', text: o.credit ? String(o.credit) : '', fields: ox.credit(o, i), w: 0.3 }],
    ];
    y = section(f, `OWNER ${i + 1}`, y, rows);
  });
  y = section(f, 'ISO', y, [[{ key: 'iso_rep', label: 'Referred by (ISO Rep)', text: m.decoys.isoRep }, { key: 'iso_phone', label: 'Rep Phone', text: m.decoys.isoPhone }]]);
  f.para(AUTH, 70, y + 4, 500);
  y += 60;
  m.owners.forEach((o, i) => {
    const sy = y + i * 34;
    f.line(70, sy + 18, 300, sy + 18, 0.6);
    f.line(330, sy + 18, 470, sy + 18, 0.6);
    f.text(`Signature — Owner ${i + 1}`, 70, sy + 21, { size: 6.5 });
    f.text('Date', 330, sy + 21, { size: 6.5 });
  });
}
