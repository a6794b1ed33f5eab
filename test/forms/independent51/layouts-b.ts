// Two Rivers Merchant Svcs (business at left, owner at right, labels to the left; further owners on page 2) and
// FastLane Funding's half-page "Quick App" (Courier, inline labels, one line per owner).
import type { Rng } from '../../statements/generator/prng.ts';
import type { Merchant, Owner } from './merchant.ts';
import { at, bizTaxT, dbaT, fmtDate, fmtTax, fullName, isoDate, money, nameT, ownerTaxT, ownerTaxText, stateT, type Sheet } from './sheet.ts';
import { bar, entityBoxes, entityFree, freqBoxes, leftRow, US_ENTITIES, type Layout } from './parts.ts';

function ownerBlock(s: Sheet, o: Owner, i: number, x: number, y: number, w: number, dateF: 'mdy' | 'long'): number {
  const L = { size: 8.5, labelSize: 7 };
  y = bar(s, x, y, w, `OWNER ${i + 1}`, { fill: '#2d5d7b', size: 6.5, h: 10 }) + 5;
  y = leftRow(s, x, y, [{ label: 'First', w: w * 0.5, value: o.first + (o.middle ? ` ${o.middle}` : ''), truth: at(i, 'first_name', o.first) },
    { label: 'Last', w: w * 0.5, value: o.last, truth: at(i, 'last_name', o.last) }], L);
  y = leftRow(s, x, y, [{ label: 'Pos.', w: w * 0.6, value: o.title, truth: at(i, 'role', o.title) }, { label: 'Own %', w: w * 0.4, value: `${o.pct}%`, truth: at(i, 'ownership', o.pct) }], L);
  y = leftRow(s, x, y, [{ label: 'SS#', w: w * 0.5, value: ownerTaxText(o), truth: ownerTaxT(o, i) },
    { label: 'DOB', w: w * 0.5, value: fmtDate(o.dob, dateF), truth: at(i, 'date_of_birth', isoDate(o.dob)) }], L);
  y = leftRow(s, x, y, [{ label: 'Home Addr', w, value: o.home.street }], L);
  y = leftRow(s, x, y, [{ label: 'City/St/Zip', w, value: `${o.home.city}, ${o.home.state} ${o.home.zip}` }], L);
  return leftRow(s, x, y, [{ label: 'Cell', w: w * 0.55, value: o.cell }, { label: 'Cr. Score', w: w * 0.45, value: String(o.credit), truth: at(i, 'credit_score', o.credit) }], L);
}

