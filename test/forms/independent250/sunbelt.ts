// Layout "sunbelt_forwarded": Sunbelt Funding Source, a dense two-column application the merchant faxed to the broker,
// forwarded with the broker's header over the merchant's own (two header lines); "City, ST Zip" in one cell, entity as
// an abbreviation, owners as columns of one table with names "Last, First M.", trade references, an office-use box.
import { fmtDate, fullName, money, phone, type DateFmt } from './data.ts';
import { bizTaxF, countryOf, dbaF, dobF, nameF, ownerTaxF, pctF, roleF, scoreF } from './common.ts';
import { coverSheet, faxHeader, merchantHeader, type FaxCtx } from './fax.ts';

export const SUNBELT = { name: 'Sunbelt Funding Source', header: 'SUNBELT FUNDING SRC', fax: '305 555 0111', phone: '305-555-0110',
  address: '2600 Ponce de Leon Blvd, Coral Gables, FL 33134', look: 'classic' as const };

const ENTITY_TEXT: Record<string, string[]> = { llc: ['LLC', 'L.L.C.'], c_corporation: ['Corp', 'Inc.', 'C-Corp'], s_corporation: ['S Corp', 'S-Corp'],
  sole_proprietorship: ['Sole Prop', 'Sole Proprietor'], general_partnership: ['Partnership', 'GP'], llp: ['LLP'], pllc: ['PLLC', 'Professional LLC'] };
const REFS = ['Sysco Foods', 'Grainger Industrial', 'Uline', 'Ferguson Supply', 'Restaurant Depot', 'Home Depot Pro', 'Staples Business'];

