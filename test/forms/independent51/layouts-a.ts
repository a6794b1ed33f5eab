// Keystone Bridge Capital (a dense one-page grid, labels inside the cells) and Redline Funding Group (legal size,
// labels printed below their lines, owners in a table).
import type { Rng } from '../../statements/generator/prng.ts';
import type { Merchant } from './merchant.ts';
import { at, bizTaxT, dbaT, fmtDate, fmtTax, isoDate, money, nameT, ownerTaxT, ownerTaxText, fullName, stateT, type Sheet } from './sheet.ts';
import { bar, entityBoxes, entityFree, freqBoxes, gridRow, underRow, US_ENTITIES, type Layout } from './parts.ts';

function keystone(s: Sheet, m: Merchant, r: Rng): void {
  const X = 36, W = 540;
  const dateF = r.pick(['mdy', 'mdy2', 'dash'] as const);
  s.label('KEYSTONE BRIDGE CAPITAL', X, 30, { size: 15, font: 'Helvetica-Bold' });
  s.label('Merchant Funding Application  |  fax 1-888-555-0142  |  subs@keystonebridgecap.com', X, 48, { size: 7 });
  gridRow(s, 420, 24, 20, [{ label: 'ISO #', w: 70, value: m.isoNum, decoy: true }, { label: 'Ref. #', w: 86, value: m.refNum, decoy: true }], { size: 8 });
  let y = bar(s, X, 62, W, 'BUSINESS INFORMATION');
  y = gridRow(s, X, y, 22, [{ label: 'Corp Name', w: 300, value: m.legal, truth: { legal_name: m.legal } },
    { label: 'D/B/A', w: 240, value: m.dbaText, truth: dbaT(m) }]);
  y = gridRow(s, X, y, 22, [{ label: 'Fed ID#', w: 95, value: fmtTax(m.taxId, m.taxType), truth: bizTaxT(m) },
    { label: 'Bus. Start', w: 70, value: fmtDate(m.start, m.start.y >= 2000 ? dateF : 'mdy'), truth: { business_start_date: isoDate(m.start) } },
    { label: 'St. of Inc.', w: 45, value: m.stateOfInc, decoy: m.stateOfInc !== m.addr.state },
    { label: 'Ent. Type', w: 330, draw: (x, yy) => entityBoxes(s, m, r, x + 4, yy + 10, [['Corp', 'c_corporation'], ['S-Corp', 's_corporation'], ['LLC', 'llc'],
      ['Sole Prop', 'sole_proprietorship'], ['Partnership', 'general_partnership']], { box: 7, size: 6.5, gap: 6, otherW: 48 }) }]);
  y = gridRow(s, X, y, 22, [{ label: 'Bus. Address (no P.O. Box)', w: 250, value: m.addr.street }, { label: 'City', w: 130, value: m.addr.city },
    { label: 'St', w: 40, value: m.addr.state, truth: stateT(m) }, { label: 'Zip', w: 60, value: m.addr.zip }, { label: 'Own/Rent', w: 60, value: m.own }]);
  y = gridRow(s, X, y, 22, [{ label: 'Bus. Ph#', w: 110, value: m.phone }, { label: 'Email', w: 190, value: m.email }, { label: 'Website', w: 140, value: m.website || 'n/a' },
    { label: '# Emp', w: 40, value: String(m.employees) }, { label: 'Mo. Sales', w: 60, value: money(m.monthlySales, { dollar: false }) }]);
  y = gridRow(s, X, y, 22, [{ label: 'Ind.', w: 180, value: m.industryText, truth: { industry: m.industryId } },
    { label: 'Landlord / Mtg Co.', w: 200, value: m.own === 'Rent' ? m.landlord : '', decoy: m.own === 'Rent' },
    { label: 'Landlord Ph#', w: 160, value: m.own === 'Rent' ? m.landlordPhone : '', decoy: m.own === 'Rent' }]);
  y = bar(s, X, y + 6, W, 'FUNDING REQUEST');
  y = gridRow(s, X, y, 22, [{ label: 'Amt Req.', w: 80, value: money(m.amount), truth: { requested_amount: m.amount } },
    { label: 'Use of Funds', w: 110, value: m.use },
    { label: 'Pmt Freq', w: 190, draw: (x, yy) => freqBoxes(s, m, x + 4, yy + 11, ['Daily', 'Wkly', 'Bi-Wkly', 'Mthly'], { box: 7, gap: 7 }) },
    { label: 'Est. Pmt', w: 80, value: money(m.payment, { cents: true }), truth: { requested_payment: m.payment } },
    { label: '# Pmts', w: 80, value: String(m.nPayments), truth: { number_of_payments: m.nPayments } }]);
  y = bar(s, X, y + 6, W, 'CURRENT POSITIONS (if any)', { fill: '#666' });
  for (let i = 0; i < 2; i++) {
    const f = m.funders[i];
    y = gridRow(s, X, y, 18, [{ label: 'Curr. Funder', w: 260, value: f?.name, decoy: true }, { label: 'Bal.', w: 140, value: f && money(f.balance, { cents: true }), decoy: true },
      { label: 'Pmt', w: 140, value: f && money(f.pmt, { cents: true }), decoy: true }], { size: 8 });
  }
  y = bar(s, X, y + 6, W, 'OWNER / OFFICER INFORMATION (all owners 20%+)');
  m.owners.forEach((o, i) => {
    y = gridRow(s, X, y, 22, [{ label: `Owner ${i + 1} Name`, w: 170, value: fullName(o), truth: nameT(o, i) },
      { label: 'Ttl', w: 80, value: o.title, truth: at(i, 'role', o.title) }, { label: 'Own %', w: 45, value: `${o.pct}%`, truth: at(i, 'ownership', o.pct) },
      { label: 'SS#', w: 90, value: ownerTaxText(o), truth: ownerTaxT(o, i) },
      { label: 'DOB', w: 75, value: fmtDate(o.dob, 'mdy'), truth: at(i, 'date_of_birth', isoDate(o.dob)) },
      { label: 'FICO (est.)', w: 80, value: String(o.credit), truth: at(i, 'credit_score', o.credit) }]);
    y = gridRow(s, X, y, 20, [{ label: 'Home Addr', w: 250, value: o.home.street }, { label: 'City / St / Zip', w: 150, value: `${o.home.city}, ${o.home.state} ${o.home.zip}` },
      { label: 'Cell', w: 140, value: o.cell }], { size: 8 }) + 3;
  });
  y = bar(s, X, y + 3, W, 'BUSINESS BANK', { fill: '#666' });
  y = gridRow(s, X, y, 20, [{ label: 'Bank Name', w: 200, value: m.bank, decoy: true }, { label: 'Rtg #', w: 150, value: m.rtg, decoy: true },
    { label: 'Acct #', w: 190, value: m.acct, decoy: true }], { size: 8 });
  s.para('By signing below, each of the above (individually and on behalf of the business) certifies that the information is true and complete and authorizes Keystone Bridge Capital, its assigns and funding partners to obtain consumer and business credit reports, verify bank and processing data, and contact the references listed. A photocopy or fax of this authorization is as valid as the original.', X, y + 8, W, 6.2);
  const sy = y + 52;
  for (let i = 0; i < 2; i++) {
    const sx = X + i * 275;
    s.doc.save().lineWidth(0.5).moveTo(sx, sy).lineTo(sx + 170, sy).moveTo(sx + 185, sy).lineTo(sx + 255, sy).stroke().restore();
    s.label(`Signature (Owner ${i + 1})`, sx, sy + 2, { size: 5.5 });
    s.label('Date', sx + 185, sy + 2, { size: 5.5 });
  }
}