function tworivers(s: Sheet, m: Merchant, r: Rng): void {
  const LX = 36, RX = 318, CW = 258;
  const L = { size: 8.5, labelSize: 7 };
  const dateF = r.pick(['mdy', 'long'] as const);
  s.doc.save().rect(0, 0, 612, 54).fill('#2d5d7b').restore();
  s.label('Two Rivers Merchant Svcs', LX, 16, { size: 16, font: 'Times-Bold', color: 'white' });
  s.label('Working Capital Application  -  one owner per block; additional owners on page 2', LX, 36, { size: 7.5, color: 'white' });
  s.label(`ISO # ${m.isoNum}`, 470, 22, { size: 7, color: 'white' });
  let y = bar(s, LX, 66, CW, 'BUSINESS', { fill: '#2d5d7b' }) + 6;
  y = leftRow(s, LX, y, [{ label: 'Corp Name', w: CW, value: m.legal, truth: { legal_name: m.legal } }], L);
  y = leftRow(s, LX, y, [{ label: 'D/B/A', w: CW, value: m.dbaText, truth: dbaT(m) }], L);
  y = leftRow(s, LX, y, [{ label: 'TIN', w: CW * 0.55, value: fmtTax(m.taxId, m.taxType), truth: bizTaxT(m) },
    { label: 'Yrs in Bus', w: CW * 0.45, value: String(2025 - m.start.y) }], L);
  y = leftRow(s, LX, y, [{ label: 'Bus. Start', w: CW, value: fmtDate(m.start, dateF), truth: { business_start_date: isoDate(m.start) } }], L);
  s.label('Ent. Type:', LX, y + 2, { size: 7, font: 'Helvetica-Bold' });
  entityBoxes(s, m, r, LX + 44, y + 1, [['Corp', 'c_corporation'], ['S-Corp', 's_corporation'], ['LLC', 'llc'], ['Sole Prop', 'sole_proprietorship'],
    ['Partnership', 'general_partnership']], { box: 7, size: 7, gap: 8, wrapAt: LX + CW });
  y += 26;
  y = leftRow(s, LX, y, [{ label: 'Street', w: CW, value: m.addr.street }], L);
  y = leftRow(s, LX, y, [{ label: 'City', w: CW * 0.5, value: m.addr.city }, { label: 'St', w: CW * 0.2, value: m.addr.state, truth: stateT(m) },
    { label: 'Zip', w: CW * 0.3, value: m.addr.zip }], L);
  y = leftRow(s, LX, y, [{ label: 'Bus. Ph#', w: CW, value: m.phone }], L);
  y = leftRow(s, LX, y, [{ label: 'Email', w: CW, value: m.email }], L);
  y = leftRow(s, LX, y, [{ label: 'Ind.', w: CW, value: m.industryText, truth: { industry: m.industryId } }], L);
  y = leftRow(s, LX, y, [{ label: 'Own/Rent', w: CW * 0.45, value: m.own }, { label: 'Landlord Ph#', w: CW * 0.55, value: m.own === 'Rent' ? m.landlordPhone : '', decoy: m.own === 'Rent' }], L);
  y = bar(s, LX, y + 4, CW, 'REQUEST', { fill: '#2d5d7b' }) + 6;
  y = leftRow(s, LX, y, [{ label: 'Amt Req.', w: CW * 0.55, value: money(m.amount, { cents: true }), truth: { requested_amount: m.amount } },
    { label: 'Term', w: CW * 0.45, value: `${m.nPayments} pmts`, truth: { number_of_payments: m.nPayments } }], L);
  s.label('Pmt Freq:', LX, y + 1, { size: 7, font: 'Helvetica-Bold' });
  freqBoxes(s, m, LX + 42, y, ['Daily', 'Weekly', 'Bi-Wkly', 'Monthly'], { box: 7, size: 7, gap: 7, group: 'PmtFreq' });
  y += 16;
  y = leftRow(s, LX, y, [{ label: 'Curr. Funder', w: CW * 0.6, value: m.funders[0]?.name, decoy: true }, { label: 'Bal.', w: CW * 0.4, value: m.funders[0] && money(m.funders[0].balance), decoy: true }], L);
  y = leftRow(s, LX, y, [{ label: 'Bank', w: CW, value: m.bank, decoy: true }], L);
  y = leftRow(s, LX, y, [{ label: 'Rtg #', w: CW * 0.45, value: m.rtg, decoy: true }, { label: 'Acct #', w: CW * 0.55, value: m.acct, decoy: true }], L);
  let ry = 66;
  for (let i = 0; i < Math.min(2, m.owners.length); i++) ry = ownerBlock(s, m.owners[i]!, i, RX, ry, CW, dateF) + 8;
  const sy = Math.max(y, ry) + 14;
  s.para('The merchant and each owner signing below certify the above is true and authorize Two Rivers Merchant Svcs and its funders to obtain credit reports and verify all information, now and for as long as any obligation remains. Additional owners: see page 2.', LX, sy, 540, 6.5);
  s.doc.save().lineWidth(0.5).moveTo(LX, sy + 50).lineTo(LX + 200, sy + 50).moveTo(RX, sy + 50).lineTo(RX + 120, sy + 50).stroke().restore();
  s.label('Owner 1 Signature', LX, sy + 52, { size: 6 }); s.label('Date', RX, sy + 52, { size: 6 });
  s.newPage();
  s.label('Two Rivers Merchant Svcs  -  Application p. 2: Addl. Owners', LX, 36, { size: 11, font: 'Times-Bold' });
  s.label('Business name, Fed ID and signatures: see page 1', LX, 52, { size: 7 });
  for (let i = 2; i < 4; i++) {
    const o = m.owners[i];
    const x = i === 2 ? LX : RX;
    if (o) ownerBlock(s, o, i, x, 70, CW, dateF);
    else { bar(s, x, 70, CW, `OWNER ${i + 1}`, { fill: '#999', size: 6.5, h: 10 }); s.label('(none)', x + 4, 86, { size: 7, color: '#777' }); }
  }
  s.label('Emergency contact (not an owner):', LX, 250, { size: 7, font: 'Helvetica-Bold' });
  s.put(`${r.pick(['Luis', 'Anne', 'Rick', 'Joy'])} ${r.pick(['Marsh', 'Pruett', 'Cobb'])}  ${m.refs[0]!.phone}`, LX + 130, 249, 250, { size: 8.5, decoy: true });
}

