// Cedar & Quill Funding Group: a dense one-page grid. Many boxes hold two fields split by a thin rule, each half with
// its own tiny caption in the top-left corner; money and names are centred in wide boxes; owners run side by side in
// columns; a tinted "office use" strip carries the ISO and bank numbers (decoys).
import type { Form } from './draw.ts';
import type { Merchant } from './data.ts';
import { AUTH, FREQ_LABEL, fx, ox } from './fields.ts';

const X0 = 32, X1 = 580, H = 26;
type Part = { key: string; cap: string; text: string; fields?: Record<string, unknown>; w?: number; align?: 'left' | 'center' };

function cell(f: Form, y: number, parts: Part[], x0 = X0, x1 = X1): void {
  f.rect(x0, y, x1 - x0, H, { lw: 0.8 });
  let x = x0;
  parts.forEach((p, j) => {
    const w = (p.w ?? 1 / parts.length) * (x1 - x0);
    if (j) f.line(x, y + 2, x, y + H - 2, 0.25, '#444');
    f.text(p.cap, x + 3, y + 2, { size: 5.5, color: '#333' });
    f.value(p.key, p.text, x + 1, y + 8, w - 2, H - 9, p.fields ?? {}, p.align ?? 'left');
    x += w;
  });
}

function strip(f: Form, t: string, y: number): number {
  f.rect(X0, y, X1 - X0, 12, { fill: '#7a4b1e' });
  f.text(t, X0 + 6, y + 2.5, { size: 7.5, bold: true, color: '#fff' });
  return y + 12;
}

