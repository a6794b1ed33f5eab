// Set 56: Caduceus Practice Capital (medical/dental: labels with dotted leaders in two columns, NPI/DEA/licence numbers,
// owners printed "Dr. First Last, DDS") and Puente Business Capital (Spanish-English labels over the line, ITINs).
import { Ctx, BANKS, FUNDERS, PEOPLE } from './ctx.ts';
import { FIRST_ES, LAST_ES, fmtDate, iso, money, phone, routing, type DateFmt } from './common.ts';
import { amt, checks, signBlock, W, X, type Layout } from './layouts-a.ts';

const PRACTICES = [['Family dental practice', 'dental_practice'], ['Orthodontist office', 'dental_practice'], ['Pediatric dentist', 'dental_practice'],
  ['Oral surgeon practice', 'dental_practice'], ['Chiropractor', 'medical_practice'], ['Physical therapy clinic', 'medical_practice'],
  ['Urgent care clinic', 'medical_practice'], ['Family medicine physician practice', 'medical_practice'], ['Optometrist', 'medical_practice']] as const;
const npi = (c: Ctx): string => `1${c.r.digits(9)}`;

export const caduceus: Layout = {
  title: 'Caduceus Practice Capital - Practice Funding Application', font: 'Times-Roman',
  spec: { country: 'US', maxOwners: 2, amount: [30000, 500000], freqs: ['weekly', 'biweekly', 'monthly'],
    entities: [{ text: 'Professional Corporation', id: 'professional_corporation', suffix: ', P.C.' }, { text: 'PLLC', id: 'pllc', suffix: ', PLLC' },
      { text: 'P.A.', id: 'professional_corporation', suffix: ', P.A.' }, { text: 'LLC', id: 'llc', suffix: ' LLC' },
      { text: 'Corporation', id: 'c_corporation', suffix: ', Inc.' }, { text: 'Sole Proprietor', id: 'sole_proprietorship', suffix: '' }],
    names: ['Brightwater Health Group', 'Riverbend Care Associates', 'Northpoint Practice Group', 'Cedar Hills Clinical Associates', 'Clearview Wellness Group'],
    titles: ['Owner', 'President', 'Managing Partner', 'Partner', 'Medical Director'], industries: PRACTICES },
  draw(c) {
    const { s, m, r } = c;
    const dental = m.industryId === 'dental_practice';
    for (const o of m.owners) o.cred = r.pick(dental ? ['DDS', 'DMD'] : m.industryText === 'Chiropractor' ? ['DC'] : m.industryText === 'Optometrist' ? ['OD'] : ['MD', 'DO', 'DPT']);
    s.label('CADUCEUS PRACTICE CAPITAL', X, 30, 16, { bold: true, color: '#0b5d57' });
    s.label('Funding for dental, medical and allied-health practices  -  Practice Funding Application', X, 50, 7.5, { italic: true });
    s.line(X, 62, X + W, 62, 1.2, '#0b5d57');
    c.d(r.pick(PEOPLE), ...c.at('dots', 'Referred by', 400, 44, 176, 50, 7));
    const L = X, R = X + 278, CW = 262, LW = 118;
    let y = 72; c.section('PRACTICE INFORMATION', X, y, W, '#0b5d57'); y += 30;
    c.v('legal_name', m.legal, m.legal, ...c.at('dots', 'Practice Legal Name', L, y, W, LW));
    y += 19;
    const dba = c.at('dots', 'Practice Name (DBA)', L, y, CW, LW);
    if (m.dba) c.v('trade_name', m.dba, m.dba, ...dba);
    c.v('type_of_entity', m.entityId, m.entityText, ...c.at('dots', 'Entity Type', R, y, CW, LW));
    y += 19;
    c.v('industry', m.industryId, m.industryText, ...c.at('dots', 'Specialty', L, y, CW, LW));
    c.d(npi(c), ...c.at('dots', 'Group NPI (Type 2)', R, y, CW, LW));
    y += 19;
    c.taxId(...c.at('dots', m.taxKind === 'EIN' ? 'Federal Tax ID' : 'Tax ID (SSN if no EIN)', L, y, CW, LW));
    c.d(`${r.pick(['DN', 'MD', 'CH', 'PT'])}${r.digits(6)}`, ...c.at('dots', 'State License #', R, y, CW, LW));
    y += 19;
    c.d(m.street, ...c.at('dots', 'Practice Address', L, y, CW, LW));
    const csz = `${m.city}, ${m.state} ${m.zip}`;
    c.v('state_region', m.state, csz, ...c.at('dots', 'City, State, Zip', R, y, CW, LW));
    y += 19;
    c.d(m.phone, ...c.at('dots', 'Office Phone', L, y, CW, LW));
    c.d(r.chance(0.5) ? phone(r) : null, ...c.at('dots', 'Fax', R, y, CW, LW));
    y += 19;
    const years = r.chance(0.3);
    if (years) c.d(`${2025 - m.start.y} years`, ...c.at('dots', 'Years in Practice', L, y, CW, LW));
    else c.v('business_start_date', iso(m.start), fmtDate(m.start, r.pick<DateFmt>(['mdy', 'long'])), ...c.at('dots', 'Practice Opened', L, y, CW, LW));
    c.d(String(r.int(2, 14)), ...c.at('dots', dental ? '# Operatories' : '# Exam Rooms', R, y, CW, LW));
    y += 19;
    c.d(r.pick(dental ? ['Dentrix', 'Eaglesoft', 'Open Dental'] : ['athenahealth', 'eClinicalWorks', 'Kareo']), ...c.at('dots', 'Practice Software', L, y, CW, LW));
    c.d(String(r.int(1, 9)), ...c.at('dots', '# of Providers', R, y, CW, LW));
    y += 19;
    const ins = r.int(45, 90);
    c.d(`${ins}% / ${100 - ins}%`, ...c.at('dots', 'Insurance / Self-pay %', L, y, CW, LW));
    c.d(money(r.int(400, 9000) * 100), ...c.at('dots', 'Monthly Ins. Collections', R, y, CW, LW));
    y += 12; c.section('FUNDING REQUEST', X, y, W, '#0b5d57'); y += 30;
    c.v('requested_amount', m.amount, amt(c, m.amount), ...c.at('dots', 'Amount Requested', L, y, CW, LW));
    c.d(r.pick(['CBCT / imaging equipment', 'Second location buildout', 'Hire associate', 'Insurance reimbursement gap']), ...c.at('dots', 'Purpose', R, y, CW, LW));
    y += 19;
    const fq: Record<string, string> = { weekly: r.pick(['Weekly', 'weekly']), biweekly: r.pick(['Bi-weekly', 'Biweekly', 'Every two weeks']), monthly: 'Monthly' };
    c.v('payment_frequency', m.freq, fq[m.freq]!, ...c.at('dots', 'Preferred Remittance', L, y, CW, LW));
    const pt = c.at('dots', 'Payment x Term', R, y, CW, LW);
    if (r.chance(0.6)) c.v(['requested_payment', 'number_of_payments'], [m.payment, m.npay], `${money(m.payment, true)} x ${m.npay}`, ...pt);
    y += 12; c.section('PRINCIPALS / PROVIDERS', X, y, W, '#0b5d57');
    m.owners.forEach((o, i) => {
      y += 30;
      c.name(i, o, ...c.at('dots', `Principal ${i + 1}`, L, y, CW, LW), r.chance(0.6) ? 'dr' : 'plain');
      c.v(`applicants[${i}].role`, o.title, o.title, ...c.at('dots', 'Title', R, y, CW, LW));
      y += 19;
      c.v(`applicants[${i}].ownership`, o.pct, `${o.pct}%`, ...c.at('dots', 'Ownership', L, y, CW, LW));
      c.d(npi(c), ...c.at('dots', 'Individual NPI', R, y, CW, LW));
      y += 19;
      c.tin(i, o, r.chance(0.3), ...c.at('dots', 'Social Security #', L, y, CW, LW));
      c.d(`${r.pick(['B', 'F', 'M'])}${o.last[0]!.toUpperCase()}${r.digits(7)}`, ...c.at('dots', 'DEA #', R, y, CW, LW));
      y += 19;
      c.v(`applicants[${i}].date_of_birth`, iso(o.dob), fmtDate(o.dob, 'mdy'), ...c.at('dots', 'Date of Birth', L, y, CW, LW));
      c.d(`${o.street}, ${o.city}, ${o.state}`, ...c.at('dots', 'Residence', R, y, CW, LW));
    });
    y += 12; c.section('BANKING & EXISTING OBLIGATIONS', X, y, W, '#0b5d57'); y += 30;
    c.d(r.pick(BANKS), ...c.at('dots', 'Bank', L, y, CW, LW));
    c.d(`${routing(r)} / ${r.digits(10)}`, ...c.at('dots', 'Routing / Account', R, y, CW, LW));
    y += 19;
    c.d(r.pick(['Henry Schein Financial', 'Patterson Equipment Lease', 'Medline Capital', 'None']), ...c.at('dots', 'Equipment Lease', L, y, CW, LW));
    c.d(r.chance(0.5) ? `${r.pick(FUNDERS)} - ${money(r.int(100, 900) * 100)}` : 'None', ...c.at('dots', 'Current Advance / Bal.', R, y, CW, LW));
    signBlock(c, y + 14, 'The practice and each principal certify the information above, authorize Caduceus Practice Capital and its funding partners to ' +
      'obtain credit reports and to verify licensure, NPI and payer data. No patient health information is requested or should be provided.');
  },
};

