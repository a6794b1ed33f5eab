// Two of set 219's brokers: Copperleaf Merchant Services (one dense page of cells with an instructions strip) and
// Northgate Advance Partners (numbered questions, each with its help text printed under it, over two pages).
import type { Canvas } from './draw.ts';
import type { Merchant, V } from './data.ts';
import { AUTH, advancesTable, checkRow, entityRow, example, fld, logo, signatures } from './common.ts';

const MAROON = '#7a2330';

export function copperleaf(c: Canvas, m: Merchant): void {
  logo(c, 2, 30, 20, '#b87333');
  c.label('COPPERLEAF', 66, 22, { size: 16, color: '#b87333' });
  c.label('MERCHANT SERVICES', 66, 40, { size: 7, font: 'Helvetica', color: '#555' });
  c.label('Working Capital Application', 360, 24, { size: 12, color: MAROON, width: 220, align: 'right' });
  c.label('Submit to deals@copperleafms.com  /  fax 866-555-0177', 360, 40, { size: 6.5, font: 'Helvetica', color: '#555', width: 220, align: 'right' });
  // Instructions strip.
  c.doc.rect(30, 56, 552, 40).fill('#f6efe6');
  c.label('INSTRUCTIONS', 36, 60, { size: 6.5, color: MAROON });
  c.para('Grey text in a box is an example only - write over it. Enter N/A where a box does not apply. Complete one owner block per owner of 20% or more; for more owners, attach a schedule and write "see attached".',
    36, 69, 370, 6);
  c.box(418, 60, 158, 32, MAROON, 0.6);
  c.label('SAMPLE', 422, 63, { size: 5.5, color: MAROON });
  example(c, 'strip_ssn', '123-45-6789', 422, 72, 6.5, 'SSN ');
  example(c, 'strip_ein', '98-7654321', 422, 82, 6.5, 'EIN ');
  example(c, 'strip_phone', '(555) 123-4567', 500, 72, 6.5, '');
  let y = 102;
  const X = 30, W = 552;
  c.bar('BUSINESS', X, y, W, MAROON, '#fff', 11); y += 11;
  fld(c, 'cell', 'Legal Name', 'as shown on tax return', m.legal, X, y, 340);
  fld(c, 'cell', 'Entity Type', 'e.g. LLC, Corp', m.entityText, X + 340, y, 110);
  fld(c, 'cell', 'State of Inc.', null, m.incState, X + 450, y, 102); y += 25;
  fld(c, 'cell', 'DBA', "e.g. Joe's Pizza", m.dba, X, y, 340);
  fld(c, 'cell', 'Federal Tax ID', 'Ex: 12-3456789', m.taxId, X + 340, y, 212); y += 25;
  fld(c, 'cell', 'Address', 'no P.O. boxes', m.street, X, y, 250);
  fld(c, 'cell', 'City', null, m.city, X + 250, y, 150);
  fld(c, 'cell', 'State', null, m.state, X + 400, y, 62);
  fld(c, 'cell', 'Zip', null, m.zip, X + 462, y, 90); y += 25;
  fld(c, 'cell', 'Business Start Date', 'MM/DD/YYYY', m.start, X, y, 130);
  fld(c, 'cell', 'Years in Business', null, m.years, X + 130, y, 80);
  fld(c, 'cell', 'Industry / Products Sold', null, m.industry, X + 210, y, 200);
  fld(c, 'cell', 'Phone', '(xxx) xxx-xxxx', m.phone, X + 410, y, 142); y += 25;
  fld(c, 'cell', 'E-mail', null, m.email, X, y, 250);
  fld(c, 'cell', 'Website', null, m.web, X + 250, y, 150);
  fld(c, 'cell', 'Amount Requested', 'Ex: 25,000', m.amount, X + 400, y, 152); y += 25;
  fld(c, 'cell', 'Use of Proceeds', null, m.use, X, y, 552); y += 31;
  for (let i = 0; i < 2; i++) {
    const o = m.owners[i];
    c.bar(`OWNER ${i + 1}${i ? '  (if applicable)' : ''}`, X, y, W, MAROON, '#fff', 11); y += 11;
    if (!o || !o.printed) {
      c.box(X, y, W, 25, '#999');
      if (o) c.put({ key: `owner${i}.attached`, text: 'see attached', fields: {}, kind: 'filler' }, X + 4, y + 6, 150, 15);
      else if (i === 1 && m.owners.length === 1 && m.legal.text.length % 2 === 0) c.put({ key: 'owner1.na', text: 'N/A', fields: {}, kind: 'filler' }, X + 4, y + 6, 80, 15);
      else c.hint('Complete only if a second owner holds 20% or more.', X + 4, y + 9, undefined, 6);
      y += 31;
      continue;
    }
    fld(c, 'cell', 'Owner Name', 'First MI Last', o.name, X, y, 220);
    fld(c, 'cell', 'Title', null, o.title, X + 220, y, 110);
    fld(c, 'cell', '% Owned', null, o.own, X + 330, y, 70);
    fld(c, 'cell', 'Social Security #', 'xxx-xx-xxxx', o.ssn, X + 400, y, 152); y += 25;
    fld(c, 'cell', 'Home Address', null, o.home, X, y, 220);
    fld(c, 'cell', 'City / State / Zip', null, o.homeCity, X + 220, y, 180);
    fld(c, 'cell', 'DOB', 'MM/DD/YYYY', o.dob, X + 400, y, 80);
    fld(c, 'cell', 'FICO', 'optional', o.credit, X + 480, y, 72); y += 31;
  }
  c.bar('BANK / LANDLORD / OPEN ADVANCES', X, y, W, MAROON, '#fff', 11); y += 11;
  fld(c, 'cell', 'Bank', null, m.bank[0], X, y, 180);
  fld(c, 'cell', 'Routing #', null, m.bank[1], X + 180, y, 120);
  fld(c, 'cell', 'Account #', null, m.bank[2], X + 300, y, 130);
  fld(c, 'cell', 'Monthly Rent', 'enter 0 if none', m.landlord[2], X + 430, y, 122); y += 25;
  fld(c, 'cell', 'Landlord Name', null, m.landlord[0], X, y, 300);
  fld(c, 'cell', 'Landlord Phone', null, m.landlord[1], X + 300, y, 252); y += 29;
  y = advancesTable(c, m, X, y, W, '#a05a66', 2) + 8;
  y = c.para(AUTH, X, y, W, 5.5) + 8;
  signatures(c, m, X, y, W);
  c.doc.rect(X, 742, W, 30).fill('#eeeeee');
  c.label('OFFICE USE', X + 4, 745, { size: 5.5, color: '#777' });
  c.put(m.iso[0], X + 60, 748, 150, 14, 7.5);
  c.put(m.iso[1], X + 220, 748, 100, 14, 7.5);
  c.put(m.iso[2], X + 330, 748, 110, 14, 7.5);
  c.para('CMS-WC-1 (06/24)', X + 470, 760, 80, 5.5, '#777');
}

