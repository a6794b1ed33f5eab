// Sterling Bridge (two faxed pages, checkbox rows, owner table) and Delta Pacific (teletype printout, ruled columns).
import type { Rng } from '../../statements/generator/prng.ts';
import type { Merchant } from './data.ts';
import type { Sheet, ValOpts } from './draw.ts';
import { AUTH, faxHeader, faxWhen, paragraph, signature } from './common.ts';
import { businessTaxId, date, dbaFields, dbaText, dobFields, entityFields, ficoFields, freqWord, industryFields, legalFields, money, ownerText,
  pctFields, roleFields, stateFields, up } from './fmt.ts';
import { entityRow, freqRow } from './layouts-b.ts';

export function sterling(s: Sheet, m: Merchant, r: Rng): void {
  const fax = { from: "STERLING BRIDGE FIN'L", fax: '(212) 555-0199', when: faxWhen(r), pages: 2 };
  faxHeader(s, fax, 1);
  s.lab('STERLING BRIDGE FINANCIAL', 30, 26, 11, 'Times-Bold');
  s.lab('MERCHANT CASH ADVANCE APPLICATION  |  ALL FIELDS REQUIRED  |  SBF-11 (02/2001)', 250, 29, 6, 'Times-Roman');
  let y = 44;
  const cell = (x: number, w: number, label: string, value: string, o: ValOpts): void => {
    s.box(x, y, w, 14, 0.5);
    const lw = s.lab(`${label}:`, x + 2, y + 4, 5.5, 'Helvetica-Bold');
    s.val(value, x + lw + 5, y + 3.5, { size: 7.5, w: w - lw - 8, ...o });
  };
  const legal = m.legal, dba = dbaText(m, r, false);
  cell(30, 300, 'BUSINESS LEGAL NAME', legal, { key: 'legal_name', fields: legalFields(legal) });
  cell(330, 252, 'DBA', dba, { key: 'dba', fields: dbaFields(m, dba, legal) }); y += 14;
  const tax = businessTaxId(m, r);
  cell(30, 170, m.taxIdType === 'EIN' ? 'FED TAX ID' : 'TAX ID (SSN)', tax.text, { key: 'tax_id', fields: tax.fields, kind: 'digits' });
  cell(200, 150, 'BUS START DATE', date(m.start, r, false), { key: 'start', fields: { business_start_date: m.start }, kind: 'date' });
  cell(350, 90, 'STATE OF INC', m.stateOfInc, { key: 'state_inc', decoy: true });
  cell(440, 142, 'WEBSITE', m.web.toLowerCase(), { key: 'web' }); y += 14;
  cell(30, 230, 'ADDRESS', m.addr.street, { key: 'street' });
  cell(260, 130, 'CITY', m.addr.city, { key: 'city' });
  cell(390, 60, 'ST', m.addr.st, { key: 'state', fields: stateFields(m) });
  cell(450, 132, 'ZIP', m.addr.zip, { key: 'zip' }); y += 14;
  cell(30, 170, 'BUS PHONE', m.phone, { key: 'phone' });
  cell(200, 382, 'INDUSTRY / DESCRIPTION OF BUSINESS', m.industry, { key: 'industry', fields: industryFields(m.industry) }); y += 14;
  s.box(30, y, 552, 14, 0.5);
  s.lab('ENTITY TYPE:', 32, y + 4, 5.5, 'Helvetica-Bold');
  entityRow(s, m, ['CORP', 'S-CORP', 'LLC', 'LP', 'LLP', 'PARTNERSHIP', 'SOLE PROP'], 80, y + 3.5, 5.5, 8); y += 14;
  s.box(30, y, 552, 14, 0.5);
  s.lab('PREMISES:', 32, y + 4, 5.5, 'Helvetica-Bold');
  const own = r.chance(0.3);
  s.chk(80, y + 3.5, 7, own, { key: 'own', label: 'OWN' }); s.lab('OWN', 90, y + 4.5, 5.5);
  s.chk(112, y + 3.5, 7, !own, { key: 'rent', label: 'RENT' }); s.lab('RENT', 122, y + 4.5, 5.5);
  s.lab('LANDLORD:', 160, y + 4, 5.5, 'Helvetica-Bold');
  s.val(own ? '' : m.landlord.name, 195, y + 3.5, { key: 'landlord', decoy: true, size: 7, w: 200 });
  s.lab('MONTHLY RENT:', 420, y + 4, 5.5, 'Helvetica-Bold');
  s.val(own ? '' : money(r.int(15, 90) * 100, r), 470, y + 3.5, { key: 'rent_amt', decoy: true, size: 7, w: 100 }); y += 24;
  s.lab('FUNDING REQUEST', 30, y, 7, 'Times-Bold'); y += 10;
  cell(30, 180, 'AMOUNT REQUESTED', money(m.amount, r), { key: 'amount', fields: { requested_amount: m.amount }, kind: 'money' });
  cell(210, 150, 'REQUESTED PMT', money(m.payment, r), { key: 'payment', fields: { requested_payment: m.payment }, kind: 'money' });
  cell(360, 90, '# OF PMTS', String(m.nPayments), { key: 'n_payments', fields: { number_of_payments: m.nPayments }, kind: 'int' });
  cell(450, 132, 'USE', m.use, { key: 'use' }); y += 14;
  s.box(30, y, 552, 14, 0.5);
  s.lab('PAYMENT SCHEDULE:', 32, y + 4, 5.5, 'Helvetica-Bold');
  freqRow(s, m, 100, y + 3.5, 5.5); y += 24;
  s.lab('EXISTING ADVANCES / LOANS (LIST ALL OPEN POSITIONS)', 30, y, 7, 'Times-Bold'); y += 10;
  const ac: [string, number][] = [['FUNDER', 220], ['ORIG AMT', 110], ['BALANCE', 110], ['PMT', 112]];
  for (let i = -1; i < 3; i++) {
    let x = 30;
    const a = m.advances[i];
    for (const [k, [l, w]] of ac.entries()) {
      s.box(x, y, w, 12, 0.5);
      if (i < 0) s.lab(l, x + 2, y + 3.5, 5.5, 'Helvetica-Bold');
      else if (a) s.val([a.funder, money(a.balance * 1.4, r), money(a.balance, r), money(a.payment, r)][k]!, x + 3, y + 2.5, { key: `adv${i}_${k}`, decoy: true, size: 7, w: w - 6 });
      x += w;
    }
    y += 12;
  }
  s.lab('BANK:', 30, y + 8, 5.5, 'Helvetica-Bold'); s.val(m.bank.name, 52, y + 7.5, { key: 'bank', decoy: true, size: 7, w: 110 });
  s.lab('ROUTING:', 170, y + 8, 5.5, 'Helvetica-Bold'); s.val(m.bank.routing, 200, y + 7.5, { key: 'routing', decoy: true, size: 7, w: 80 });
  s.lab('ACCOUNT:', 290, y + 8, 5.5, 'Helvetica-Bold'); s.val(m.bank.account, 322, y + 7.5, { key: 'account', decoy: true, size: 7, w: 90 });
  s.newPage();
  faxHeader(s, fax, 2);
  y = 30;
  s.lab('OWNERSHIP (LIST ALL OWNERS OF 20% OR MORE)', 30, y, 7, 'Times-Bold'); y += 10;
  const cols: [string, number][] = [['OWNER NAME', 124], ['TITLE', 58], ['OWN %', 34], ['SSN#', 62], ['DOB', 58], ['FICO', 30], ['HOME ADDRESS', 186]];
  let x = 30;
  for (const [l, w] of cols) { s.box(x, y, w, 10, 0.5); s.lab(l, x + 2, y + 2.5, 5, 'Helvetica-Bold'); x += w; }
  y += 10;
  const showFico = r.chance(0.6);
  for (let i = 0; i < 4; i++) {
    const o = m.owners[i];
    x = 30;
    for (const [, w] of cols) { s.box(x, y, w, 15, 0.5); x += w; }
    if (o) {
      const t = ownerText(o, i, r, false, r.chance(0.3) ? 'last' : 'first');
      const at = (k: number): number => 33 + cols.slice(0, k).reduce((a, [, w]) => a + w, 0);
      s.val(t.name, at(0), y + 4, { size: 6.5, w: 118, key: `o${i}_name`, fields: t.nameFields, kind: 'name' });
      s.val(o.title, at(1), y + 4, { size: 6.5, w: 52, key: `o${i}_title`, fields: roleFields(i, o.title) });
      s.val(t.pct, at(2), y + 4, { size: 6.5, w: 28, key: `o${i}_pct`, fields: pctFields(i, o), kind: 'pct' });
      s.val(t.tin, at(3), y + 4, { size: 6.5, w: 56, key: `o${i}_ssn`, fields: t.tinFields, kind: 'digits' });
      s.val(t.dob, at(4), y + 4, { size: 6.5, w: 52, key: `o${i}_dob`, fields: dobFields(i, o), kind: 'date' });
      if (showFico) s.val(String(o.fico), at(5), y + 4, { size: 6.5, w: 24, key: `o${i}_fico`, fields: ficoFields(i, o), kind: 'int' });
      s.val(`${o.home.street}, ${o.home.city} ${o.home.st}`, at(6), y + 4, { size: 6, w: 180, key: `o${i}_home`, decoy: true });
    }
    y += 15;
  }
  y += 12;
  s.lab('TRADE REFERENCES', 30, y, 7, 'Times-Bold'); y += 10;
  m.refs.forEach((f, i) => {
    s.lab(`${i + 1}. NAME:`, 30, y + 1, 5.5, 'Helvetica-Bold'); s.val(f.name, 62, y, { key: `ref${i}`, decoy: true, size: 7, w: 180 });
    s.lab('PHONE:', 260, y + 1, 5.5, 'Helvetica-Bold'); s.val(f.phone, 285, y, { key: `ref${i}_ph`, decoy: true, size: 7, w: 100 }); y += 12;
  });
  y += 6;
  s.box(30, y, 552, 26, 0.5);
  s.lab('FOR ISO USE ONLY -  REP NAME:', 34, y + 4, 5.5, 'Helvetica-Bold'); s.val(m.iso.name, 130, y + 3.5, { key: 'iso', decoy: true, size: 7, w: 150 });
  s.lab('REP PHONE:', 300, y + 4, 5.5, 'Helvetica-Bold'); s.val(m.iso.phone, 340, y + 3.5, { key: 'iso_ph', decoy: true, size: 7, w: 100 });
  s.lab('ISO #:', 34, y + 15, 5.5, 'Helvetica-Bold'); s.val(`SBF-${r.digits(5)}`, 60, y + 14.5, { key: 'iso_no', decoy: true, size: 7, w: 80 });
  y = paragraph(s, AUTH, 30, y + 40, 552, 5.5) + 10;
  m.owners.forEach((_, i) => { signature(s, r, 40 + (i % 2) * 280, y + Math.floor(i / 2) * 32); s.lab(`OWNER ${i + 1} SIGNATURE / DATE`, 40 + (i % 2) * 280, y + 18 + Math.floor(i / 2) * 32, 5.5); });
}

