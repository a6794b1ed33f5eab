// Apex Business Funding: two pages of dark section bands with white titles, label cells shaded grey beside white
// value cells, two pairs a row. The owners are one table (a row per owner, up to four), their home addresses a
// second table under it; payment schedule and entity as checkbox rows.
import type { Model } from './model.ts';
import { authorization, entityRow, frequencyRow, ownRentRow, signatureBlock } from './parts.ts';
import type { Item, Sheet } from './sheet.ts';
import { CHECKS_A } from './formats.ts';

const BROKER = 'Apex Business Funding';
const X0 = 36, W = 540, ROW = 19, LABEL_W = 105, NAVY = '#1f3a5f', GREY = '#e4e7ec';

type Fill = (x: number, y: number, w: number, h: number) => void;
type Pair = [label: string, fill?: Fill];

function band(s: Sheet, y: number, title: string): number {
  s.rect(X0, y, W, 15, { fill: NAVY });
  s.text(title, X0 + 6, y + 4, { size: 8, font: 'Helvetica-Bold', color: '#fff' });
  return y + 15;
}

/** One row of label/value pairs; one pair spans the whole row. */
function row(s: Sheet, y: number, pairs: Pair[]): number {
  const pw = W / pairs.length;
  pairs.forEach(([label, fill], i) => {
    const x = X0 + i * pw;
    s.rect(x, y, LABEL_W, ROW, { fill: GREY });
    s.rect(x, y, pw, ROW, { lw: 0.4, stroke: '#8a94a6' });
    s.line(x + LABEL_W, y, x + LABEL_W, y + ROW, 0.4, '#8a94a6');
    s.text(label, x + 4, y + 6, { size: 7, color: '#1a1a1a' });
    fill?.(x + LABEL_W + 1, y + 2, pw - LABEL_W - 2, ROW - 4);
  });
  return y + ROW;
}

/** A table: a shaded header row, then rows of cells. */
function table(s: Sheet, y: number, cols: [string, number][], rows: (Fill | null)[][], h = 17): number {
  let x = X0;
  for (const [label, w] of cols) {
    s.rect(x, y, w, 13, { fill: GREY });
    s.rect(x, y, w, 13, { lw: 0.4, stroke: '#8a94a6' });
    s.text(label, x + 3, y + 3.5, { size: 6.5, font: 'Helvetica-Bold' });
    x += w;
  }
  y += 13;
  for (const cells of rows) {
    x = X0;
    cols.forEach(([, w], c) => {
      s.rect(x, y, w, h, { lw: 0.4, stroke: '#8a94a6' });
      cells[c]?.(x + 1, y + 1.5, w - 2, h - 3);
      x += w;
    });
    y += h;
  }
  return y;
}

const v = (s: Sheet, key: string, item: Item | null): Fill => (x, y, w, h) => s.fill(key, item, x, y, w, h, 9);
const d = (s: Sheet, key: string, text: string | null): Fill => (x, y, w, h) => s.decoy(key, text, x, y, w, h, 9);

function header(s: Sheet, page: number): void {
  s.rect(X0, 28, 64, 30, { fill: NAVY });
  s.text('APEX', X0 + 8, 35, { size: 15, font: 'Helvetica-Bold', color: '#fff' });
  s.text('Business Funding', X0 + 72, 32, { size: 13, font: 'Helvetica-Bold', color: NAVY });
  s.printedDecoy(`broker_address_p${page}`, '2150 N. Glenville Dr, Suite 110, Richardson, TX 75082', X0 + 72, 49, { size: 7 });
  s.text(page === 1 ? 'APPLICATION FOR BUSINESS FUNDING' : 'APPLICATION (continued)', 380, 34, { size: 9, font: 'Helvetica-Bold', width: 196, align: 'right' });
  s.text(`Page ${page} of 2`, 380, 47, { size: 7, width: 196, align: 'right' });
}