export function drawGrid(f: Form, m: Merchant): void {
  f.text('Cedar & Quill', X0, 28, { size: 20, bold: true, color: '#7a4b1e' });
  f.text('FUNDING GROUP', X0 + 2, 50, { size: 7.5, color: '#7a4b1e' });
  f.text('SMALL BUSINESS CAPITAL APPLICATION', X1, 30, { size: 10, bold: true, align: 'right' });
  f.text('Please print clearly. Incomplete applications delay funding.', X1, 44, { size: 6.5, align: 'right', oblique: true });
  let y = strip(f, 'BUSINESS PROFILE', 64);
  cell(f, y, [{ key: 'legal_name', cap: 'LEGAL BUSINESS NAME', text: m.legal, fields: fx.legal(m), align: 'center' }]); y += H;
  cell(f, y, [{ key: 'dba', cap: 'D/B/A', text: m.dbaPrinted, fields: fx.dba(m), w: 0.6 }, { key: 'entity', cap: 'ENTITY TYPE', text: m.entityPrinted, fields: fx.entity(m), w: 0.4 }]); y += H;
  cell(f, y, [{ key: 'tax_id', cap: 'FEDERAL TAX ID / EIN', text: m.tax?.printed ?? '', fields: fx.tax(m), w: 0.35 },
    { key: 'start', cap: 'BUSINESS START DATE', text: m.start?.printed ?? '', fields: fx.start(m), w: 0.35 },
    { key: 'inc_state', cap: 'STATE OF INC.', text: m.incState, w: 0.3 }]); y += H;
  cell(f, y, [{ key: 'industry', cap: 'INDUSTRY / DESCRIPTION OF BUSINESS', text: m.industryPrinted, fields: fx.industry(m), w: 0.7 },
    { key: 'employees', cap: 'EMPLOYEES', text: String(m.employees), w: 0.3, align: 'center' }]); y += H;
  cell(f, y, [{ key: 'street', cap: 'PHYSICAL ADDRESS', text: m.street, w: 0.42 }, { key: 'city', cap: 'CITY', text: m.city, w: 0.26 },
    { key: 'state', cap: 'ST', text: m.region, fields: fx.region(m), w: 0.12, align: 'center' }, { key: 'zip', cap: 'ZIP', text: m.postal, w: 0.2 }]); y += H;
  cell(f, y, [{ key: 'phone', cap: 'BUSINESS PHONE', text: m.phone, w: 0.3 }, { key: 'email', cap: 'E-MAIL', text: m.email, w: 0.4 },
    { key: 'website', cap: 'WEBSITE', text: m.website ?? '', w: 0.3 }]); y += H;
  cell(f, y, [{ key: 'own_rent', cap: 'OWN / RENT', text: m.ownRent, w: 0.18, align: 'center' }, { key: 'landlord', cap: 'LANDLORD NAME', text: m.decoys.landlord, w: 0.52 },
    { key: 'landlord_phone', cap: 'LANDLORD PHONE', text: m.decoys.landlordPhone, w: 0.3 }]); y += H + 6;

  y = strip(f, 'FUNDING REQUEST', y);
  cell(f, y, [{ key: 'amount', cap: 'AMOUNT REQUESTED', text: m.amount.printed, fields: fx.amount(m), w: 0.5, align: 'center' },
    { key: 'use', cap: 'USE OF FUNDS', text: m.use, w: 0.5 }]); y += H;
  cell(f, y, [{ key: 'payment', cap: 'DESIRED PAYMENT', text: m.payment?.printed ?? '', fields: fx.payment(m), w: 0.3, align: 'center' },
    { key: 'frequency', cap: 'FREQUENCY', text: m.frequency ? FREQ_LABEL[m.frequency]! : '', fields: fx.freq(m), w: 0.2, align: 'center' },
    { key: 'num_payments', cap: '# PAYMENTS', text: m.numPayments ? String(m.numPayments) : '', fields: fx.count(m), w: 0.2, align: 'center' },
    { key: 'monthly_sales', cap: 'GROSS MONTHLY SALES', text: m.monthlySales, w: 0.3, align: 'center' }]); y += H;
  const fu = m.decoys.funders[0];
  cell(f, y, [{ key: 'funder1', cap: 'CURRENT ADVANCE WITH (FUNDER)', text: fu?.name ?? 'None', w: 0.5 },
    { key: 'funder1_balance', cap: 'BALANCE', text: fu?.balance ?? '', w: 0.25, align: 'center' },
    { key: 'funder1_payment', cap: 'DAILY PMT', text: fu?.payment ?? '', w: 0.25, align: 'center' }]); y += H + 6;

  y = strip(f, 'OWNERSHIP  (list every owner of 20% or more)', y);
  const n = m.owners.length;
  const cw = (X1 - X0) / n;
  const rows: [string, (i: number) => Part][] = [
    ['NAME', (i) => ({ key: `owner${i + 1}_name`, cap: `OWNER ${i + 1} NAME`, text: m.owners[i]!.printed, fields: ox.name(m.owners[i]!, i), align: 'center' })],
    ['TITLE', (i) => ({ key: `owner${i + 1}_title`, cap: 'TITLE', text: m.owners[i]!.title, fields: ox.title(m.owners[i]!, i), w: 0.6 })],
    ['SSN', (i) => ({ key: `owner${i + 1}_ssn`, cap: 'SSN', text: m.owners[i]!.tax?.printed ?? '', fields: ox.tax(m.owners[i]!, i), w: 0.55 })],
    ['HOME', (i) => ({ key: `owner${i + 1}_home`, cap: 'HOME ADDRESS', text: m.owners[i]!.home })],
  ];
  for (const [name, mk] of rows) {
    for (let i = 0; i < n; i++) {
      const o = m.owners[i]!;
      const p = mk(i);
      const parts: Part[] = name === 'TITLE' ? [p, { key: `owner${i + 1}_own`, cap: '% OWNED', text: o.ownershipPrinted, fields: ox.own(o, i), w: 0.4, align: 'center' }]
        : name === 'SSN' ? [p, { key: `owner${i + 1}_dob`, cap: 'DOB', text: o.dob?.printed ?? '', fields: ox.dob(o, i), w: 0.45 }] : [p];
      if (name === 'HOME') { p.w = 0.72; parts.push({ key: `owner${i + 1}_fico`, cap: 'FICO', text: o.credit ? String(o.credit) : '', fields: ox.credit(o, i), w: 0.28, align: 'center' }); }
      cell(f, y, parts, X0 + i * cw, X0 + (i + 1) * cw);
    }
    y += H;
  }
  y += 6;
  f.rect(X0, y, X1 - X0, 2 * H + 14, { fill: '#f1e8dc' });
  f.text('OFFICE USE ONLY — DO NOT COMPLETE', X0 + 6, y + 3, { size: 6.5, bold: true, color: '#7a4b1e' });
  y += 12;
  cell(f, y, [{ key: 'iso_rep', cap: 'ISO / SALES REP', text: m.decoys.isoRep, w: 0.4 }, { key: 'iso_phone', cap: 'REP PHONE', text: m.decoys.isoPhone, w: 0.3 },
    { key: 'bank', cap: 'BANK', text: m.decoys.bank, w: 0.3 }]); y += H;
  cell(f, y, [{ key: 'routing', cap: 'ROUTING #', text: m.decoys.routing, w: 0.5 }, { key: 'account', cap: 'ACCOUNT #', text: m.decoys.account, w: 0.5 }]);
  y += H + 10;
  f.para(AUTH, X0, y, X1 - X0, 6);
  y += 44;
  f.line(X0, y + 14, 300, y + 14);
  f.line(340, y + 14, 480, y + 14);
  f.text('Owner signature', X0, y + 17, { size: 6 });
  f.text('Date', 340, y + 17, { size: 6 });
}
