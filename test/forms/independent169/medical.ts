// Layout "chairside-practice": Chairside Capital Partners, a funder for medical, dental and veterinary practices.
// One dense page of underlined blanks plus a provider table. Hard: NPI numbers (10 digits, group and individual),
// a DEA registration and state licence numbers beside the practice TIN and the owners' SSNs; owners printed with
// credentials (`Priya K. Raman, DDS`); collections and rent amounts beside the requested amount.
import type { Rng } from '../../statements/generator/prng.ts';
import { Guard, makeMerchant, type Merchant, type Theme } from './data.ts';
import type { Sheet } from './draw.ts';
import * as I from './ids.ts';
import * as N from './names.ts';
import { blank, decoy, values, type Val } from './parts.ts';

const CREDS: Record<string, readonly string[]> = {
  dental_practice: ['DDS', 'DMD'], medical_practice: ['MD', 'DO', 'DC', 'OD', 'DPT'], veterinary: ['DVM'], home_health_care: ['RN', 'NP'],
};
export const MEDICAL: Theme = {
  words: N.NAME_WORDS.medical, tails: N.NAME_WORDS.medicalTail, caShare: 0, amount: [25000, 500000],
  industries: [['Dental office', 'dental_practice'], ['Pediatric dental practice', 'dental_practice'], ['Orthodontist', 'dental_practice'],
    ['Oral surgeon', 'dental_practice'], ['Family medicine clinic', 'medical_practice'], ['Urgent care', 'medical_practice'],
    ['Chiropractor', 'medical_practice'], ['Physical therapy clinic', 'medical_practice'], ['Optometrist', 'medical_practice'],
    ['Veterinary clinic', 'veterinary'], ['Animal hospital', 'veterinary'], ['Home health agency', 'home_health_care']],
  usEntities: ['pllc', 'pllc', 'professional_corporation', 'professional_corporation', 'llc', 's_corporation', 'c_corporation', 'sole_proprietorship'],
  caEntities: [],
  roles: ['Practice Owner', 'Managing Partner', 'Medical Director', 'President', 'Clinical Director', 'Partner', 'Secretary/Treasurer'],
  cred: (id) => CREDS[id] ?? null,
};

const TEAL = '#0f6e74';
const LICENSE_PREFIX: Record<string, string> = { dental_practice: 'DN', medical_practice: 'MD', veterinary: 'VT', home_health_care: 'HHA' };

