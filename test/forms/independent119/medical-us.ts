// Layout "caduceus-practice-us": Caduceus Practice Capital (Scottsdale), a US medical/dental practice funder. Serif
// type, teal rules, captions printed under each blank (InDesign style). The practice's Type 2 NPI, CLIA and facility
// licence, and each provider's Type 1 NPI, DEA and state licence numbers are printed beside the EIN and SSNs.
import { Rng } from '../../statements/generator/prng.ts';
import { dea, fmtDate, makeMerchant, money, npi, phone, routing } from './data.ts';
import { Sheet, type Fields } from './sheet.ts';
import * as C from './common.ts';

const TEAL = '#0f6e6e';

function under(s: Sheet, x: number, y: number, w: number, caption: string, key: string, text: string | null | undefined, fields?: Fields, decoy = false): void {
  s.doc.lineWidth(0.5).strokeColor('#555').moveTo(x, y + 14).lineTo(x + w - 6, y + 14).stroke();
  s.label(caption, x, y + 16, { size: 6.5, font: 'Times-Italic', color: '#444' });
  if (text) s.value(key, text, x, y, w - 6, 14, fields, { decoy }); else s.blankField(key, x, y, w - 6, 14);
}
function section(s: Sheet, y: number, title: string): void {
  s.label(title, 40, y, { size: 10, font: 'Times-Bold', color: TEAL });
  s.doc.lineWidth(1.2).strokeColor(TEAL).moveTo(40, y + 13).lineTo(572, y + 13).stroke();
}

