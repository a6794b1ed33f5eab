// Northern Maple Capital (Canadian quick form: labels above boxes, BN / SIN / Prov., owners side by side) and Apex
// Lane Brokerage (legal size, two pages, shaded label cells at the left, owners 3-4 continued on page 2).
import type { Rng } from '../../statements/generator/prng.ts';
import type { Merchant, Owner } from './merchant.ts';
import { at, bizTaxT, dbaT, fmtDate, fmtTax, fullName, isoDate, money, nameT, ownerTaxT, ownerTaxText, stateT, type Sheet } from './sheet.ts';
import { bar, CA_ENTITIES, entityBoxes, freqBoxes, US_ENTITIES, type Cell, type Layout } from './parts.ts';

/** Boxes with the label printed ABOVE each box. */
function aboveRow(s: Sheet, x: number, y: number, h: number, cells: Cell[], size = 9): number {
  let cx = x;
  for (const c of cells) {
    s.label(c.label, cx + 1, y, { size: 6, font: 'Helvetica-Bold', color: '#7a1020' });
    s.doc.save().lineWidth(0.6).strokeColor('#7a1020').rect(cx, y + 8, c.w - 6, h).stroke().restore();
    if (c.draw) c.draw(cx, y + 8, c.w - 6, h);
    else s.put(c.value, cx + 4, y + 8 + (h - size) / 2, c.w - 12, { size, h: size + 4, truth: c.truth, decoy: c.decoy });
    cx += c.w;
  }
  return y + h + 13;
}