export function drawMedical(sh: Sheet, rng: Rng): Merchant {
  const m = makeMerchant(rng, MEDICAL);
  const g = new Guard(m);
  const v = values(rng, m, { date: rng.pick(['long', 'short'] as const), dob: 'mdy', name: 'cred', pct: rng.pick(['%', 'plain'] as const), maskShare: 0.45 });
  const prefix = LICENSE_PREFIX[m.industry[1]] ?? 'MD';
  const money = (lo: number, hi: number) => I.money(rng, Number(g.fresh(() => String(rng.int(lo, hi) * 100))), m.country);
  const printCount = rng.chance(0.75), printPayment = rng.chance(0.8), printFreq = rng.chance(0.85);
  sh.newPage();
  sh.text('CHAIRSIDE CAPITAL PARTNERS', 36, 30, { size: 15, bold: true, color: TEAL });
  sh.text('Practice Growth Funding Application', 36, 50, { size: 9, color: '#333' });
  sh.text('Fax or e-mail with 4 months of practice bank statements  |  CCP-MED 11/23', 330, 50, { size: 6.8, color: '#555' });
  sh.line(36, 63, 576, 63, TEAL);
  let y = 70;
  const head = (t: string) => { sh.text(t, 36, y, { size: 8.5, bold: true, color: TEAL }); y += 13; };
  const pair = (l1: string, a: Val | null | undefined, l2: string, b: Val | null | undefined, split = 290) => {
    blank(sh, 36, y, split - 8, l1, a, 108);
    blank(sh, 36 + split, y, 540 - split, l2, b, 108);
    y += 18;
  };
  head('PRACTICE INFORMATION');
  blank(sh, 36, y, 540, 'Practice legal name', v.legal, 108); y += 18;
  blank(sh, 36, y, 540, 'DBA / practice name', v.dba, 108); y += 18;
  pair('Entity type', v.entity, 'Specialty', v.industry);
  pair(v.tax.spec.label, v.tax, 'Group NPI (Type 2)', decoy('group_npi', 'Group NPI', g.fresh(() => I.npi(rng))));
  pair('Street address', decoy('business_street', 'Street', g.fresh(() => `${rng.int(100, 9870)} ${rng.pick(N.STREETS)}, Suite ${rng.int(100, 450)}`)), 'City, State, ZIP', v.city);
  const formation = rng.chance(0.5) ? decoy('state_of_formation', 'State of formation', g.fresh(() => rng.pick(['Delaware', 'Nevada', 'Wyoming', 'Florida', 'Texas'].filter((s) => s !== m.stateName)))) : null;
  pair('State of formation', formation, 'Practice established', v.start);
  pair('State license #', decoy('state_license', 'State license', g.fresh(() => `${prefix}${rng.pick(['', ' ', '.', '-'])}${rng.digits(rng.int(5, 7))}`)),
    'DEA registration #', decoy('dea', 'DEA', g.fresh(() => I.dea(rng, m.owners[0]!.last))));
  pair(m.industry[1] === 'dental_practice' ? 'Operatories' : 'Exam rooms', decoy('rooms', 'Rooms', g.fresh(() => String(rng.int(3, 24)))),
    'Avg monthly collections', decoy('monthly_collections', 'Collections', money(300, 6000)));
  pair('Practice phone', decoy('business_phone', 'Phone', m.phone), 'Insurance mix', decoy('payer_mix', 'Payer mix', g.fresh(() => { const a = rng.int(35, 80); return `PPO ${a}% / Medicaid ${rng.int(5, 100 - a)}%`; })));
  y += 4;
  head('FUNDING REQUEST');
  pair('Amount requested', v.requested, 'Use of funds', decoy('use_of_funds', 'Use of funds', rng.pick(['CBCT scanner', 'Second location build-out', 'Payroll during insurance lag', 'Digital X-ray upgrade'])));
  pair('Proposed payment', printPayment ? v.payment : null, 'Payment frequency', printFreq ? v.freq : null);
  pair('Number of payments', printCount ? v.count : null, 'Equipment lender', decoy('equipment_lender', 'Equipment lender', rng.pick(['MedEquip Leasing', 'Bayside Dental Finance', 'Clinical Lease Co.'])));
  y += 4;
  head('PROVIDERS & OWNERS (all owners of 20% or more)');
  const cols: [string, number][] = [['Name & credentials', 128], ['Title', 78], [m.owners.length && v.owners[0]!.pct.text.endsWith('%') ? 'Ownership' : '% Own', 40],
    ['SSN', 70], ['Date of birth', 58], ['Est. FICO', 38], ['Individual NPI', 64], ['License #', 64]];
  let x = 36;
  for (const [label, w] of cols) { sh.rect(x, y, w, 12, { fill: '#e4f1f1', stroke: '#9cc' }); sh.text(label, x + 2, y + 3, { size: 6.3, bold: true }); x += w; }
  y += 12;
  for (let i = 0; i < 4; i++) {
    const o = v.owners[i];
    const cellsOf: (Val | null)[] = o ? [o.name, o.role, o.pct, o.tax, o.dob, o.credit,
      decoy(`owner${i}_npi`, 'Individual NPI', g.fresh(() => I.npi(rng))),
      decoy(`owner${i}_license`, 'License', g.fresh(() => `${prefix}${rng.digits(rng.int(5, 6))}`))] : cols.map(() => null);
    x = 36;
    cols.forEach(([, w], c) => {
      sh.rect(x, y, w, 17, { stroke: '#9cc' });
      const val = cellsOf[c];
      if (val) sh.value(val.spec, val.text, x + 0.5, y + 2, w - 1, 13);
      x += w;
    });
    y += 17;
  }
  y += 6;
  v.owners.forEach((o, i) => { blank(sh, 36, y, 540, `Owner ${i + 1} home address`, o.home, 108); y += 16; });
  y += 4;
  head('EXISTING FINANCING, LANDLORD & BANK');
  const nAdv = rng.int(0, 2);
  for (let i = 0; i < nAdv; i++) {
    pair(`Funder / lender ${i + 1}`, decoy(`existing_funder_${i}`, 'Funder', rng.pick(N.FUNDERS)), 'Balance / payment',
      decoy(`existing_terms_${i}`, 'Balance and payment', `${money(50, 1500)} / ${money(2, 60)}`));
  }
  pair('Landlord', decoy('landlord', 'Landlord', rng.pick(N.LANDLORDS)), 'Monthly rent', decoy('rent', 'Rent', money(20, 300)));
  pair('Bank', decoy('bank_name', 'Bank', rng.pick(N.BANKS)), 'Routing / account',
    decoy('bank_numbers', 'Routing and account', g.fresh(() => `${I.aba(rng)} / ${rng.digits(10)}`)));
  pair('Referred by', decoy('iso_rep', 'ISO representative', g.person(rng)), 'Referral partner', decoy('iso_office', 'ISO office', rng.pick(N.ISO_SHOPS)));
  sh.text('Each undersigned owner certifies that the statements in this application are true, authorizes Chairside Capital Partners and its assigns '
    + 'to obtain credit reports and verify references, and understands that this is an application for a purchase of future receivables, not a loan.', 36, y + 4, { size: 6.8, width: 540 });
  y += 34;
  blank(sh, 36, y, 300, 'Signature of owner');
  blank(sh, 360, y, 216, 'Date', decoy('signature_date', 'Signature date', g.fresh(() => I.printDate({ y: 2024, m: rng.int(1, 5), d: rng.int(1, 28) }, 'mdy'))));
  return m;
}
