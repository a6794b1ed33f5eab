// Set 88, care verticals: a medical/dental practice's application (practice name vs legal name, group and individual
// NPIs, rendering providers who are not owners) and a salon's (establishment licence, booth renters, booking system).
import type { Rng } from '../../statements/generator/prng.ts';
import { AUTH, FREQ_LABEL, advancesTable, bankRow, bizTax, dbaCell, ensure, entityChecks, header, legalCell, ownerRows, signatures,
  statePaths, stranger, type Ctx, type LayoutDef } from './common.ts';
import { business, fmtDate, isoDate, money, type Entity } from './model.ts';

const MED_ENTITIES: readonly Entity[] = [{ printed: 'PLLC', id: 'pllc' }, { printed: 'Professional Corporation', id: 'professional_corporation' },
  { printed: 'P.C.', id: 'professional_corporation' }, { printed: 'P.A.', id: 'professional_corporation' }, { printed: 'LLC', id: 'llc' },
  { printed: 'S Corp', id: 's_corporation' }];

const PRACTICE = [['Dental office', 'dental_practice'], ['Family dentist', 'dental_practice'], ['Orthodontist', 'dental_practice'],
  ['Chiropractor', 'medical_practice'], ['Family medicine clinic', 'medical_practice'], ['Physical therapy', 'medical_practice'],
  ['Urgent care', 'medical_practice'], ['Optometrist', 'medical_practice'], ['Veterinary clinic', 'veterinary']] as const;

const CRED: Record<string, readonly string[]> = { 'Dental office': ['DDS', 'DMD'], 'Family dentist': ['DDS', 'DMD'], Orthodontist: ['DDS', 'DMD'],
  Chiropractor: ['DC'], 'Family medicine clinic': ['MD', 'DO'], 'Physical therapy': ['DPT', 'PT'], 'Urgent care': ['MD', 'DO', 'PA-C'],
  Optometrist: ['OD'], 'Veterinary clinic': ['DVM'] };

const DENTAL = ['Lakeside Family Dental', 'Northgate Smiles', 'Pearl Street Dentistry'];
const MED_NAMES: Record<string, readonly string[]> = { 'Dental office': DENTAL, 'Family dentist': DENTAL, Orthodontist: ['Straightline Orthodontics', 'Bracewell Ortho'],
  Chiropractor: ['Riverbend Chiropractic', 'Align Spine'], 'Family medicine clinic': ['Cornerstone Medical Group', 'Oakview Family Medicine'],
  'Physical therapy': ['Harbor Physical Therapy', 'Stride Rehab'], 'Urgent care': ['FirstStop Urgent Care', 'Cornerstone Medical Group'],
  Optometrist: ['Brightview Eye Care', 'Focal Point Optometry'], 'Veterinary clinic': ['Willow Creek Animal Hospital', 'Paws & Claws Veterinary'] };
const MED_DBA: Record<string, readonly string[]> = { dental_practice: ['Smile Studio', 'Bright Smiles Dental', 'Family Dental Care'],
  medical_practice: ['Downtown Family Practice', 'Align Spine Center', 'ClearSight Vision', 'Motion PT', 'QuickCare Clinic'],
  veterinary: ['Willow Creek Vet', 'Neighborhood Pet Clinic'] };

const npi = (r: Rng) => `1${r.digits(9)}`;