function quickapp(s: Sheet, m: Merchant, r: Rng): void {
  const X = 24, S = { size: 8.5, labelSize: 7, font: 'Courier-Bold' };
  s.doc.save().lineWidth(1).rect(14, 12, 584, 372).stroke().restore();
  s.label('FASTLANE FUNDING', X, 20, { size: 12, font: 'Courier-Bold' });
  s.label('QUICK APP - send w/ 4 mos stmts', X + 150, 23, { size: 8, font: 'Courier' });
  s.label(`Ref. # ${m.refNum}`, 470, 20, { size: 7, font: 'Courier' });
  s.decoys.push(m.refNum);
  let y = 42;
  const row = (cells: Parameters<typeof leftRow>[3]) => { y = leftRow(s, X, y, cells, S) + 7; return y; };
  row([{ label: 'Corp Name', w: 330, value: m.legal, truth: { legal_name: m.legal } }, { label: 'D/B/A', w: 234, value: m.dbaText, truth: dbaT(m) }]);
  row([{ label: 'Fed ID#', w: 150, value: fmtTax(m.taxId, m.taxType), truth: bizTaxT(m) },
    { label: 'Ent. Type', w: 130, value: entityFree(m, r), truth: { type_of_entity: m.entity } },
    { label: 'Bus. Start', w: 140, value: fmtDate(m.start, m.start.y >= 2000 ? 'mdy2' : 'mdy'), truth: { business_start_date: isoDate(m.start) } },
    { label: 'Ind.', w: 144, value: m.industryText, truth: { industry: m.industryId } }]);
  row([{ label: 'Addr', w: 250, value: m.addr.street }, { label: 'City', w: 140, value: m.addr.city },
    { label: 'St', w: 60, value: m.addr.state, truth: stateT(m) }, { label: 'Zip', w: 114, value: m.addr.zip }]);
  row([{ label: 'Ph#', w: 150, value: m.phone }, { label: 'Email', w: 250, value: m.email }, { label: 'Mo. Rev', w: 164, value: money(m.monthlySales, { dollar: false }) }]);
  row([{ label: 'Amt Req.', w: 150, value: money(m.amount, { dollar: false }), truth: { requested_amount: m.amount } },
    { label: 'Pmt Freq', w: 200, draw: (x, yy) => freqBoxes(s, m, x + 2, yy + 1, ['D', 'W', 'BW', 'M'], { box: 7, size: 7, gap: 8 }) },
    { label: 'Curr. Funder', w: 134, value: m.funders[0]?.name, decoy: true }, { label: 'Bal.', w: 80, value: m.funders[0] && money(m.funders[0].balance, { dollar: false }), decoy: true }]);
  y += 4;
  s.doc.save().lineWidth(0.5).dash(2, { space: 2 }).moveTo(X, y).lineTo(588, y).stroke().undash().restore();
  y += 6;
  for (let i = 0; i < 2; i++) {
    const o = m.owners[i];
    row([{ label: `Owner${i ? ' 2' : ''}`, w: 170, value: o && fullName(o), truth: o && nameT(o, i) },
      { label: 'Ttl', w: 90, value: o?.title, truth: o && at(i, 'role', o.title) }, { label: 'Own %', w: 70, value: o && String(o.pct), truth: o && at(i, 'ownership', o.pct) },
      { label: 'SS#', w: 120, value: o && ownerTaxText(o), truth: o && ownerTaxT(o, i) },
      { label: 'DOB', w: 114, value: o && fmtDate(o.dob, 'mdy'), truth: o && at(i, 'date_of_birth', isoDate(o.dob)) }]);
  }
  y += 2;
  row([{ label: 'ISO #', w: 130, value: m.isoNum, decoy: true }, { label: 'ISO Rep', w: 170, value: m.isoName, decoy: true },
    { label: 'Landlord Ph#', w: 264, value: m.own === 'Rent' ? m.landlordPhone : '', decoy: m.own === 'Rent' }]);
  s.para('Applicant certifies the above is true & authorizes FastLane Funding and its partners to pull credit on the business and each owner listed and to verify bank & processing data.', X, y + 4, 560, 6.5, 'Courier');
  s.doc.save().lineWidth(0.5).moveTo(X, y + 44).lineTo(X + 220, y + 44).moveTo(X + 300, y + 44).lineTo(X + 420, y + 44).stroke().restore();
  s.label('Sig.', X, y + 46, { size: 6.5, font: 'Courier' }); s.label('Date', X + 300, y + 46, { size: 6.5, font: 'Courier' });
}

export const TWORIVERS: Layout = { name: 'tworivers-sidebyside', country: 'US', maxOwners: 4, entities: US_ENTITIES, maskRate: 0.15, draw: tworivers,
  sheet: { size: [612, 792], naming: { text: (n) => `untitled${n}`, check: (n) => `CheckBox${n}` }, typed: 'Helvetica', producer: 'PDFescape' } };
export const QUICKAPP: Layout = { name: 'fastlane-quickapp', country: 'US', maxOwners: 2, entities: US_ENTITIES, maskRate: 0.5, draw: quickapp,
  sheet: { size: [612, 396], naming: { text: (n) => `Text Field ${n}`, check: (n) => `Check ${n}` }, typed: 'Courier', hand: 'patrick', producer: 'Nitro Pro' } };
