// Layout "northline-freight-ca": Northline Freight Capital (Mississauga), a Canadian carrier-funding broker. Two pages of
// boxed cells under navy section bands; BN with program account, CVOR/NSC, a cross-border USDOT, IFTA and IRP numbers,
// fleet counts, owners with SIN and Ontario-style driver's licence numbers, PIPEDA consent.
import { Rng } from '../../statements/generator/prng.ts';
import { makeMerchant, money, phone } from './data.ts';
import { Sheet } from './sheet.ts';
import * as C from './common.ts';

const NAVY = '#12335b';
const PROV_NAMES: Record<string, string> = { ON: 'Ontario', AB: 'Alberta', BC: 'British Columbia', QC: 'Quebec', MB: 'Manitoba', SK: 'Saskatchewan', NB: 'New Brunswick', NS: 'Nova Scotia' };

function band(s: Sheet, y: number, title: string): void {
  s.doc.rect(30, y, 552, 14).fill(NAVY);
  s.label(title, 36, y + 3.5, { size: 8, font: 'Helvetica-Bold', color: '#fff' });
}

export async function northline(s: Sheet, r: Rng): Promise<void> {
  const m = makeMerchant(r, 'CA', 'trucking');
  const d = s.doc;
  const ont = m.region === 'ON';
  s.addPage();
  d.rect(0, 0, 612, 62).fill(NAVY);
  s.label('NORTHLINE FREIGHT CAPITAL', 30, 16, { size: 17, font: 'Helvetica-Bold', color: '#fff' });
  s.label('Carrier Working Capital Application  |  Fuel - Repairs - Equipment - Insurance', 30, 38, { size: 8.5, color: '#c9d6e8' });
  s.label('1-888-644-7260  |  deals@northlinefreight.ca\n6985 Financial Dr, Suite 400, Mississauga ON L5N 0A1', 370, 18, { size: 7.5, color: '#fff', width: 215, align: 'right' });
  s.label('ISO / Referral rep:', 30, 70, { size: 7 });
  s.value('iso_rep', r.pick(C.ISO_REPS), 100, 66, 120, 12, undefined, { decoy: true, size: 9 });
  s.label('Rep code:', 230, 70, { size: 7 });
  s.value('iso_code', `NFC-${r.int(100, 999)}`, 266, 66, 60, 12, undefined, { decoy: true, size: 9 });
  s.label('All amounts in Canadian dollars.', 440, 70, { size: 7, font: 'Helvetica-Oblique' });

  let y = 86;
  band(s, y, '1.  CARRIER / BUSINESS INFORMATION');
  y += 16;
  s.cell(30, y, 320, 24, 'LEGAL BUSINESS NAME (as registered)', 'legal_name', m.legal, C.legalF(m));
  s.cell(350, y, 232, 24, 'OPERATING NAME (O/A)', 'operating_name', m.dba ?? r.pick(['', 'Same', 'N/A']), C.dbaF(m));
  y += 24;
  const [bnText, bnF] = C.bizTax(r, m);
  s.cell(30, y, 170, 24, 'BUSINESS NUMBER (BN) / PROGRAM ACCT', 'bn', bnText, bnF);
  d.lineWidth(0.5).strokeColor('#333').rect(200, y, 382, 24).stroke();
  s.label('LEGAL STRUCTURE', 203, y + 2, { size: 6, color: '#333' });
  const ents = ['Corporation (Inc./Ltd.)', 'Sole Proprietorship', 'Partnership', 'Other'];
  const ei = ({ ca_corporation: 0, sole_proprietorship: 1, general_partnership: 2 } as Record<string, number>)[m.entity] ?? 3;
  s.choices('legal_structure', ents.map((l, i) => ({ label: l, x: 206 + i * 95, y: y + 11 })), ei, C.entityF(m.entity), { radio: true });
  y += 24;
  s.cell(30, y, 250, 24, 'STREET ADDRESS (no P.O. boxes)', 'street', m.street, undefined);
  s.cell(280, y, 120, 24, 'CITY', 'city', m.city);
  s.cell(400, y, 100, 24, 'PROVINCE', 'province', r.chance(0.6) ? m.region : PROV_NAMES[m.region] ?? m.region, C.regionF(m));
  s.cell(500, y, 82, 24, 'POSTAL CODE', 'postal', m.postal);
  y += 24;
  s.cell(30, y, 130, 24, 'BUSINESS PHONE', 'phone', m.phone);
  s.cell(160, y, 220, 24, 'E-MAIL', 'email', m.email);
  s.cell(380, y, 202, 24, 'WEBSITE', 'website', m.website);
  y += 24;
  s.cell(30, y, 250, 24, 'TYPE OF OPERATION (describe)', 'operation', m.industryText, C.industryF(m));
  const startKnown = r.chance(0.75);
  s.cell(280, y, 140, 24, 'DATE STARTED (YYYY-MM-DD)', 'start_date', startKnown ? C.startText(r, m.start, true) : null, startKnown ? C.startF(m) : undefined);
  s.cell(420, y, 80, 24, 'YEARS IN BUSINESS', 'years', C.yearsIn(m.start), undefined, { decoy: true });
  s.cell(500, y, 82, 24, 'INC. JURISDICTION', 'inc_juris', r.chance(0.5) ? (m.incState === 'ON' ? 'Ontario' : m.incState === 'AB' ? 'Alberta' : 'Federal (CBCA)') : null, undefined, { decoy: true });
  y += 32;

  band(s, y, '2.  OPERATING AUTHORITY & FLEET');
  y += 16;
  const cvor = `${r.digits(3)}-${r.digits(3)}-${r.digits(3)}`;
  s.cell(30, y, 140, 24, ont ? 'CVOR NUMBER (Ontario)' : 'NSC NUMBER (Safety Fitness Cert.)', 'cvor', ont ? cvor : `${m.region}${r.digits(6)}-${r.digits(1)}`, undefined, { decoy: true });
  const crossBorder = r.chance(0.7);
  s.cell(170, y, 110, 24, 'USDOT # (if cross-border)', 'usdot', crossBorder ? String(r.int(1200000, 4199999)) : r.pick(['N/A', '']), undefined, { decoy: true });
  s.cell(280, y, 110, 24, 'MC / FF #', 'mc', crossBorder && r.chance(0.6) ? `MC-${r.int(400000, 1599999)}` : null, undefined, { decoy: true });
  s.cell(390, y, 100, 24, 'IFTA LICENCE #', 'ifta', `${m.region}${r.digits(7)}`, undefined, { decoy: true });
  s.cell(490, y, 92, 24, 'IRP FLEET / ACCT #', 'irp', `${r.digits(5)}-${r.digits(3)}`, undefined, { decoy: true });
  y += 24;
  const units = r.int(2, 48);
  s.cell(30, y, 70, 24, 'POWER UNITS', 'power_units', String(units), undefined, { decoy: true });
  s.cell(100, y, 70, 24, 'TRAILERS', 'trailers', String(units + r.int(0, 30)), undefined, { decoy: true });
  s.cell(170, y, 70, 24, 'DRIVERS', 'drivers', String(units + r.int(-1, 6)), undefined, { decoy: true });
  s.cell(240, y, 100, 24, 'ELD PROVIDER', 'eld', r.pick(['Samsara', 'Geotab', 'Motive', 'Isaac', 'Omnitracs']), undefined, { decoy: true });
  s.cell(340, y, 120, 24, 'FUEL CARD', 'fuel_card', r.pick(['Petro-Pass', 'Flying J / TCH', 'WEX', 'Esso Fleet', 'Fuelman']), undefined, { decoy: true });
  s.cell(460, y, 122, 24, 'FACTORING CO. (if any)', 'factoring', r.chance(0.5) ? r.pick(['J D Factors', 'Accutrac Capital', 'Baron Finance', 'TCS Factoring']) : 'None', undefined, { decoy: true });
  y += 24;
  s.cell(30, y, 250, 24, 'CARGO INSURER / POLICY #', 'insurer', `${r.pick(['Northbridge', 'Intact', 'Aviva', 'Travelers Canada'])}  ${r.alnum(3)}${r.digits(7)}`, undefined, { decoy: true });
  s.cell(280, y, 302, 24, 'PRIMARY LANES / CUSTOMERS', 'lanes', crossBorder ? r.pick(['GTA - Montreal, US Midwest', 'Cross-border to TX, IL, OH', 'Ontario - Michigan - Ohio']) : r.pick(['AB/BC intraprovincial, some Sask.', 'Local aggregate hauling', 'GTA - Montreal - Quebec City']), undefined, { decoy: true });
  y += 32;

  band(s, y, '3.  FUNDING REQUEST');
  y += 16;
  s.cell(30, y, 140, 26, 'AMOUNT REQUESTED (CAD)', 'amount', C.amountText(r, m.amount, true), C.amountF(m), { size: 11 });
  s.cell(170, y, 232, 26, 'USE OF FUNDS', 'use', m.use);
  s.cell(402, y, 180, 26, 'AVG. MONTHLY GROSS REVENUE', 'monthly_rev', money(m.monthlySales), undefined, { decoy: true });
  y += 26;
  s.cell(30, y, 140, 24, 'MONTHLY FUEL SPEND', 'fuel_spend', money(r.int(6, 90) * 1000), undefined, { decoy: true });
  s.cell(170, y, 232, 24, 'AVG. INVOICE TERMS (days)', 'terms', String(r.pick([15, 30, 45, 60])), undefined, { decoy: true });
  s.cell(402, y, 180, 24, 'OUTSTANDING ADVANCES? (Y/N)', 'adv_yn', r.pick(['Yes', 'No']));
  y += 30;
  s.label('EXISTING ADVANCES / EQUIPMENT LOANS', 30, y, { size: 7, font: 'Helvetica-Bold' });
  y += 10;
  const adv = C.advances(r);
  for (let i = 0; i < 3; i++) {
    const a = adv[i];
    s.cell(30, y, 250, 20, i === 0 ? 'LENDER / FUNDER' : '', `adv${i}_funder`, a?.funder, undefined, { decoy: true, size: 8 });
    s.cell(280, y, 150, 20, i === 0 ? 'BALANCE' : '', `adv${i}_balance`, a?.balance, undefined, { decoy: true, size: 8 });
    s.cell(430, y, 152, 20, i === 0 ? 'PAYMENT' : '', `adv${i}_payment`, a?.payment, undefined, { decoy: true, size: 8 });
    y += 20;
  }
  s.label('Page 1 of 2   |   NFC-APP-CA rev. 03/2026', 30, 770, { size: 6.5, color: '#666' });

  // Page 2: owners, banking, consent.
  s.addPage();
  s.label('NORTHLINE FREIGHT CAPITAL  -  Carrier Application (continued)', 30, 24, { size: 10, font: 'Helvetica-Bold', color: NAVY });
  s.label('Carrier:', 360, 26, { size: 7.5, color: '#444' });
  s.value('carrier_repeat', m.legal, 390, 20, 192, 13, C.legalF(m), { size: 8 });
  y = 42;
  band(s, y, '4.  OWNERS / DIRECTORS (everyone holding 20% or more)');
  y += 16;
  const sigs: string[] = [];
  for (const [i, o] of m.owners.entries()) {
    const [name, nf] = C.ownerName(r, o, i);
    sigs.push(`${o.first} ${o.last}`);
    s.cell(30, y, 230, 24, `OWNER ${i + 1}  FULL NAME`, `o${i}_name`, name, nf);
    s.cell(260, y, 150, 24, 'TITLE', `o${i}_title`, o.title, C.roleF(o, i));
    s.cell(410, y, 70, 24, '% OWNED', `o${i}_pct`, C.pctText(r, o), C.pctF(o, i));
    s.cell(480, y, 102, 24, 'DATE OF BIRTH (YYYY-MM-DD)', `o${i}_dob`, o.dob, C.dobF(o, i), { capSize: 5.2 });
    y += 24;
    const [sinText, sinF] = C.ownerTax(r, o, i);
    s.cell(30, y, 110, 24, 'SIN', `o${i}_sin`, sinText, sinF);
    s.cell(140, y, 120, 24, "DRIVER'S LICENCE # / PROV.", `o${i}_dl`, `${o.last[0]!.toUpperCase()}${r.digits(4)}-${r.digits(5)}-${r.digits(5)}`, undefined, { decoy: true, capSize: 5.5 });
    s.cell(260, y, 250, 24, 'HOME ADDRESS', `o${i}_home`, C.homeLine(o), undefined, { decoy: true });
    s.cell(510, y, 72, 24, 'CREDIT SCORE (est.)', `o${i}_score`, o.fico ? String(o.fico) : null, o.fico ? C.ficoF(o, i) : undefined, { capSize: 5.5 });
    y += 24;
    s.cell(30, y, 230, 20, 'CELL', `o${i}_cell`, o.phone, undefined, { decoy: true });
    s.cell(260, y, 322, 20, 'E-MAIL', `o${i}_email`, o.email);
    y += 26;
  }
  band(s, y, '5.  BANKING (operating account)');
  y += 16;
  const [bank, inst] = r.pick(C.BANKS_CA);
  s.cell(30, y, 200, 24, 'FINANCIAL INSTITUTION', 'bank', bank, undefined, { decoy: true });
  s.cell(230, y, 100, 24, 'TRANSIT #', 'transit', r.digits(5), undefined, { decoy: true });
  s.cell(330, y, 90, 24, 'INSTITUTION #', 'institution', inst, undefined, { decoy: true });
  s.cell(420, y, 162, 24, 'ACCOUNT #', 'account', r.digits(7), undefined, { decoy: true });
  y += 30;
  s.label('SHIPPER / BROKER REFERENCES', 30, y, { size: 7, font: 'Helvetica-Bold' });
  y += 10;
  for (let i = 0; i < 2; i++) {
    s.cell(30, y, 280, 20, i === 0 ? 'COMPANY' : '', `ref${i}`, r.pick(['Maple Leaf Logistics', 'CN Intermodal', 'Loblaw DC Ajax', 'Canadian Tire DC', 'Nutrien Ag', 'Coyote Logistics', 'TQL']), undefined, { decoy: true });
    s.cell(310, y, 272, 20, i === 0 ? 'CONTACT / PHONE' : '', `ref${i}_ph`, phone(r, true), undefined, { decoy: true });
    y += 20;
  }
  y += 10;
  band(s, y, '6.  CONSENT (PIPEDA) AND CERTIFICATION');
  y += 18;
  s.label('Each undersigned consents, under the Personal Information Protection and Electronic Documents Act (PIPEDA), to Northline ' +
    'Freight Capital and its funding partners collecting, using and disclosing personal information, including obtaining consumer and ' +
    'commercial credit reports from Equifax Canada and TransUnion Canada, to evaluate this request. The undersigned certify that the ' +
    'information above is true and complete, and authorise Northline and its partners to verify it with the banks, shippers and ' +
    'authorities named (including the MTO CVOR and FMCSA records). This application is not an offer of financing.', 30, y, { size: 7, width: 552, lineGap: 1.5 });
  y += 62;
  for (const [i, name] of sigs.slice(0, 2).entries()) {
    const x = 30 + i * 280;
    if (s.style !== 'fillable') s.label(name, x + 4, y - 4, { size: 15, font: 'Hand', color: '#1b2a7e' });
    d.lineWidth(0.5).strokeColor('#000').moveTo(x, y + 14).lineTo(x + 160, y + 14).stroke();
    s.label('Signature', x, y + 16, { size: 6.5 });
    d.moveTo(x + 175, y + 14).lineTo(x + 260, y + 14).stroke();
    s.value(`sig${i}_date`, `2026-${String(r.int(1, 3)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}`, x + 175, y + 1, 85, 13, undefined, { size: 9 });
    s.label('Date (YYYY-MM-DD)', x + 175, y + 16, { size: 6.5 });
  }
  s.label('Page 2 of 2   |   Submit with 4 months of business bank statements, void cheque, CVOR/NSC abstract.', 30, 770, { size: 6.5, color: '#666' });
}