const GIROS = [['Taquería (restaurant)', 'restaurant'], ['Panadería / bakery cafe', 'restaurant'], ['Carnicería - butcher shop', 'grocery'],
  ['Jardinería / lawn care', 'landscaping'], ['Taller mecánico / auto body shop', 'auto_repair'], ['Salón de belleza / beauty salon', 'personal_care'],
  ['Limpieza comercial / commercial cleaning', 'cleaning_services'], ['Mercado / grocery store', 'grocery']] as const;
const ENT_ES = [{ text: 'Propietario único / Sole Prop', id: 'sole_proprietorship', suffix: '' }, { text: 'LLC', id: 'llc', suffix: ' LLC' },
  { text: 'Corporación / Corp.', id: 'c_corporation', suffix: ' Corp.' }, { text: 'Sociedad / Partnership', id: 'general_partnership', suffix: ' & Asociados' }];
const FREQ_ES = [['Diario / Daily', 'daily'], ['Semanal / Weekly', 'weekly'], ['Quincenal / Bi-weekly', 'biweekly'], ['Mensual / Monthly', 'monthly']] as const;

export const puente: Layout = {
  title: 'Puente Business Capital - Solicitud / Application',
  spec: { country: 'US', maxOwners: 2, amount: [5000, 120000], freqs: ['daily', 'weekly', 'biweekly', 'monthly'], itinShare: 0.4,
    first: FIRST_ES, last: LAST_ES, entities: ENT_ES, industries: GIROS,
    names: ['Taquería El Sol', 'Panadería La Espiga', 'Super Mercado Los Pinos', 'Jardines Hernández', 'Taller Los Compadres', 'Estética Bella Rosa'],
    titles: ['Dueño / Owner', 'Propietaria', 'Gerente General', 'Socio', 'Presidente'] },
  draw(c) {
    const { s, m, r } = c;
    const O = (label: string, x: number, y: number, w: number) => c.at('over', label, x, y, w, 0, 6.8);
    s.label('PUENTE', X, 28, 20, { bold: true, color: '#c2410c' });
    s.label('BUSINESS CAPITAL', X + 82, 36, 10, { bold: true });
    s.label('Solicitud de Financiamiento  /  Financing Application', X, 52, 8.5, { italic: true });
    c.d(r.pick(PEOPLE), ...O('Asesor / Advisor', 380, 46, 110));
    c.d(phone(r), ...O('Tel.', 496, 46, 80));
    let y = 62; c.section('1. INFORMACIÓN DEL NEGOCIO / BUSINESS INFORMATION', X, y, W, '#c2410c'); y += 40;
    c.v('legal_name', m.legal, m.legal, ...O('Nombre legal / Legal name', X, y, 320));
    const dba = O('Nombre comercial (DBA) / Trade name', X + 330, y, 210);
    if (m.dba) c.v('trade_name', m.dba, m.dba, ...dba); else if (r.chance(0.5)) c.d('Mismo / Same', ...dba);
    y += 30;
    c.taxId(...O('No. de identificación fiscal (EIN, SSN o ITIN) / Tax ID', X, y, 200));
    s.label('Tipo de entidad / Entity type', X + 210, y - 22, 6.8);
    checks(c, 'type_of_entity', ENT_ES.map((e) => [e.text, e.id] as const), m.entityText, X + 205, y - 11, [118, 36, 90]);
    y += 30;
    c.d(m.street, ...O('Dirección / Street address', X, y, 250));
    c.d(m.city, ...O('Ciudad / City', X + 260, y, 120));
    c.v('state_region', m.state, m.state, ...O('Estado / State', X + 390, y, 60));
    c.d(m.zip, ...O('Código postal / ZIP', X + 460, y, 80));
    y += 30;
    c.d(m.phone, ...O('Teléfono / Phone', X, y, 130));
    c.d(m.email, ...O('Correo electrónico / Email', X + 140, y, 200));
    c.v('business_start_date', iso(m.start), fmtDate(m.start, r.pick<DateFmt>(['mdy', 'mdy2'])), ...O('Fecha de inicio (MM/DD/AAAA) / Start date', X + 350, y, 190));
    y += 30;
    c.v('industry', m.industryId, m.industryText, ...O('Giro o actividad / Type of business', X, y, 240));
    c.d(money(r.int(80, 900) * 100), ...O('Ventas mensuales / Monthly sales', X + 250, y, 150));
    c.d(String(r.int(1, 19)), ...O('Empleados / Employees', X + 410, y, 130));
    y += 14; c.section('2. SOLICITUD / FUNDING REQUEST', X, y, W, '#c2410c'); y += 40;
    c.v('requested_amount', m.amount, amt(c, m.amount), ...O('Monto solicitado / Amount requested', X, y, 170));
    c.d(r.pick(['Inventario / inventory', 'Equipo / equipment', 'Renovación / remodel', 'Nómina / payroll']), ...O('Uso de fondos / Use of funds', X + 180, y, 170));
    const est = r.chance(0.5);
    c.v('requested_payment', m.payment, est ? money(m.payment, true) : null, ...O('Pago estimado / Est. payment', X + 360, y, 90));
    c.v('number_of_payments', m.npay, est ? String(m.npay) : null, ...O('No. de pagos / # payments', X + 460, y, 80));
    y += 14;
    s.label('Frecuencia de pago / Payment frequency:', X, y + 1, 6.8);
    checks(c, 'payment_frequency', FREQ_ES, FREQ_ES.find(([, v]) => v === m.freq)![0], X + 140, y, [85, 90, 100]);
    y += 12; c.section('3. PROPIETARIOS / OWNERS', X, y, W, '#c2410c');
    m.owners.forEach((o, i) => {
      y += 40;
      c.v(`applicants[${i}].first_name`, o.first, o.first + (o.middle ? ` ${o.middle}.` : ''), ...O('Nombre(s) / First name', X, y, 140));
      c.v(`applicants[${i}].last_name`, o.last, o.last, ...O('Apellido(s) / Last name', X + 150, y, 150));
      c.v(`applicants[${i}].role`, o.title, o.title, ...O('Cargo / Title', X + 310, y, 120));
      c.v(`applicants[${i}].ownership`, o.pct, `${o.pct}%`, ...O('% de propiedad / Ownership', X + 440, y, 100));
      y += 30;
      c.tin(i, o, r.chance(0.25), ...O('SSN o ITIN', X, y, 120));
      c.v(`applicants[${i}].date_of_birth`, iso(o.dob), fmtDate(o.dob, 'mdy'), ...O('Fecha de nacimiento / Date of birth', X + 130, y, 130));
      const cs = O('Puntaje de crédito / Credit score', X + 270, y, 110);
      if (r.chance(0.5)) c.v(`applicants[${i}].credit_score`, o.credit, String(o.credit), ...cs);
      c.d(phone(r), ...O('Celular / Cell', X + 390, y, 150));
      y += 30;
      c.d(`${o.street}, ${o.city}, ${o.state} ${o.zip}`, ...O('Domicilio particular / Home address', X, y, 540));
    });
    y += 14; c.section('4. REFERENCIAS Y BANCO / REFERENCES & BANK', X, y, W, '#c2410c'); y += 40;
    c.d(r.pick(PEOPLE), ...O('Referencia personal / Personal reference', X, y, 200));
    c.d(phone(r), ...O('Teléfono / Phone', X + 210, y, 120));
    c.d(r.pick(['Proveedora del Valle', 'Distribuidora Azteca', 'Sysco']), ...O('Referencia comercial / Trade reference', X + 340, y, 200));
    y += 30;
    c.d(r.pick(BANKS), ...O('Banco / Bank', X, y, 150));
    c.d(routing(r), ...O('No. de ruta / Routing #', X + 160, y, 150));
    c.d(r.digits(r.int(9, 12)), ...O('No. de cuenta / Account #', X + 320, y, 220));
    signBlock(c, y + 10, 'Certifico que la información es verdadera y autorizo a Puente Business Capital a obtener reportes de crédito. / I certify the ' +
      'information is true and authorize Puente Business Capital and its partners to obtain credit reports and verify the information above.',
    ['Firma / Signature', 'Nombre / Name', 'Cargo / Title', 'Fecha / Date']);
  },
};