function pageOne(s: Sheet, m: Model): void {
  header(s, 1);
  let y = band(s, 70, 'COMPANY INFORMATION');
  y = row(s, y, [['Legal Business Name', v(s, 'legal_name', m.legal)]]);
  y = row(s, y, [['Doing Business As', v(s, 'dba', m.dba)]]);
  y = row(s, y, [['Street Address', d(s, 'business_street', m.street)]]);
  y = row(s, y, [['City', d(s, 'business_city', m.city)], ['State', v(s, 'business_state', m.state)]]);
  y = row(s, y, [['Zip Code', d(s, 'business_zip', m.zip)], ['Business Phone', d(s, 'business_phone', m.phone)]]);
  y = row(s, y, [['Federal Tax ID', v(s, 'tax_id', m.taxId)], ['Date Established', v(s, 'start_date', m.start)]]);
  y = row(s, y, [['Industry', v(s, 'industry', m.industry)], ['Website', d(s, 'website', m.website)]]);
  y = row(s, y, [['State of Incorporation', d(s, 'incorporation_state', m.incState)], ['No. of Employees', d(s, 'employees', m.employees)]]);
  s.rect(X0, y, W, 20, { lw: 0.4, stroke: '#8a94a6' });
  s.text('Entity:', X0 + 4, y + 6.5, { size: 7, font: 'Helvetica-Bold' });
  entityRow(s, m, CHECKS_A, m.entity.a, X0 + 36, y + 6.5, X0 + W - 6);
  y = band(s, y + 28, 'FUNDING REQUEST');
  y = row(s, y, [['Amount Requested', v(s, 'requested_amount', m.amount)], ['Use of Proceeds', d(s, 'use_of_funds', m.useOfFunds)]]);
  y = row(s, y, [['Payment Amount', v(s, 'requested_payment', m.payment)], ['Number of Payments', v(s, 'number_of_payments', m.count)]]);
  s.rect(X0, y, W, 20, { lw: 0.4, stroke: '#8a94a6' });
  s.text('Payment Schedule:', X0 + 4, y + 6.5, { size: 7, font: 'Helvetica-Bold' });
  frequencyRow(s, m, X0 + 80, y + 6.5, 7, true);
  y = row(s, y + 20, [['Avg. Monthly Deposits', d(s, 'monthly_sales', m.monthlySales)], ['Annual Sales', d(s, 'annual_sales', m.annualRevenue)]]);
  y = band(s, y + 8, 'OWNERSHIP (list every owner of 20% or more)');
  const cols: [string, number][] = [['Owner Name', 142], ['Title', 78], ['Own %', 42], ['SSN', 82], ['Date of Birth', 80], ['FICO', 40], ['Cell Phone', 76]];
  y = table(s, y, cols, [0, 1, 2, 3].map((i) => {
    const o = m.owners[i];
    const k = `owner${i + 1}`;
    return [v(s, `${k}.name`, o?.name ?? null), v(s, `${k}.title`, o?.title ?? null), v(s, `${k}.ownership`, o?.pct ?? null),
      v(s, `${k}.ssn`, o?.ssn ?? null), v(s, `${k}.dob`, o?.dob ?? null), v(s, `${k}.credit_score`, o?.credit ?? null), d(s, `${k}.cell`, o?.cell ?? null)];
  }));
  y = band(s, y + 8, 'OWNER HOME ADDRESSES');
  const hcols: [string, number][] = [['#', 22], ['Home Street Address', 210], ['City', 140], ['State', 50], ['Zip', 118]];
  y = table(s, y, hcols, [0, 1, 2, 3].map((i) => {
    const o = m.owners[i];
    const k = `owner${i + 1}`;
    return [(x, yy) => s.text(String(i + 1), x + 6, yy + 3, { size: 7 }), d(s, `${k}.home_street`, o?.home.street ?? null),
      d(s, `${k}.home_city`, o?.home.city ?? null), d(s, `${k}.home_state`, o?.home.state ?? null), d(s, `${k}.home_zip`, o?.home.zip ?? null)];
  }));
  s.text('Continued on page 2. All owners listed above must sign.', X0, y + 8, { size: 6.5, color: '#444' });
}

function pageTwo(s: Sheet, m: Model): void {
  header(s, 2);
  let y = band(s, 70, 'BANKING');
  y = row(s, y, [['Bank Name', d(s, 'bank_name', m.bank)], ['Routing Number', d(s, 'routing', m.routing)]]);
  y = row(s, y, [['Account Number', d(s, 'account', m.account)], ['Date Opened', d(s, 'account_opened', null)]]);
  y = band(s, y + 8, 'PROPERTY');
  s.rect(X0, y, W, 20, { lw: 0.4, stroke: '#8a94a6' });
  s.text('Business premises:', X0 + 4, y + 6.5, { size: 7, font: 'Helvetica-Bold' });
  ownRentRow(s, m, X0 + 80, y + 6.5);
  y = row(s, y + 20, [['Landlord / Mortgagee', d(s, 'landlord', m.landlord)], ['Landlord Phone', d(s, 'landlord_phone', m.landlordPhone)]]);
  y = row(s, y, [['Monthly Rent / Mortgage', d(s, 'rent', m.rent)], ['Lease Expires', d(s, 'lease_expires', null)]]);
  y = band(s, y + 8, 'CURRENT ADVANCES / LOANS');
  y = table(s, y, [['Funding Company', 200], ['Date Funded', 100], ['Balance', 110], ['Payment', 130]], [0, 1, 2, 3].map((j) => {
    const p = m.positions[j];
    const k = `position${j + 1}`;
    return [d(s, `${k}.funder`, p?.funder ?? null), d(s, `${k}.funded`, p?.funded ?? null), d(s, `${k}.balance`, p?.balance ?? null),
      d(s, `${k}.payment`, p?.payment ?? null)];
  }));
  y = band(s, y + 8, 'TRADE REFERENCES');
  y = table(s, y, [['Company', 220], ['Contact', 180], ['Phone', 140]], [0, 1, 2].map((j) => {
    const r = m.refs[j];
    const k = `reference${j + 1}`;
    return [d(s, `${k}.name`, r?.name ?? null), d(s, `${k}.contact`, r?.contact ?? null), d(s, `${k}.phone`, r?.phone ?? null)];
  }));
  y = band(s, y + 8, 'AUTHORIZATION AND SIGNATURES');
  y += s.para(authorization(BROKER), X0 + 2, y + 5, W - 4, 6.4) + 12;
  for (let i = 0; i < 4; i += 2) {
    signatureBlock(s, m, i, X0, y, 250);
    signatureBlock(s, m, i + 1, X0 + 290, y, 250);
    y += 34;
  }
  y = band(s, Math.max(y + 4, 700), 'FOR OFFICE USE ONLY');
  row(s, y, [['ISO / Sales Rep', d(s, 'iso_rep', m.isoRep)], ['ISO Number', d(s, 'iso_id', m.isoId)]]);
  s.printedDecoy('form_revision', 'APX-MCA-02 (Rev. 11/2024)', X0, 768, { size: 6 });
}

export function drawBands(s: Sheet, m: Model): void {
  pageOne(s, m);
  s.newPage();
  pageTwo(s, m);
}

export const BANDS = { name: 'apex_bands', broker: BROKER, draw: drawBands, traits: { maxOwners: 4, einLabel: false },
  sheet: { typedFont: 'Times-Roman' as const, genericNames: true, title: 'Apex Business Funding Application' } };