export const MEDBRIDGE: LayoutDef = {
  name: 'medbridge-practice',
  broker: 'MedBridge Practice Capital',
  look: { font: 'Times-Roman', bold: 'Times-Bold', accent: '#1f3a68', labels: 'left', valueFont: 'Helvetica', genericNames: true },
  make(r) {
    const b = business(r, 'US', MED_NAMES, MED_ENTITIES, ['Owner', 'Managing Partner', 'Medical Director',
      'Partner', 'Member'], PRACTICE, 0.05);
    if (!b.dba && r.chance(0.7)) b.dba = r.pick(MED_DBA[b.industry[1]] ?? ['Downtown Family Practice']);
    return b;
  },
  draw(c: Ctx) {
    const { s, r, b } = c;
    const creds = CRED[b.industry[0]] ?? ['MD'];
    let y = header(c, 'MedBridge Practice Capital', 'Healthcare Practice Funding Application', 'Serving dental, medical & veterinary practices\n(888) 555-0133  intake@medbridgepc.com');
    s.band('PRACTICE INFORMATION', 36, y, 540);
    y += 18;
    legalCell(c, 36, y, 540, 'Legal Name of Entity (as shown on tax return):');
    y += 22;
    dbaCell(c, 36, y, 330, 'Practice Name / DBA:');
    s.cell('entity', 366, y, 210, 'Entity Type:', b.entity.printed, { type_of_entity: b.entity.id });
    y += 22;
    s.cell('industry', 36, y, 250, 'Specialty / Type of Practice:', b.industry[0], { industry: b.industry[1] });
    s.cell('group_npi', 286, y, 150, 'Group NPI (Type 2):', npi(r));
    s.cell('inc_state', 436, y, 140, 'State of Inc.:', b.incState);
    y += 22;
    const tax = bizTax(b);
    s.cell('tin', 36, y, 250, b.taxType === 'EIN' ? 'Practice TIN (EIN):' : 'Tax ID:', tax.text, tax.paths);
    s.cell('medicare', 286, y, 290, 'Medicare PTAN / Medicaid ID:', `${r.alnum(2, 'ABCDEFGHJKLMNPRSTUVWXYZ')}${r.digits(5)} / ${r.digits(9)}`);
    y += 22;
    s.cell('addr', 36, y, 330, 'Practice Address:', `${b.addr.street}, ${b.addr.city}`);
    s.cell('state', 366, y, 90, 'State:', b.addr.state, statePaths(b));
    s.cell('zip', 456, y, 120, 'Zip:', b.addr.zip);
    y += 22;
    const years = r.chance(0.3);
    if (years) s.cell('years', 36, y, 250, 'Years in Practice:', String(2025 - Number(b.start.slice(0, 4))));
    else s.cell('start', 36, y, 250, 'Practice Established:', fmtDate(b.start, r.pick(['mdy', 'long'] as const)), { business_start_date: b.start });
    s.cell('ins', 286, y, 140, 'Insurance Mix:', `${r.int(40, 95)}%`);
    s.cell('payer', 426, y, 150, 'Top Payer:', r.pick(['Delta Dental', 'BCBS', 'Aetna', 'Medicare', 'Cigna', 'Trupanion']));
    y += 28;
    s.band('RENDERING PROVIDERS (list all; need not be owners)', 36, y, 540);
    y += 18;
    for (let k = r.int(1, 3); k > 0; k--) {
      const p = stranger(c);
      s.cell('provider', 36, y, 260, 'Provider:', `Dr. ${p.first} ${p.last}, ${r.pick(creds)}`);
      s.cell('provider_npi', 296, y, 140, 'Individual NPI:', npi(r));
      s.cell('provider_lic', 436, y, 140, 'State Lic #:', `${r.pick(['DN', 'MD', 'CH', 'OD', 'VT'])}${r.digits(6)}`);
      y += 22;
    }
    y += 6;
    s.band('FUNDING', 36, y, 540);
    y += 18;
    const amt = r.chance(0.9);
    s.cell('amount', 36, y, 200, 'Amount Requested:', amt ? money(b.amount) : null, amt ? { requested_amount: b.amount } : {});
    s.cell('use', 236, y, 200, 'Purpose:', r.pick(['New CBCT scanner', 'Second location build-out', 'Payroll bridge', 'Marketing', 'Equipment']));
    s.cell('collections', 436, y, 140, 'Monthly Collections:', money(b.monthly));
    y += 28;
    s.band('OWNERSHIP', 36, y, 540);
    y += 18;
    const masked = r.chance(0.4), score = r.chance(0.3), how = r.pick(['full', 'lastfirst'] as const);
    for (let i = 0; i < b.owners.length; i++) {
      y = ensure(c, y, 56);
      y = ownerRows(c, i, y, { how, masked, score, dobFmt: r.pick(['mdy', 'dash'] as const), cred: r.chance(0.7) ? r.pick(creds) : undefined });
    }
    y = ensure(c, y, 90);
    y = bankRow(c, y + 4);
    y = ensure(c, y, 60 + 26 * b.owners.length);
    y = s.para(AUTH, 36, y + 4, 540) + 8;
    signatures(c, y, fmtDate(isoDate(r, 2025, 2025), 'mdy'));
  },
};

const SALON_ENTITIES: readonly Entity[] = [{ printed: 'LLC', id: 'llc' }, { printed: 'S Corp', id: 's_corporation' },
  { printed: 'Corporation', id: 'c_corporation' }];
const SALON = [['Hair salon', 'personal_care'], ['Nail salon & spa', 'personal_care'], ['Barbershop', 'personal_care'], ['Day spa', 'personal_care'],
  ['Lash & brow studio', 'personal_care'], ['Dog grooming salon', 'pet_services']] as const;