function redline(s: Sheet, m: Merchant, r: Rng): void {
  const X = 42, W = 528;
  const swap = r.chance(0.5);
  const dateF = r.pick(['long', 'mdy', 'short'] as const);
  s.label('REDLINE FUNDING GROUP', X, 36, { size: 18, font: 'Times-Bold', color: '#a3121b' });
  s.label('Business Cash Advance  -  Application', X, 58, { size: 9, font: 'Times-Italic' });
  s.doc.save().lineWidth(2).strokeColor('#a3121b').moveTo(X, 72).lineTo(X + W, 72).stroke().restore();
  let y = 84;
  s.label('1. COMPANY', X, y, { size: 8.5, font: 'Times-Bold' }); y += 14;
  y = underRow(s, X, y, [{ label: 'CORP NAME (LEGAL)', w: 300, value: m.legal, truth: { legal_name: m.legal } }, { label: 'D/B/A', w: 228, value: m.dbaText, truth: dbaT(m) }]);
  y = underRow(s, X, y, [{ label: 'FED ID# / TIN', w: 120, value: fmtTax(m.taxId, m.taxType), truth: bizTaxT(m) },
    { label: 'ENT. TYPE', w: 110, value: entityFree(m, r), truth: { type_of_entity: m.entity } },
    { label: 'BUS. START', w: 120, value: fmtDate(m.start, dateF), truth: { business_start_date: isoDate(m.start) } },
    { label: 'YRS IN BUS', w: 60, value: String(2025 - m.start.y) }, { label: 'STATE OF INC.', w: 118, value: m.stateOfInc, decoy: m.stateOfInc !== m.addr.state }]);
  y = underRow(s, X, y, [{ label: 'BUSINESS ADDRESS', w: 230, value: m.addr.street }, { label: 'CITY', w: 130, value: m.addr.city },
    { label: 'STATE', w: 60, value: m.addr.state, truth: stateT(m) }, { label: 'ZIP', w: 108, value: m.addr.zip }]);
  y = underRow(s, X, y, [{ label: 'BUS. PH#', w: 130, value: m.phone }, { label: 'FAX', w: 100, value: '' }, { label: 'EMAIL', w: 170, value: m.email },
    { label: 'WEBSITE', w: 128, value: m.website }]);
  y = underRow(s, X, y, [{ label: 'IND. (TYPE OF BUSINESS)', w: 230, value: m.industryText, truth: { industry: m.industryId } },
    { label: '# EMPL.', w: 60, value: String(m.employees) }, { label: 'AVG MO. SALES', w: 110, value: money(m.monthlySales) }, { label: 'OWN / RENT', w: 128, value: m.own }]);
  y = underRow(s, X, y, [{ label: 'LANDLORD / MORTGAGE CO.', w: 300, value: m.own === 'Rent' ? m.landlord : '', decoy: m.own === 'Rent' },
    { label: 'LANDLORD PH#', w: 228, value: m.own === 'Rent' ? m.landlordPhone : '', decoy: m.own === 'Rent' }]);
  y += 6; s.label('2. REQUEST', X, y, { size: 8.5, font: 'Times-Bold' }); y += 14;
  y = underRow(s, X, y, [{ label: 'AMT REQ.', w: 110, value: money(m.amount, { dollar: r.chance(0.5), cents: r.chance(0.4) }), truth: { requested_amount: m.amount } },
    { label: 'USE OF FUNDS', w: 160, value: m.use }, { label: 'PMT AMT', w: 110, value: money(m.payment, { cents: true }), truth: { requested_payment: m.payment } },
    { label: 'NO. OF PMTS', w: 148, value: String(m.nPayments), truth: { number_of_payments: m.nPayments } }]);
  s.label('PMT FREQ:', X, y, { size: 7, font: 'Helvetica-Bold' });
  freqBoxes(s, m, X + 48, y - 0.5, ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'], { box: 8, size: 7.5, gap: 14 });
  y += 20;
  s.label('CURR. FUNDER(S)', X, y, { size: 6.5, font: 'Helvetica-Bold' });
  s.label('BAL.', X + 250, y, { size: 6.5, font: 'Helvetica-Bold' });
  s.label('PMT / FREQ', X + 380, y, { size: 6.5, font: 'Helvetica-Bold' }); y += 10;
  for (let i = 0; i < 2; i++) {
    const f = m.funders[i];
    s.doc.save().lineWidth(0.4).moveTo(X, y + 11).lineTo(X + W, y + 11).stroke().restore();
    s.put(f?.name, X + 2, y + 1, 240, { size: 8.5, decoy: true });
    s.put(f && money(f.balance, { cents: true }), X + 252, y + 1, 120, { size: 8.5, decoy: true });
    s.put(f && `${money(f.pmt, { cents: true })} ${r.pick(['dly', 'wkly'])}`, X + 382, y + 1, 140, { size: 8.5, decoy: true });
    y += 15;
  }
  y += 8; s.label('3. OWNERS (list every owner of 20% or more)', X, y, { size: 8.5, font: 'Times-Bold' }); y += 13;
  const cols: [string, number][] = [[swap ? 'NAME (LAST, FIRST)' : 'NAME', 150], ['TTL', 70], ['OWN %', 42], ['SS#', 82], ['DOB', 70], ['FICO', 40], ['HOME ADDRESS', 74]];
  let cx = X;
  s.doc.save().rect(X, y, W, 12).fill('#eee').restore();
  for (const [l, w] of cols) { s.doc.save().lineWidth(0.5).rect(cx, y, w, 12).stroke().restore(); s.label(l, cx + 2, y + 3.5, { size: 6, font: 'Helvetica-Bold' }); cx += w; }
  y += 12;
  for (let i = 0; i < 4; i++) {
    const o = m.owners[i];
    cx = X;
    const vals = o ? [
      [swap ? `${o.last}, ${o.first}${o.middle ? ` ${o.middle}.` : ''}` : fullName(o), nameT(o, i)], [o.title, at(i, 'role', o.title)],
      [String(o.pct), at(i, 'ownership', o.pct)], [ownerTaxText(o), ownerTaxT(o, i)], [fmtDate(o.dob, 'mdy'), at(i, 'date_of_birth', isoDate(o.dob))],
      [String(o.credit), at(i, 'credit_score', o.credit)], [`${o.home.city}, ${o.home.state}`, undefined]] as const : cols.map(() => ['', undefined] as const);
    cols.forEach(([, w], k) => {
      s.doc.save().lineWidth(0.5).rect(cx, y, w, 17).stroke().restore();
      s.put(vals[k]![0], cx + 2.5, y + 4.5, w - 4, { size: 7.5, h: 11, truth: vals[k]![1] });
      cx += w;
    });
    y += 17;
  }
  y += 12; s.label('4. TRADE REFERENCES / ISO', X, y, { size: 8.5, font: 'Times-Bold' }); y += 14;
  y = underRow(s, X, y, [{ label: 'TRADE REF. 1', w: 170, value: m.refs[0]!.name, decoy: true }, { label: 'PH#', w: 100, value: m.refs[0]!.phone, decoy: true },
    { label: 'TRADE REF. 2', w: 158, value: m.refs[1]!.name, decoy: true }, { label: 'PH#', w: 100, value: m.refs[1]!.phone, decoy: true }]);
  y = underRow(s, X, y, [{ label: 'ISO REP', w: 170, value: m.isoName, decoy: true }, { label: 'ISO #', w: 100, value: m.isoNum, decoy: true },
    { label: 'REF. #', w: 100, value: m.refNum, decoy: true }, { label: 'RTG #', w: 80, value: m.rtg, decoy: true }, { label: 'ACCT # (last 4)', w: 78, value: m.acct.slice(-4) }]);
  s.para('Each undersigned owner certifies that all information provided is true and correct and authorizes Redline Funding Group and its funding sources to obtain credit reports on the business and on each owner, to verify the information above, and to share this application with funders. Merchant acknowledges this is not a loan application and no funding is guaranteed.', X, y + 6, W, 7, 'Times-Roman');
  const sy = y + 70;
  for (let i = 0; i < 2; i++) {
    const sx = X + i * 270;
    s.doc.save().lineWidth(0.5).moveTo(sx, sy).lineTo(sx + 160, sy).moveTo(sx + 175, sy).lineTo(sx + 250, sy).stroke().restore();
    s.label('OWNER SIGNATURE', sx, sy + 2, { size: 6 }); s.label('DATE', sx + 175, sy + 2, { size: 6 });
  }
}

export const KEYSTONE: Layout = { name: 'keystone-grid', country: 'US', maxOwners: 2, entities: US_ENTITIES, maskRate: 0.2, draw: keystone,
  sheet: { size: [612, 792], naming: { text: (n) => `Text${n}`, check: (n) => `Check Box${n}` }, typed: 'Helvetica', producer: 'Adobe Acrobat Pro DC' } };
export const REDLINE: Layout = { name: 'redline-legal', country: 'US', maxOwners: 4, entities: US_ENTITIES, maskRate: 0.3, draw: redline,
  sheet: { size: [612, 1008], naming: { text: (n) => `fill_${n}`, check: (n) => `check_${n}` }, typed: 'Courier', hand: 'patrick', ink: '#111', producer: 'Microsoft Word 2016' } };