function maple(s: Sheet, m: Merchant, r: Rng): void {
  const X = 40, W = 532;
  const dateF = r.pick(['iso', 'long', 'short'] as const);
  s.doc.save().rect(X, 30, 26, 26).fill('#b0122b').restore();
  s.label('NORTHERN MAPLE CAPITAL', X + 34, 31, { size: 14, font: 'Helvetica-Bold', color: '#7a1020' });
  s.label('Quick Form  /  Formulaire rapide  -  Business Financing (Canada)', X + 34, 48, { size: 8 });
  aboveRow(s, 440, 26, 16, [{ label: 'ISO #', w: 132, value: m.isoNum, decoy: true }], 8);
  let y = 72;
  y = aboveRow(s, X, y, 18, [{ label: 'Corp Name (legal)', w: 280, value: m.legal, truth: { legal_name: m.legal } },
    { label: 'Operating Name (O/A)', w: 252, value: m.dbaText, truth: dbaT(m) }]);
  y = aboveRow(s, X, y, 18, [{ label: 'BN (9 digits + program acct)', w: 170, value: fmtTax(m.taxId, 'BN'), truth: bizTaxT(m) },
    { label: 'Ent. Type', w: 240, draw: (x, yy) => entityBoxes(s, m, r, x + 5, yy + 5.5, [['Corp.', 'ca_corporation'], ['Sole Prop.', 'sole_proprietorship'],
      ['Partnership', 'general_partnership']], { box: 7, size: 7, gap: 8, otherW: 35 }) },
    { label: 'Bus. Start', w: 122, value: fmtDate(m.start, dateF), truth: { business_start_date: isoDate(m.start) } }]);
  y = aboveRow(s, X, y, 18, [{ label: 'Bus. Address', w: 220, value: m.addr.street }, { label: 'City', w: 130, value: m.addr.city },
    { label: 'Prov.', w: 60, value: m.addr.state, truth: stateT(m) }, { label: 'Postal Code', w: 122, value: m.addr.zip }]);
  y = aboveRow(s, X, y, 18, [{ label: 'Bus. Ph#', w: 130, value: m.phone }, { label: 'Email', w: 200, value: m.email },
    { label: 'Ind.', w: 202, value: m.industryText, truth: { industry: m.industryId } }]);
  const amt = r.chance(0.5) ? `CAD ${money(m.amount, { dollar: false })}` : money(m.amount, { cents: true });
  y = aboveRow(s, X, y, 18, [{ label: 'Amt Req. (CAD)', w: 120, value: amt, truth: { requested_amount: m.amount } },
    { label: 'Pmt Freq', w: 250, draw: (x, yy) => freqBoxes(s, m, x + 5, yy + 5.5, ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'], { box: 7, size: 7, gap: 9 }) },
    { label: '# Pmts', w: 60, value: String(m.nPayments), truth: { number_of_payments: m.nPayments } },
    { label: 'Mo. Sales', w: 102, value: money(m.monthlySales, { dollar: false }) }]);
  y = bar(s, X, y + 2, W - 6, 'OWNERS / PROPRIÉTAIRES  (owners of 20%+; SIN optional, used for identity and credit verification)', { fill: '#7a1020' }) + 6;
  const colW = (W - 6) / 2;
  for (let i = 0; i < 2; i++) {
    const o: Owner | undefined = m.owners[i];
    const x = X + i * colW;
    let oy = y;
    s.label(`Owner ${i + 1}`, x, oy, { size: 8, font: 'Helvetica-Bold' }); oy += 12;
    oy = aboveRow(s, x, oy, 17, [{ label: 'Full Name', w: colW, value: o && fullName(o), truth: o && nameT(o, i) }]);
    oy = aboveRow(s, x, oy, 17, [{ label: 'Pos.', w: colW * 0.55, value: o?.title, truth: o && at(i, 'role', o.title) },
      { label: 'Own %', w: colW * 0.45, value: o && `${o.pct} %`, truth: o && at(i, 'ownership', o.pct) }]);
    oy = aboveRow(s, x, oy, 17, [{ label: 'SIN', w: colW * 0.55, value: o && ownerTaxText(o), truth: o && ownerTaxT(o, i) },
      { label: 'DOB (YYYY-MM-DD)', w: colW * 0.45, value: o && fmtDate(o.dob, 'iso'), truth: o && at(i, 'date_of_birth', isoDate(o.dob)) }]);
    aboveRow(s, x, oy, 17, [{ label: 'Home Address, City, Prov.', w: colW, value: o && `${o.home.street}, ${o.home.city}, ${o.home.state}` }], 8);
  }
  y += 12 + 4 * 30 + 4;
  y = bar(s, X, y, W - 6, 'BANKING / LANDLORD', { fill: '#7a1020' }) + 6;
  const [transit, inst] = m.rtg.split('-');
  y = aboveRow(s, X, y, 17, [{ label: 'Bank', w: 160, value: m.bank, decoy: true }, { label: 'Inst. #', w: 60, value: inst, decoy: true },
    { label: 'Transit #', w: 80, value: transit, decoy: true }, { label: 'Acct #', w: 110, value: m.acct, decoy: true },
    { label: 'Landlord Ph#', w: 122, value: m.own === 'Rent' ? m.landlordPhone : '', decoy: m.own === 'Rent' }]);
  s.para('PIPEDA consent: I/we consent to Northern Maple Capital and its funding partners collecting, using and disclosing the personal information above, including obtaining credit reports from Equifax Canada and TransUnion Canada, to assess this application and for ongoing account management, in accordance with the Personal Information Protection and Electronic Documents Act. / Je consens a la collecte et a l\'utilisation de ces renseignements aux fins de cette demande.', X, y + 2, W - 6, 6.5);
  const sy = y + 62;
  s.doc.save().lineWidth(0.5).moveTo(X, sy).lineTo(X + 200, sy).moveTo(X + 270, sy).lineTo(X + 400, sy).stroke().restore();
  s.label('Signature', X, sy + 2, { size: 6 }); s.label('Date', X + 270, sy + 2, { size: 6 });
}

/** Shaded label cell at the left, value cell at its right. */
function lcRow(s: Sheet, x: number, y: number, h: number, cells: (Cell & { lw: number })[], size = 8.5): number {
  let cx = x;
  for (const c of cells) {
    s.doc.save().rect(cx, y, c.lw, h).fill('#e3e6ea').restore();
    s.doc.save().lineWidth(0.5).strokeColor('#555').rect(cx, y, c.w, h).stroke().moveTo(cx + c.lw, y).lineTo(cx + c.lw, y + h).stroke().restore();
    s.label(c.label, cx + 2.5, y + (h - 6.5) / 2 + 0.5, { size: 6.5, font: 'Helvetica-Bold' });
    if (c.draw) c.draw(cx + c.lw, y, c.w - c.lw, h);
    else s.put(c.value, cx + c.lw + 3, y + (h - size) / 2, c.w - c.lw - 6, { size, h: size + 4, truth: c.truth, decoy: c.decoy });
    cx += c.w;
  }
  return y + h;
}

function apexOwner(s: Sheet, o: Owner | undefined, i: number, X: number, y: number, W: number): number {
  y = bar(s, X, y, W, `OWNER ${i + 1}${i === 0 ? ' (guarantor)' : ''}`, { fill: '#44546a' });
  y = lcRow(s, X, y, 18, [{ label: 'Name', lw: 40, w: 230, value: o && fullName(o), truth: o && nameT(o, i) },
    { label: 'Ttl', lw: 26, w: 130, value: o?.title, truth: o && at(i, 'role', o.title) }, { label: 'Own %', lw: 36, w: 80, value: o && `${o.pct}%`, truth: o && at(i, 'ownership', o.pct) },
    { label: 'DOB', lw: 28, w: W - 440, value: o && fmtDate(o.dob, 'short'), truth: o && at(i, 'date_of_birth', isoDate(o.dob)) }]);
  y = lcRow(s, X, y, 18, [{ label: 'SS#', lw: 40, w: 150, value: o && ownerTaxText(o), truth: o && ownerTaxT(o, i) },
    { label: 'Home Addr', lw: 50, w: 270, value: o && `${o.home.street}, ${o.home.city}, ${o.home.state} ${o.home.zip}` },
    { label: 'Cr. Score', lw: 44, w: W - 420, value: o && String(o.credit), truth: o && at(i, 'credit_score', o.credit) }], 8);
  return y + 8;
}

function apex(s: Sheet, m: Merchant, r: Rng): void {
  const X = 36, W = 540;
  const cents = r.chance(0.6);
  s.label('APEX LANE BROKERAGE', X, 34, { size: 16, font: 'Helvetica-Bold', color: '#44546a' });
  s.label('Merchant Application  -  Back Office Copy', X, 54, { size: 8 });
  lcRow(s, 366, 30, 16, [{ label: 'Deal Ref. #', lw: 48, w: 110, value: m.refNum, decoy: true }, { label: 'ISO #', lw: 30, w: 100, value: m.isoNum, decoy: true }], 8);
  let y = bar(s, X, 72, W, 'BUSINESS', { fill: '#44546a' });
  y = lcRow(s, X, y, 20, [{ label: 'Corp Name', lw: 52, w: 300, value: m.legal, truth: { legal_name: m.legal } }, { label: 'D/B/A', lw: 34, w: 240, value: m.dbaText, truth: dbaT(m) }]);
  y = lcRow(s, X, y, 20, [{ label: m.taxType === 'EIN' ? 'Fed ID#' : 'Fed ID# / SS#', lw: 62, w: 170, value: fmtTax(m.taxId, m.taxType), truth: bizTaxT(m) },
    { label: 'Ent. Type', lw: 44, w: 370, draw: (x, yy) => entityBoxes(s, m, r, x + 5, yy + 6.5, [['Corp', 'c_corporation'], ['S-Corp', 's_corporation'], ['LLC', 'llc'],
      ['Sole Prop', 'sole_proprietorship'], ['Partnership', 'general_partnership']], { box: 7, size: 6.5, gap: 6, otherW: 40 }) }]);
  y = lcRow(s, X, y, 20, [{ label: 'Bus. Start', lw: 50, w: 170, value: fmtDate(m.start, r.pick(['mdy', 'dash'] as const)), truth: { business_start_date: isoDate(m.start) } },
    { label: 'State of Inc.', lw: 56, w: 120, value: m.stateOfInc, decoy: m.stateOfInc !== m.addr.state }, { label: 'Ind.', lw: 26, w: 250, value: m.industryText, truth: { industry: m.industryId } }]);
  y = lcRow(s, X, y, 20, [{ label: 'Address', lw: 44, w: 240, value: m.addr.street }, { label: 'City', lw: 26, w: 140, value: m.addr.city },
    { label: 'St', lw: 18, w: 60, value: m.addr.state, truth: stateT(m) }, { label: 'Zip', lw: 22, w: 100, value: m.addr.zip }]);
  y = lcRow(s, X, y, 20, [{ label: 'Bus. Ph#', lw: 44, w: 160, value: m.phone }, { label: 'Email', lw: 30, w: 220, value: m.email }, { label: '# Emp', lw: 32, w: 70, value: String(m.employees) },
    { label: 'Own/Rent', lw: 42, w: 90, value: m.own }]);
  y = bar(s, X, y + 8, W, 'FUNDING REQUEST', { fill: '#44546a' });
  y = lcRow(s, X, y, 20, [{ label: 'Amt Req.', lw: 44, w: 150, value: money(m.amount, { cents }), truth: { requested_amount: m.amount } },
    { label: 'Pmt Freq', lw: 44, w: 230, draw: (x, yy) => freqBoxes(s, m, x + 5, yy + 6.5, ['Daily', 'Weekly', 'Bi-Weekly', 'Monthly'], { box: 7, size: 6.5, gap: 6, group: 'RadioFreq' }) },
    { label: 'Pmt Amt', lw: 40, w: 100, value: money(m.payment, { cents: true }), truth: { requested_payment: m.payment } },
    { label: '# Pmts', lw: 34, w: 60, value: String(m.nPayments), truth: { number_of_payments: m.nPayments } }]);
  y = lcRow(s, X, y, 20, [{ label: 'Use of Funds', lw: 58, w: 300, value: m.use }, { label: 'Avg Mo. Sales', lw: 62, w: 240, value: money(m.monthlySales, { cents: true }) }]);
  y = bar(s, X, y + 8, W, 'EXISTING ADVANCES / LOANS', { fill: '#8a96a6' });
  for (let i = 0; i < 3; i++) {
    const f = m.funders[i];
    y = lcRow(s, X, y, 17, [{ label: 'Curr. Funder', lw: 56, w: 260, value: f?.name, decoy: true }, { label: 'Bal.', lw: 24, w: 140, value: f && money(f.balance, { cents: true }), decoy: true },
      { label: 'Pmt', lw: 24, w: 140, value: f && money(f.pmt, { cents: true }), decoy: true }], 8);
  }
  y += 10;
  for (let i = 0; i < 2; i++) y = apexOwner(s, m.owners[i], i, X, y, W);
  s.label(m.owners.length > 2 ? 'Additional owners continued on page 2.' : 'Page 2: bank, references and authorization.', X, y + 2, { size: 7, font: 'Helvetica-Oblique' });
  s.newPage();
  s.label('APEX LANE BROKERAGE  -  Merchant Application (cont\'d)', X, 34, { size: 11, font: 'Helvetica-Bold', color: '#44546a' });
  y = 56;
  for (let i = 2; i < 4; i++) y = apexOwner(s, m.owners[i], i, X, y, W);
  y = bar(s, X, y + 6, W, 'BANK / TRADE REFERENCES / LANDLORD', { fill: '#8a96a6' });
  y = lcRow(s, X, y, 18, [{ label: 'Bank', lw: 30, w: 200, value: m.bank, decoy: true }, { label: 'Rtg #', lw: 30, w: 150, value: m.rtg, decoy: true },
    { label: 'Acct #', lw: 34, w: 190, value: m.acct, decoy: true }]);
  for (const ref of m.refs) y = lcRow(s, X, y, 18, [{ label: 'Trade Ref.', lw: 48, w: 300, value: ref.name, decoy: true }, { label: 'Ph#', lw: 24, w: 240, value: ref.phone, decoy: true }]);
  y = lcRow(s, X, y, 18, [{ label: 'Landlord', lw: 44, w: 300, value: m.own === 'Rent' ? m.landlord : '', decoy: m.own === 'Rent' },
    { label: 'Landlord Ph#', lw: 60, w: 240, value: m.own === 'Rent' ? m.landlordPhone : '', decoy: m.own === 'Rent' }]);
  s.para('AUTHORIZATION. Merchant and each owner/guarantor named in this application certify that the information provided is accurate and complete, and authorize Apex Lane Brokerage, its affiliates and prospective funders to request consumer and business credit reports, bank and processor statements, and any other information to verify this application or to collect. Merchant agrees that this application and supporting documents may be shared with funding sources. Facsimile or electronic signatures are binding.', X, y + 10, W, 7);
  const sy = y + 90;
  for (let i = 0; i < 2; i++) {
    const sx = X + i * 275;
    s.doc.save().lineWidth(0.5).moveTo(sx, sy).lineTo(sx + 170, sy).moveTo(sx + 185, sy).lineTo(sx + 255, sy).stroke().restore();
    s.label(`Owner ${i + 1} Signature`, sx, sy + 2, { size: 6 }); s.label('Date', sx + 185, sy + 2, { size: 6 });
  }
}

export const MAPLE: Layout = { name: 'maple-ca-quick', country: 'CA', maxOwners: 2, entities: CA_ENTITIES, maskRate: 0.3, draw: maple,
  sheet: { size: [612, 792], naming: { text: (n) => `Text Field ${n + 40}`, check: (n) => `Check Box ${n + 40}` }, typed: 'Helvetica', producer: 'Foxit PDF Editor' } };
export const APEX: Layout = { name: 'apexlane-legal-2p', country: 'US', maxOwners: 4, entities: US_ENTITIES, maskRate: 0.15, draw: apex,
  sheet: { size: [612, 1008], naming: { text: (n) => `topmostSubform[0].Page1[0].TextField${n}[0]`, check: (n) => `topmostSubform[0].Page1[0].CheckBox${n}[0]` },
    typed: 'Times-Roman', producer: 'Adobe LiveCycle Designer' } };