export function sunbelt(c: FaxCtx): void {
  const { s, m, rng } = c;
  s.addPage(); faxHeader(c, 1); coverSheet(c);
  s.addPage(); faxHeader(c, 2, 2); merchantHeader(c, 1, 2);
  const L = 30, CW = 272, G = 8;
  s.label('SUNBELT FUNDING SOURCE', L, 36, { size: 12, font: 'Helvetica-Bold' });
  s.label('MERCHANT APPLICATION', L + 380, 38, { size: 10, font: 'Helvetica-Bold' });
  s.line(L, 52, L + 2 * CW + G, 52, 1.5);
  const heads = (t: string, x: number, y: number, w = CW): void => { s.rect(x, y, w, 13, 0.5, '#222'); s.label(t, x + 4, y + 3.5, { size: 7, font: 'Helvetica-Bold', color: 'white' }); };
  const rowAt = (label: string, x: number, y: number, w = CW): void => { s.label(label, x + 2, y + 5, { size: 6.5, font: 'Helvetica-Bold' }); s.line(x, y + 16, x + w, y + 16, 0.4); };
  const put = (f: Record<string, string | number | null>, text: string, label: string, x: number, y: number, w = CW): void => {
    rowAt(label, x, y, w); s.value(f, text, x + 88, y + 4, w - 92, { size: 8.5 });
  };
  const decoy = (key: string, text: string, label: string, x: number, y: number, w = CW): void => {
    rowAt(label, x, y, w); s.decoy(key, text, x + 88, y + 4, w - 92, { size: 8.5 });
  };
  let y = 60; heads('MERCHANT INFORMATION', L, y); heads('FUNDING & FINANCIALS', L + CW + G, y);
  y += 14;
  const R = L + CW + G;
  let ly = y;
  put({ legal_name: m.legal }, m.legal, 'Corporate Name', L, ly); ly += 17;
  put(dbaF(m.dba), m.dbaPrinted, 'DBA', L, ly); ly += 17;
  decoy('business_street', m.addr.street, 'Address', L, ly); ly += 17;
  put({ state_region: m.addr.region, country: countryOf(m.country) }, `${m.addr.city}, ${m.addr.region} ${m.addr.postal}`, 'City, State, Zip', L, ly); ly += 17;
  decoy('business_phone', m.phone, 'Phone', L, ly); ly += 17;
  rowAt('EIN', L, ly); if (m.tax) s.value(bizTaxF(m.tax), m.tax.printed, L + 88, ly + 4, CW - 92, { size: 8.5 }); ly += 17;
  put({ type_of_entity: m.entityId }, rng.pick(ENTITY_TEXT[m.entityId] ?? [m.entityText]), 'Entity Type', L, ly); ly += 17;
  if (rng.chance(0.3)) decoy('years_in_business', `${2025 - Number(m.startIso.slice(0, 4))} yrs`, 'Time in Business', L, ly);
  else put({ business_start_date: m.startIso }, fmtDate(m.startIso, rng.pick<DateFmt>(['mdy', 'mdy2', 'dmon'])), 'Date Started', L, ly);
  ly += 17;
  put({ industry: m.industry }, m.desc, 'Industry', L, ly); ly += 17;
  if (m.website) decoy('website', m.website, 'Website', L, ly); else rowAt('Website', L, ly);
  ly += 17;
  decoy('state_of_incorporation', m.incRegion, 'State of Inc.', L, ly); ly += 17;

  let ry = y;
  put({ requested_amount: m.amount }, money(m.amount, rng), 'Amount Requested', R, ry); ry += 17;
  decoy('use_of_funds', m.use, 'Use of Funds', R, ry); ry += 17;
  decoy('monthly_sales', money(m.monthlySales, rng), 'Monthly Gross Sales', R, ry); ry += 17;
  decoy('card_sales', money(Math.round(m.monthlySales * 0.4), rng), 'Monthly CC Sales', R, ry); ry += 17;
  decoy('processor', rng.pick(['Square', 'Clover / First Data', 'Heartland', 'Stripe', 'Toast']), 'CC Processor', R, ry); ry += 17;
  const hasMca = rng.chance(0.5);
  decoy('open_mca', hasMca ? 'Yes' : 'No', 'Open Advances?', R, ry); ry += 17;
  if (hasMca) decoy('existing_funder', `${rng.pick(['Fundex', 'Pearl', 'Kapitus', 'Mulligan'])} - bal ${money(rng.int(5, 60) * 1000, rng)}`, 'Funder / Balance', R, ry);
  else rowAt('Funder / Balance', R, ry);
  ry += 17;
  decoy('bank_name', rng.pick(['Bank of America', 'Truist', 'Chase', 'Capital One']), 'Bank Name', R, ry); ry += 17;
  decoy('account_number', `****${rng.int(1000, 9999)}`, 'Account #', R, ry); ry += 17;
  decoy('landlord', `${rng.pick(['Coral Way Plaza LLC', 'Sun Properties', 'A. Mendoza'])} ${phone(rng)}`, 'Landlord', R, ry); ry += 17;
  decoy('rent_amount', money(rng.int(15, 90) * 100, rng), 'Monthly Rent', R, ry);

  y = Math.max(ly, ry) + 26;
  const LW = 2 * CW + G;
  heads('OWNER / GUARANTOR INFORMATION', L, y, LW); y += 14;
  const colW = (LW - 90) / 3;
  s.rect(L, y, LW, 14, 0.4, '#dddddd');
  for (let i = 0; i < 3; i++) s.label(`OWNER ${i + 1}`, L + 90 + i * colW + 3, y + 4, { size: 6.5, font: 'Helvetica-Bold' });
  y += 14;
  const dobFmt = rng.pick<DateFmt>(['mdy', 'mdy2']);
  const rows: [string, (i: number) => void][] = [
    ['Name (Last, First)', (i) => { const o = m.owners[i]!; s.value(nameF(i, o), fullName(o, 'lastfirst'), cx(i), ry2, colW - 6, { size: 8 }); }],
    ['Title', (i) => { const o = m.owners[i]!; s.value(roleF(i, o), o.title, cx(i), ry2, colW - 6, { size: 8 }); }],
    ['Ownership %', (i) => { const o = m.owners[i]!; s.value(pctF(i, o), `${o.pct}%`, cx(i), ry2, colW - 6, { size: 8 }); }],
    ['SSN', (i) => { const o = m.owners[i]!; if (o.tax) s.value(ownerTaxF(i, o.tax), o.tax.printed, cx(i), ry2, colW - 6, { size: 8 }); }],
    ['Date of Birth', (i) => { const o = m.owners[i]!; s.value(dobF(i, o), fmtDate(o.dobIso, dobFmt), cx(i), ry2, colW - 6, { size: 8 }); }],
    ['Home Address', (i) => { const o = m.owners[i]!; s.decoy('owner_home_address', `${o.home.street}, ${o.home.city} ${o.home.region}`, cx(i), ry2, colW - 6, { size: 7 }); }],
    ['Cell', (i) => { const o = m.owners[i]!; s.decoy('owner_cell', o.cell, cx(i), ry2, colW - 6, { size: 8 }); }],
    ['FICO (approx.)', (i) => { const o = m.owners[i]!; if (o.score !== null) s.value(scoreF(i, o), String(o.score), cx(i), ry2, colW - 6, { size: 8 }); }],
  ];
  let ry2 = 0;
  const cx = (i: number): number => L + 90 + i * colW + 3;
  for (const [label, fill] of rows) {
    s.rect(L, y, 90, 17, 0.4, '#f2f2f2');
    for (let i = 0; i < 3; i++) s.rect(L + 90 + i * colW, y, colW, 17, 0.4);
    s.label(label, L + 3, y + 5, { size: 6.5, font: 'Helvetica-Bold' });
    ry2 = y + 5;
    for (let i = 0; i < m.owners.length; i++) fill(i);
    y += 17;
  }

  s.addPage(); faxHeader(c, 3, 3); merchantHeader(c, 2, 2);
  y = 40; heads('TRADE REFERENCES', L, y, LW); y += 14;
  for (let r = 0; r < 3; r++) {
    const ref = rng.pick(REFS);
    decoy('trade_reference', ref, `Reference ${r + 1}`, L, y, 260);
    decoy('trade_reference_phone', phone(rng, 'paren'), 'Contact / Phone', L + 270, y, 282);
    y += 17;
  }
  y += 16; heads('AUTHORIZATION', L, y, LW); y += 18;
  s.label('Merchant and Owner(s) certify that the information provided is accurate and complete, and authorize Sunbelt Funding Source ' +
    'and its lenders and funders to obtain credit reports, verify any information given, and contact the references above. This ' +
    'authorization extends to any renewal or additional funding. Merchant acknowledges that Sunbelt Funding Source is a broker and ' +
    'not a lender, and may receive compensation from the funder.', L, y, { size: 7, width: LW });
  y += 54;
  m.owners.forEach((_o, i) => {
    const x = L + i * 185;
    s.line(x, y + 14, x + 170, y + 14); s.label(`Signature - Owner ${i + 1}`, x, y + 17, { size: 6.5 });
    s.doc.save().moveTo(x + 12, y + 12).bezierCurveTo(x + 35, y - 6, x + 60, y + 20, x + 100, y + 1).lineWidth(1).strokeColor('#112').stroke().restore();
  });
  y += 70;
  s.rect(L, y, LW, 54, 0.8);
  s.label('FOR OFFICE USE ONLY', L + 4, y + 4, { size: 7, font: 'Helvetica-Bold' });
  s.decoy('iso_rep', `Rep: ${c.rep}   ISO #SFS-${rng.int(1000, 9999)}   Submitted ${fmtDate(c.sent.toISOString().slice(0, 10), 'mdy')}`, L + 6, y + 20, LW - 12, { size: 8 });
  s.decoy('office_note', rng.pick(['Prior default 2022 - settled', 'Merchant prefers weekly', 'Needs funds by Fri', 'Stacking OK per mgr']), L + 6, y + 36, LW - 12, { size: 8 });
}
