// Rio Bravo Business Funding (Texas / Southwest border towns, US): bilingual labels left of underlines, owners
// printed "Last, First" with compound and particle surnames, ITINs (also as a sole proprietor's business tax ID),
// a daily/weekly payment checkbox row, trade references, landlord and agent decoys.
import type { Rng } from '../../statements/generator/prng.ts';
import { c, dbaVal, dv, isoRep, signatures } from './common.ts';
import { dateText, einDigits, fmtEin, fmtSsn, industryOf, isoDate, money, phone, randomDate, roundAmount } from './fmt.ts';
import { Grid, type Theme } from './grid.ts';
import { dobVal, K, makeOwners, nameVal, ownerCount, pctVal, roleVal, scoreVal, taxVal } from './model.ts';
import { LANDLORDS, REFS, SW, US_BANKS } from './pools.ts';
import { val, type Sheet } from './sheet.ts';

const THEME: Theme = { accent: '#a8431f', labelFont: 'Helvetica', headFont: 'Helvetica-Bold', labelPos: 'left', box: 'underline', heading: 'rule', labelSize: 7.5 };
/** Entity text as written -> [entity id, legal-name suffix]. */
const ENT: Record<string, [string, string]> = { LLC: ['llc', ', LLC'], 'L.L.C.': ['llc', ' L.L.C.'], Corporation: ['c_corporation', ', Inc.'], 'Corp.': ['c_corporation', ' Corp.'],
  'Sole Proprietor': ['sole_proprietorship', ''], Partnership: ['general_partnership', ' Partners'], 'Limited Partnership': ['limited_partnership', ', Ltd.'],
  'S-Corp': ['s_corporation', ', Inc.'] };