export async function caduceus(s: Sheet, r: Rng): Promise<void> {
  const m = makeMerchant(r, 'US', 'medical');
  const d = s.doc;
  s.addPage();
  d.circle(58, 44, 16).lineWidth(2).strokeColor(TEAL).stroke();
  d.rect(55, 33, 6, 22).fill(TEAL); d.rect(47, 41, 22, 6).fill(TEAL);
  s.label('Caduceus Practice Capital', 82, 30, { size: 20, font: 'Times-Bold', color: TEAL });
  s.label('Funding for physicians, dentists & allied health practices', 82, 53, { size: 9, font: 'Times-Italic', color: '#333' });
  s.label('PRACTICE FUNDING APPLICATION', 400, 30, { size: 9, font: 'Times-Bold', width: 172, align: 'right' });
  s.label('7375 E. Doubletree Ranch Rd, Ste 210\nScottsdale, AZ 85258 - (480) 555-0143\napps@caduceuspc.com', 400, 43, { size: 7, font: 'Times-Roman', width: 172, align: 'right' });

  let y = 80;
  section(s, y, 'I. The Practice');
  y += 22;
  under(s, 40, y, 300, 'Practice legal name (as shown on IRS form CP-575)', 'practice_legal_name', m.legal, C.legalF(m));
  under(s, 340, y, 232, 'Practice / d.b.a. name', 'practice_dba', m.dba ?? (r.chance(0.3) ? 'SAME' : null), C.dbaF(m));
  y += 32;
  s.label('Entity:', 40, y + 1, { size: 8, font: 'Times-Bold' });
  const ents: [string, string][] = [['pllc', 'PLLC'], ['professional_corporation', 'Professional Corporation'], ['llc', 'LLC'], ['s_corporation', 'S Corp'],
    ['c_corporation', 'C Corp'], ['general_partnership', 'Partnership'], ['sole_proprietorship', 'Sole Proprietor']];
  let ex = 76;
  const opts = ents.map(([, l]) => { const o = { label: l, x: ex, y }; ex += 18 + d.font('Helvetica').fontSize(7.5).widthOfString(l) + 4; return o; });
  s.choices('entity', opts, ents.findIndex(([id]) => id === m.entity), C.entityF(m.entity), { radio: false });
  y += 18;
  const [tin, tinF] = C.bizTax(r, m);
  under(s, 40, y, 170, 'Federal Tax ID (EIN; SSN if sole practitioner)', 'fein', tin, tinF);
  under(s, 210, y, 130, 'Group NPI (Type 2)', 'group_npi', npi(r), undefined, true);
  under(s, 340, y, 120, 'CLIA # (if lab on site)', 'clia', r.chance(0.5) ? `${String(r.int(1, 52)).padStart(2, '0')}D${r.digits(7)}` : 'N/A', undefined, true);
  const startPrinted = r.chance(0.8);
  under(s, 460, y, 112, 'Date practice opened', 'opened', startPrinted ? C.startText(r, m.start) : null, startPrinted ? C.startF(m) : undefined);
  y += 32;
  under(s, 40, y, 300, 'Practice address (street)', 'addr', m.street);
  under(s, 340, y, 110, 'City', 'city', m.city);
  under(s, 450, y, 50, 'State', 'state', m.region, C.regionF(m));
  under(s, 500, y, 72, 'ZIP', 'zip', m.postal);
  y += 32;
  under(s, 40, y, 170, 'Specialty / type of practice', 'specialty', m.industryText, C.industryF(m));
  under(s, 210, y, 130, 'Facility / state licence #', 'facility_lic', `${m.region}-${r.pick(['HCF', 'DF', 'MF', 'OC'])}-${r.digits(5)}`, undefined, true);
  under(s, 340, y, 120, 'Office phone', 'phone', m.phone);
  under(s, 460, y, 112, 'Providers (MD/DDS/NP/PA)', 'providers', String(r.int(1, 9)), undefined, true);
  y += 32;
  under(s, 40, y, 170, 'Practice mgmt. / EHR software', 'pms', r.pick(['Dentrix', 'Eaglesoft', 'Open Dental', 'athenahealth', 'eClinicalWorks', 'ChiroTouch', 'WebPT']), undefined, true);
  under(s, 210, y, 130, 'Avg. monthly collections', 'collections', money(m.monthlySales), undefined, true);
  under(s, 340, y, 120, 'Payer mix: % insurance', 'payer_ins', `${r.int(40, 95)}%`, undefined, true);
  under(s, 460, y, 112, 'Operatories / exam rooms', 'rooms', String(r.int(3, 16)), undefined, true);
  y += 40;

  section(s, y, 'II. Funding Request');
  y += 22;
  under(s, 40, y, 150, 'Amount requested', 'amount', C.amountText(r, m.amount), C.amountF(m));
  under(s, 190, y, 270, 'Intended use of proceeds', 'use', m.use);
  under(s, 460, y, 112, 'Insurance A/R over 90 days', 'ar90', money(r.int(5, 140) * 1000), undefined, true);
  y += 32;
  s.label('Preferred remittance:', 40, y + 1, { size: 8, font: 'Times-Bold' });
  const freqs = ['Daily ACH', 'Weekly ACH', 'Bi-weekly ACH', 'No preference'];
  const fi = r.weighted([[0, 3], [1, 4], [2, 1], [3, 1.5], [-1, 1]] as const);
  const fv = ['daily', 'weekly', 'biweekly'][fi];
  s.choices('remit', freqs.map((l, i) => ({ label: l, x: 140 + i * 90, y })), fi >= 0 ? fi : null, fv ? { 'application.payment_frequency': fv } : undefined, { radio: true });
  y += 20;
  s.label('Existing equipment leases, loans or advances (funder - balance - payment):', 40, y, { size: 8, font: 'Times-Roman' });
  const adv = C.advances(r);
  const equip = r.chance(0.5) ? [{ funder: r.pick(['Henry Schein Financial', 'Bank of America Practice Sol.', 'Provide (Fifth Third)', 'Patterson Capital']), balance: money(r.int(20, 250) * 1000), payment: `${money(r.int(900, 6000))}/mo` }] : [];
  y += 12;
  for (const [i, a] of [...equip, ...adv, undefined, undefined].slice(0, 3).entries()) {
    under(s, 40, y, 260, i === 0 ? 'Funder / lessor' : '', `adv${i}_funder`, a?.funder, undefined, true);
    under(s, 300, y, 140, i === 0 ? 'Balance' : '', `adv${i}_bal`, a?.balance, undefined, true);
    under(s, 440, y, 132, i === 0 ? 'Payment' : '', `adv${i}_pay`, a?.payment, undefined, true);
    y += 24;
  }
  y += 8;
  section(s, y, 'III. Landlord & Bank');
  y += 22;
  const own = r.chance(0.2);
  under(s, 40, y, 200, 'Landlord / property manager (if leased)', 'landlord', own ? 'Own building' : r.pick(['Camelback Medical Plaza LLC', 'Healthpeak Properties', 'Grand Oaks Professional Ctr', 'Ventura Realty Mgmt']), undefined, !own);
  under(s, 240, y, 110, 'Landlord phone', 'landlord_ph', own ? null : phone(r, false), undefined, true);
  under(s, 350, y, 110, 'Monthly rent', 'rent', own ? null : money(r.int(25, 180) * 100), undefined, true);
  under(s, 460, y, 112, 'Lease expires', 'lease_exp', own ? null : `${r.int(1, 12)}/${r.int(2027, 2033)}`, undefined, true);
  y += 32;
  under(s, 40, y, 200, 'Operating bank', 'bank', r.pick(C.BANKS_US), undefined, true);
  under(s, 240, y, 110, 'ABA routing #', 'aba', routing(r), undefined, true);
  under(s, 350, y, 222, 'Account #', 'acct', r.digits(r.int(9, 12)), undefined, true);
  s.label('Caduceus Practice Capital - Form CPC-101 (2026) - page 1 of 2', 40, 760, { size: 7, font: 'Times-Italic', color: '#666' });

  s.addPage();
  section(s, 36, 'IV. Owners / Providers  (list every owner of 20% or more; attach a sheet if more than four)');
  y = 58;
  for (const [i, o] of m.owners.entries()) {
    s.label(`Owner ${i + 1}`, 40, y, { size: 8.5, font: 'Times-Bold', color: TEAL });
    y += 12;
    const [name, nf] = C.ownerName(r, o, i, false);
    under(s, 40, y, 230, 'Full name (with credentials)', `o${i}_name`, name, nf);
    under(s, 270, y, 150, 'Title', `o${i}_title`, o.title, C.roleF(o, i));
    under(s, 420, y, 60, '% ownership', `o${i}_pct`, C.pctText(r, o), C.pctF(o, i));
    under(s, 480, y, 92, 'Date of birth', `o${i}_dob`, fmtDate(o.dob, r.pick(['us', 'long'] as const)), C.dobF(o, i));
    y += 30;
    const [ssnT, ssnF] = C.ownerTax(r, o, i);
    under(s, 40, y, 110, 'SSN', `o${i}_ssn`, ssnT, ssnF);
    const doc = !!o.cred;
    under(s, 150, y, 100, 'Individual NPI (Type 1)', `o${i}_npi`, doc ? npi(r) : 'N/A', undefined, doc);
    under(s, 250, y, 100, 'DEA registration #', `o${i}_dea`, doc && r.chance(0.75) ? dea(r, o.last) : null, undefined, true);
    under(s, 350, y, 110, 'State licence # / state', `o${i}_lic`, doc ? `${r.pick(['DN', 'MD', 'DO', 'CH', 'OPT'])} ${r.digits(5)} / ${m.region}` : null, undefined, true);
    under(s, 460, y, 112, 'Est. credit score', `o${i}_fico`, o.fico ? String(o.fico) : null, o.fico ? C.ficoF(o, i) : undefined);
    y += 30;
    under(s, 40, y, 380, 'Home address', `o${i}_home`, C.homeLine(o), undefined, true);
    under(s, 420, y, 152, 'Mobile', `o${i}_cell`, o.phone, undefined, true);
    y += 36;
  }
  section(s, y, 'V. Authorization');
  y += 22;
  s.label('By signing below, each owner certifies that the information in this application and the documents submitted with it are true ' +
    'and complete, and authorizes Caduceus Practice Capital, its assigns and funding partners to obtain business and personal credit reports, ' +
    'to verify licensure with state boards and the NPPES NPI registry, and to contact the landlord, banks and payers named above. The ' +
    'practice understands that any funding is a purchase of future receivables and not a loan, and that no protected health information ' +
    '(PHI) should be included with this application.', 40, y, { size: 8, font: 'Times-Roman', width: 532, lineGap: 1.5 });
  y += 70;
  for (const [i, o] of m.owners.slice(0, 2).entries()) {
    const x = 40 + i * 270;
    if (s.style !== 'fillable') s.label(`${o.first[0]}. ${o.last}`, x + 6, y - 6, { size: 17, font: 'Hand', color: '#1b2a7e' });
    d.lineWidth(0.5).strokeColor('#555').moveTo(x, y + 14).lineTo(x + 170, y + 14).stroke();
    s.label('Signature of owner', x, y + 16, { size: 6.5, font: 'Times-Italic' });
    under(s, x + 176, y, 80, 'Date', `sig${i}_date`, `0${r.int(1, 3)}/${String(r.int(10, 28))}/2026`);
  }
  s.label('Caduceus Practice Capital - Form CPC-101 (2026) - page 2 of 2', 40, 760, { size: 7, font: 'Times-Italic', color: '#666' });
}