/** A teletype printout: Courier capitals, `LABEL: VALUE` in fixed columns, a dashed rule through every value row. */
export function delta(s: Sheet, m: Merchant, r: Rng): void {
  s.lab('================================================================================================', 30, 20, 7, 'Courier');
  s.lab(`DELTA PACIFIC FUNDING  ::  MCA INTAKE  ::  TERMINAL DPF-0${r.int(1, 9)}  ::  ${faxWhen(r)}  ::  PG 1 OF 1`, 30, 29, 7, 'Courier-Bold');
  s.lab('================================================================================================', 30, 38, 7, 'Courier');
  let y = 50;
  const col = (label: string, value: string, x: number, w: number, o: ValOpts): void => {
    s.lab(`${label}:`, x, y, 6.5, 'Courier');
    s.doc.font('Courier').fontSize(6.5);
    const lw = s.doc.widthOfString(`${label}:`);
    s.val(value, x + lw + 4, y - 0.5, { size: 7.5, mono: true, w: w - lw - 6, ...o });
  };
  const rule = (): void => { s.doc.dash(1.5, { space: 1.5 }); s.line(30, y + 3.5, 582, y + 3.5, 0.4); s.doc.undash(); y += 11; };
  const hdr = (t: string): void => { y += 3; s.lab(`--- ${t} ${'-'.repeat(80 - t.length)}`, 30, y, 6.5, 'Courier-Bold'); y += 11; };
  const legal = up(m.legal, true), dba = dbaText(m, r, true);
  hdr('MERCHANT');
  col('LEGAL NAME', legal, 30, 320, { key: 'legal_name', fields: legalFields(legal) }); col('ENTITY', m.entity, 360, 222, { key: 'entity', fields: entityFields(m.entity, m) }); rule();
  col('DBA NM', dba, 30, 320, { key: 'dba', fields: dbaFields(m, dba, legal) });
  const tax = businessTaxId(m, r, m.taxIdType === 'EIN' && r.chance(0.4));
  col(tax.text.includes('-') ? 'TAX ID' : 'FED TAX ID (EIN)', tax.text, 360, 222, { key: 'tax_id', fields: tax.fields, kind: 'digits' }); rule();
  col('BUS EST', date(m.start, r), 30, 160, { key: 'start', fields: { business_start_date: m.start }, kind: 'date' });
  col('YRS IN BUS', String(2025 - Number(m.start.slice(0, 4))), 200, 150, { key: 'yrs' });
  col('ST OF INC', m.stateOfInc, 360, 222, { key: 'state_inc', decoy: true }); rule();
  col('STREET', m.addr.street, 30, 320, { key: 'street' }); col('CITY', m.addr.city, 360, 222, { key: 'city' }); rule();
  col('ST', m.addr.st, 30, 80, { key: 'state', fields: stateFields(m) }); col('ZIP', m.addr.zip, 120, 100, { key: 'zip' });
  col('PH', m.phone, 230, 120, { key: 'phone' }); col('WEB', m.web, 360, 222, { key: 'web' }); rule();
  col('SIC/TYPE OF BUS', m.industry, 30, 320, { key: 'industry', fields: industryFields(m.industry) }); col('EMPL', String(m.employees), 360, 222, { key: 'employees' }); rule();
  hdr('REQUEST');
  col('AMT REQ', money(m.amount, r), 30, 160, { key: 'amount', fields: { requested_amount: m.amount }, kind: 'money' });
  col('REQ PMT', money(m.payment, r), 200, 150, { key: 'payment', fields: { requested_payment: m.payment }, kind: 'money' });
  col('NO PMTS', String(m.nPayments), 360, 100, { key: 'n_payments', fields: { number_of_payments: m.nPayments }, kind: 'int' });
  col('FREQ', freqWord(m.freq, r).toUpperCase(), 470, 112, { key: 'freq', fields: { payment_frequency: m.freq }, kind: 'freq' }); rule();
  col('USE OF FUNDS', m.use, 30, 320, { key: 'use' }); col('AVG MO REV', money(m.monthlySales, r), 360, 222, { key: 'sales' }); rule();
  m.owners.forEach((o, i) => {
    const t = ownerText(o, i, r, true, 'last');
    hdr(`GUARANTOR ${i + 1}`);
    col('NAME (LAST, FIRST)', t.name, 30, 320, { key: `o${i}_name`, fields: t.nameFields, kind: 'name' });
    col('TITLE', o.title, 360, 222, { key: `o${i}_title`, fields: roleFields(i, o.title) }); rule();
    col('OWN %', t.pct, 30, 100, { key: `o${i}_pct`, fields: pctFields(i, o), kind: 'pct' });
    col('SSN#', t.tin, 140, 150, { key: `o${i}_ssn`, fields: t.tinFields, kind: 'digits' });
    col('DOB', t.dob, 300, 130, { key: `o${i}_dob`, fields: dobFields(i, o), kind: 'date' });
    col('EST FICO', String(o.fico), 440, 142, { key: `o${i}_fico`, fields: ficoFields(i, o), kind: 'int' }); rule();
    col('RES ADDR', `${o.home.street} ${o.home.city} ${o.home.st} ${o.home.zip}`, 30, 552, { key: `o${i}_home`, decoy: true }); rule();
  });
  hdr('BANK / POSITIONS / ISO');
  col('BANK', m.bank.name, 30, 160, { key: 'bank', decoy: true }); col('RTG', m.bank.routing, 200, 150, { key: 'routing', decoy: true });
  col('ACCT', m.bank.account, 360, 222, { key: 'account', decoy: true }); rule();
  for (const [i, a] of m.advances.entries()) {
    col(`POS ${i + 1} FUNDER`, a.funder, 30, 230, { key: `adv${i}`, decoy: true }); col('BAL', money(a.balance, r), 270, 140, { key: `adv${i}_bal`, decoy: true });
    col('PMT', money(a.payment, r), 420, 162, { key: `adv${i}_pmt`, decoy: true }); rule();
  }
  col('ISO', m.iso.name, 30, 320, { key: 'iso', decoy: true }); col('ISO PH', m.iso.phone, 360, 222, { key: 'iso_ph', decoy: true }); rule();
  y = paragraph(s, AUTH, 30, y + 10, 552, 5) + 8;
  signature(s, r, 40, y + 4); s.lab('X______ MERCHANT/GUARANTOR SIGNATURE', 40, y + 22, 6, 'Courier');
}