export function rioBravo(s: Sheet, rng: Rng): void {
  const g = new Grid(s, THEME);
  s.doc.circle(58, 52, 20).fill('#a8431f');
  s.text('RB', 46, 44, 15, 'Helvetica-Bold', 'white');
  s.text('Rio Bravo Business Funding', 88, 34, 18, 'Times-Bold', '#a8431f');
  s.text('Capital para su negocio - Laredo  |  El Paso  |  Las Cruces  |  Nogales', 88, 55, 8.5, 'Times-Italic', '#444444');
  s.text('1202 Houston St, Ste 210, Laredo, TX 78040   Tel. (956) 555-0190   solicitudes@riobravofunding.com', 88, 67, 7.5);
  s.text('SOLICITUD DE FINANCIAMIENTO / FUNDING APPLICATION', 36, 88, 11, 'Helvetica-Bold');
  g.y = 104;

  const [bizName, kind] = rng.pick(SW.biz);
  const [city, st, zip, area] = rng.pick(SW.towns);
  const owners = makeOwners(rng, ownerCount(rng), { first: SW.first, last: SW.last, titles: ['Dueño / Owner', 'Socio / Partner', 'Presidente', 'Gerente', 'Member'],
    tax: () => (rng.chance(0.35) ? 'ITIN' : 'SSN') }, SW.streets);
  const entText = rng.weighted([...Object.keys(ENT).map((k) => [k, 1] as const), ['none', 1]]);
  const sole = entText === 'Sole Proprietor';
  const o0 = owners[0]!;
  if (sole) { owners.splice(1); o0.pct = 100; o0.title = 'Dueño / Owner'; }
  const legal = sole ? `${o0.first} ${o0.last}` : entText === 'none' ? bizName : `${bizName}${ENT[entText]![1]}`;

  g.section('1. Información del Negocio / Business Information');
  g.row([c('Nombre Legal / Legal Name:', 3, val(legal, { [K('legal_name')]: legal }), 'legal_name')]);
  g.row([c('Nombre Comercial / DBA:', 3, sole ? val(bizName, { [K('trade_name')]: bizName }) : dbaVal(rng, legal === bizName || rng.chance(0.35) ? `${bizName} of ${city}` : bizName, legal), 'dba')]);
  const tm = rng.weighted([['full', 8], ['blank', 1]] as const);
  const td = sole ? o0.tax : einDigits(rng);
  const tType = sole ? o0.taxType : 'EIN';
  g.row([c('TIN (EIN / SSN / ITIN):', 1.5, tm === 'blank' ? null : val(sole ? fmtSsn(td) : fmtEin(td), { [K('business_tax_id')]: td, [K('business_tax_id_type')]: tType, [K('business_tax_id_country')]: 'US' }), 'tin'),
    c('Tipo de Entidad / Entity Type:', 1.5, entText === 'none' ? null : val(entText, { [K('type_of_entity')]: ENT[entText]![0] }), 'entity')]);
  const start = randomDate(rng, 1998, 2023);
  g.row([c('Fecha de Inicio / Start Date:', 1.5, rng.chance(0.9) ? val(dateText(start, rng.pick(['mdY', 'mdy'] as const)), { [K('business_start_date')]: isoDate(start) }) : null, 'start'),
    c('Giro / Type of Business:', 1.5, val(kind, { [K('industry')]: industryOf(kind) }), 'industry')]);
  g.row([c('Dirección / Address:', 2, val(`${rng.int(100, 4800)} ${rng.pick(SW.streets)}`), 'street'), c('Ciudad / City:', 1.2, val(city), 'city')]);
  g.row([c('Estado / State:', 1, val(st, { [K('state_region')]: st, [K('country')]: 'United States' }), 'state'), c('C.P. / Zip:', 1, val(zip), 'zip'),
    c('Tel.:', 1.3, val(phone(rng, area, 'paren')), 'phone')]);
  g.row([c('Correo / Email:', 1.5, val(`${bizName.toLowerCase().normalize('NFD').replace(/[^a-z]/g, '').slice(0, 12)}@gmail.com`), 'email'),
    c('Ventas Mensuales / Monthly Sales:', 1.5, dv(money(rng.int(20, 180) * 1000, 'plain')), 'sales', 'monthly sales')]);
  g.row([c('Arrendador / Landlord:', 1.8, dv(rng.pick(LANDLORDS)), 'landlord', 'landlord'), c('Renta / Rent:', 1, dv(money(rng.int(12, 60) * 100, 'plain')), 'rent', 'monthly rent'),
    c('Tel.:', 1.1, dv(phone(rng, area, 'dash')), 'landlord_tel', 'landlord phone')]);

  g.section('2. Financiamiento / Funding');
  const amount = roundAmount(rng, 10000, 150000, 1000);
  g.row([c('Monto Solicitado / Amount Needed:', 1.5, val(money(amount, rng.pick(['plain', 'cents', 'bare'] as const)), { [K('requested_amount')]: amount }), 'amount'),
    c('Uso / Use of Funds:', 1.5, val(rng.pick(['Inventario / inventory', 'Equipo nuevo', 'Capital de trabajo', 'Remodel kitchen', 'Second truck'])), 'use')]);
  const freq = rng.weighted([['daily', 2], ['weekly', 3], ['none', 1]] as const);
  g.checks('Pago Preferido / Preferred Payment:', [{ label: 'Diario / Daily', checked: freq === 'daily', keys: { [K('payment_frequency')]: 'daily' } },
    { label: 'Semanal / Weekly', checked: freq === 'weekly', keys: { [K('payment_frequency')]: 'weekly' } }], 'freq');
  g.row([c('Adelantos actuales / Current Advances (Funder):', 2, rng.chance(0.5) ? dv(rng.pick(['Bluewater Advance', 'Rapid Ledger Funding'])) : null, 'cur_funder', 'existing funder'),
    c('Saldo / Balance:', 1, dv(money(rng.int(50, 600) * 100 + 37, 'plain')), 'cur_bal', 'existing advance balance')]);

  g.section('3. Propietarios / Owners (20% o más)');
  for (const [i, o] of owners.entries()) {
    g.row([c(`${i + 1}. Apellido, Nombre / Last, First:`, 2.2, nameVal(o, i, 'last-first'), `o${i}_name`), c('Cargo / Title:', 1.3, roleVal(o, i), `o${i}_title`),
      c('% Dueño:', 0.7, pctVal(o, i, rng.pick(['pct', 'spaced'] as const)), `o${i}_pct`)]);
    const mode = rng.weighted([['full', 6], ['masked', 3], ['blank', 1]] as const);
    g.row([c('SSN / ITIN:', 1.4, taxVal(o, i, mode), `o${i}_ssn`), c('Fecha Nac. / DOB:', 1.4, dobVal(o, i, rng.chance(0.8), 'mdY'), `o${i}_dob`),
      c('FICO aprox.:', 0.9, scoreVal(o, i), `o${i}_fico`)]);
    g.row([c('Domicilio / Home Address:', 2.4, dv(`${o.street}, ${rng.pick(SW.towns)[0]}`), `o${i}_home`, 'owner home address'), c('Cel.:', 1, val(phone(rng, area, 'dash')), `o${i}_cel`)]);
  }
  g.section('4. Banco y Referencias / Bank & References');
  g.row([c('Banco / Bank:', 1.6, dv(rng.pick(US_BANKS)), 'bank', 'bank name'), c('Routing:', 1, dv(`1${rng.digits(8)}`), 'routing', 'routing number'),
    c('Cuenta / Acct:', 1, dv(rng.digits(10)), 'acct', 'account number')]);
  const refs = rng.shuffle([...REFS]);
  for (let r = 0; r < 2; r++) {
    g.row([c(`Referencia ${r + 1} / Reference:`, 1.8, dv(refs[r]!), `ref${r}`, 'trade reference'), c('Tel.:', 1, dv(phone(rng, rng.pick(['210', '512', '602'] as const), 'paren')), `ref${r}_tel`, 'reference phone')]);
  }
  isoRep(g, rng, '956', ['Agente / Agent:', 'Tel.:', 'Oficina:'], 'RBBF');
  g.section('5. Autorización / Authorization');
  g.para('Autorizo a Rio Bravo Business Funding y a sus socios financieros a obtener reportes de crédito personales y comerciales y a verificar la información de esta solicitud. / I authorize Rio Bravo Business Funding and its funding partners to obtain personal and business credit reports, contact the references above and verify all information in this application. Information is shared only with funders reviewing this request. Copies and electronic signatures are valid as originals.');
  signatures(g, owners, ['Firma / Signature:', 'Nombre / Name:', 'Cargo:', 'Fecha:'], `${rng.int(1, 2)}/${rng.int(2, 27)}/2026`);
}