const GREEN = '#2d6a4f';

export function northgate(c: Canvas, m: Merchant): void {
  let q = 0;
  const X = 48, W = 516;
  const ask = (y: number, text: string, help: string | null, v: V | null | undefined, x = X, w = W): number => {
    q++;
    c.label(`${q}. ${text}`, x, y, { size: 8 });
    c.line(x + 10, y + 24, w - 10, '#2d6a4f');
    c.put(v, x + 12, y + 9, w - 14, 15);
    if (help) {
      const m2 = /^(Ex: |e\.g\. )(.*)$/.exec(help);
      if (m2) example(c, `q${q}`, m2[2]!, x + 12, y + 26, 6, m2[1]);
      else c.hint(help, x + 12, y + 26, w - 14, 6);
    }
    return y + 36;
  };
  c.doc.rect(0, 0, 612, 60).fill(GREEN);
  logo(c, 3, 48, 16, '#95d5b2');
  c.label('NORTHGATE ADVANCE PARTNERS', 86, 18, { size: 13, color: '#fff' });
  c.label('Revenue-Based Funding Application   |   Broker Form NAP-7', 86, 36, { size: 7.5, font: 'Helvetica', color: '#d8f3dc' });
  c.doc.rect(X, 70, W, 30).fill('#f1f8f4');
  c.para('Answer every numbered question. Printed help text under each line explains what to enter; it is not an answer. If a question does not apply write N/A. Keep all values in US dollars.',
    X + 6, 76, W - 12, 7, '#1b4332');
  let y = 110;
  y = ask(y, 'Legal name of the business', 'Exactly as shown on tax return. e.g. Joe\'s Pizza LLC - not the brand name.', m.legal);
  y = ask(y, 'Doing business as (DBA)', 'Write "same" or N/A if the business has no separate trade name.', m.dba);
  q++;
  c.label(`${q}. Type of entity (check one)`, X, y, { size: 8 });
  entityRow(c, m, ['Corporation', 'LLC', 'Partnership', 'LLP', 'Sole Proprietor', 'Non-Profit'], X + 12, y + 12);
  y += 32;
  const yy = y;
  y = ask(y, 'Federal tax ID', 'Ex: 12-3456789', m.taxId, X, 250);
  ask(yy, 'State of formation', 'Where the entity is registered', m.incState, X + 266, 250);
  const y2 = y;
  y = ask(y, 'Date the business started', 'Ex: 03/15/2012', m.start, X, 250);
  ask(y2, 'What does the business do?', 'e.g. landscaping, used car sales', m.industry, X + 266, 250);
  y = ask(y, 'Business location (street, city, state, zip)', 'Physical location; a P.O. box is not accepted.', null);
  c.put(m.street, X + 12, y - 27, 180, 15);
  c.put(m.city, X + 200, y - 27, 120, 15);
  c.put(m.state, X + 330, y - 27, 40, 15);
  c.put(m.zip, X + 380, y - 27, 80, 15);
  const y3 = y;
  y = ask(y, 'Mailing address', 'Leave blank or write "same as above".', m.mailing, X, 250);
  ask(y3, 'Business phone', 'Ex: (555) 010-2030', m.phone, X + 266, 250);
  const y4 = y;
  y = ask(y, 'Amount of funding requested', 'Ex: $40,000', m.amount, X, 160);
  ask(y4, 'Payment you can afford', 'per payment, $', m.payment, X + 176, 160);
  ask(y4, 'Number of payments', 'leave blank for broker to quote', m.npay, X + 352, 164);
  q++;
  c.label(`${q}. How often would you pay?`, X, y, { size: 8 });
  checkRow(c, 'freq', ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'], m.freq?.label ?? null, m.freq?.v ?? null, X + 150, y - 1);
  y += 20;
  q++;
  c.label(`${q}. Open advances or loans`, X, y, { size: 8 });
  c.hint('enter 0 if none; balances as of today', X + 130, y + 1, undefined, 6);
  advancesTable(c, m, X, y + 12, W, '#52b788', 2);
  c.para('NAP-7 (rev. 2/2025)  page 1 of 2', X, 772, W, 6, '#777');
  c.newPage();
  c.doc.rect(0, 0, 612, 24).fill(GREEN);
  c.label('NORTHGATE ADVANCE PARTNERS - OWNERS & AUTHORIZATION', X, 8, { size: 9, color: '#fff' });
  y = 36;
  for (let i = 0; i < 3; i++) {
    const o = m.owners[i];
    c.bar(`Owner ${i + 1}${i ? ' - complete only if 20% or more' : ''}`, X, y, W, i ? '#74a98a' : GREEN);
    y += 17;
    if (!o || !o.printed) {
      const t = o ? 'See attached' : (i + m.legal.text.length) % 3 === 0 ? 'N/A' : null;
      if (t) c.put({ key: `owner${i}.na`, text: t, fields: {}, kind: 'filler' }, X + 8, y, 150, 16);
      y += 24;
      continue;
    }
    fld(c, 'line', 'Name', 'first, middle initial, last', o.name, X, y, 260);
    fld(c, 'line', 'Title', null, o.title, X + 270, y, 130);
    fld(c, 'line', 'Ownership', 'Ex: 100%', o.own, X + 410, y, 106); y += 26;
    fld(c, 'line', 'SSN/ITIN', 'Sample: 123-45-6789', o.ssn, X, y, 170);
    fld(c, 'line', 'Birth date', 'MM/DD/YYYY', o.dob, X + 180, y, 150);
    fld(c, 'line', 'Credit score', 'if known', o.credit, X + 340, y, 176); y += 26;
    fld(c, 'line', 'Home address', null, o.home, X, y, 260);
    fld(c, 'line', 'City/State/Zip', null, o.homeCity, X + 270, y, 246); y += 30;
  }
  c.bar('Bank account for funding', X, y, W, GREEN); y += 17;
  fld(c, 'line', 'Bank', null, m.bank[0], X, y, 160);
  fld(c, 'line', 'Routing', 'Ex: 021000021', m.bank[1], X + 170, y, 160);
  fld(c, 'line', 'Account', null, m.bank[2], X + 340, y, 176); y += 30;
  fld(c, 'line', 'Landlord', null, m.landlord[0], X, y, 300);
  fld(c, 'line', 'Rent', 'enter 0 if you own', m.landlord[2], X + 310, y, 206); y += 32;
  c.bar('Authorization', X, y, W, GREEN);
  y = c.para(AUTH, X, y + 18, W, 6.5) + 14;
  y = signatures(c, m, X, y, W, Math.min(3, m.owners.length)) + 10;
  c.para('Submitted by ISO:', X, y + 4, 80, 7);
  c.put(m.iso[0], X + 70, y, 150, 14, 8);
  c.put(m.iso[2], X + 230, y, 120, 14, 8);
  c.para('NAP-7 (rev. 2/2025)  page 2 of 2', X, 772, W, 6, '#777');
}