export const GLOWGO: LayoutDef = {
  name: 'glowgo-salon',
  broker: 'Glow & Go Business Funding',
  look: { font: 'Times-Roman', bold: 'Times-Bold', accent: '#8a2d6b', labels: 'above', valueFont: 'Times-Roman', genericNames: false },
  make: (r) => business(r, 'US', { 'Hair salon': ['Velvet Chair Salon', 'Mane Street Hair'], 'Nail salon & spa': ['Polished Nail Lounge'],
    Barbershop: ['Fade Factory Barbers', 'Kingsway Cuts'], 'Day spa': ['Serenity Day Spa'], 'Lash & brow studio': ['Lash Society'],
    'Dog grooming salon': ['Pampered Paws Grooming', 'Sudsy Dog'] }, SALON_ENTITIES, ['Owner', 'Co-Owner', 'Member', 'Salon Director'], SALON, 0.4),
  draw(c: Ctx) {
    const { s, r, b } = c;
    let y = header(c, 'Glow & Go', 'Salon & Spa Owner Application', 'Business Funding for beauty pros\ntext (646) 555-0199 | hello@glowgofunding.com');
    s.band('About Your Business', 36, y, 540);
    y += 18;
    legalCell(c, 36, y, 300, b.entity.id === 'sole_proprietorship' ? 'Legal Name (owner name if sole proprietor)' : 'Business Legal Name');
    dbaCell(c, 336, y, 240, 'Salon Name (DBA)');
    y += 26;
    const tax = bizTax(b);
    s.cell('tax', 36, y, 150, 'SSN or EIN', tax.text, tax.paths);
    const lic = r.pick(['est', 'bare', 'dash'] as const);
    s.cell('est_lic', 186, y, 160, 'Establishment License #', lic === 'est' ? `EST ${r.digits(7)}` : lic === 'bare' ? `${r.int(1, 8)}${r.digits(8)}` : `${r.int(10, 99)}-${r.digits(7)}`);
    s.cell('stations', 346, y, 80, '# Chairs/Stations', String(r.int(2, 18)));
    s.cell('booking', 426, y, 150, 'Booking / POS', r.pick(['Vagaro', 'Square Appointments', 'Boulevard', 'GlossGenius', 'Fresha']));
    y += 26;
    s.cell('street', 36, y, 250, 'Salon Address', b.addr.street);
    s.cell('city', 286, y, 140, 'City', b.addr.city);
    s.cell('state', 426, y, 60, 'State', b.addr.state, statePaths(b));
    s.cell('zip', 486, y, 90, 'ZIP', b.addr.zip);
    y += 26;
    s.cell('industry', 36, y, 200, 'What kind of salon?', b.industry[0], { industry: b.industry[1] });
    s.cell('start', 236, y, 150, 'Open Since', fmtDate(b.start, r.pick(['long', 'short', 'mdyy'] as const)), { business_start_date: b.start });
    s.cell('insta', 386, y, 190, 'Instagram', `@${b.legal.toLowerCase().replace(/[^a-z]/g, '').slice(0, 16)}`);
    y += 30;
    entityChecks(c, 36, y, ['Sole Prop', 'LLC', 'Corporation', 'Other:'], { 'Sole Prop': 'sole_proprietorship', LLC: 'llc', Corporation: 'c_corporation' });
    y += 18;
    s.text('Booth renters / independent stylists (not owners)', 36, y, { size: 7.5, bold: true });
    y += 10;
    for (let k = r.int(1, 3); k > 0; k--) {
      const p = stranger(c);
      s.cell('renter', 36, y, 220, 'Name', `${p.first} ${p.last}`);
      s.cell('renter_rent', 256, y, 120, 'Weekly Booth Rent', money(r.int(12, 40) * 10));
      s.cell('renter_lic', 376, y, 200, 'Cosmetology Lic #', `${r.int(100000000, 999999999)}`);
      y += 26;
    }
    s.band('Funding', 36, y + 2, 540);
    y += 20;
    s.cell('amount', 36, y, 160, 'How much do you need?', money(b.amount), { requested_amount: b.amount });
    s.cell('monthly', 196, y, 160, 'Monthly card sales', money(b.monthly));
    const freqs = ['Daily', 'Weekly', 'Monthly'];
    const f = FREQ_LABEL[b.freq];
    s.checks('freq', 366, y + 10, 'Pay back:', freqs, freqs.includes(f) ? f : null, freqs.includes(f) ? { payment_frequency: b.freq } : undefined);
    y += 30;
    s.band('Owner(s)', 36, y, 540);
    y += 18;
    const masked = r.chance(0.3);
    for (let i = 0; i < b.owners.length; i++) { y = ensure(c, y, 56); y = ownerRows(c, i, y, { how: 'full', masked, score: r.chance(0.5), dobFmt: 'long' }); }
    y = ensure(c, y, 150);
    y = advancesTable(c, y);
    y = ensure(c, y, 60 + 26 * b.owners.length);
    y = s.para(AUTH, 36, y + 4, 540) + 8;
    signatures(c, y, fmtDate(isoDate(r, 2025, 2025), 'mdyy'));
  },
};
