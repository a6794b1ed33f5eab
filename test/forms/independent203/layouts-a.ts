// Two of the four brokers' forms: Sol Capital Group (Miami, boxed grid, one page) and Puente Funding (Houston,
// underlined rows over two pages).
import type { Rng } from '../../statements/generator/prng.ts';
import { fmtDate, fmtMoney, type Deal } from './model.ts';
import * as P from './print.ts';
import type { Sheet } from './sheet.ts';

export function put(s: Sheet, key: string, v: P.Val, x: number, y: number, size = 9.5, w = 0): void {
  s.value(key, v.text, x, y, v.fields, size, w);
}
function cell(s: Sheet, x: number, y: number, w: number, caption: string, key: string, v: P.Val | string, h = 26): void {
  s.rect(x, y, w, h);
  s.caption(caption, x + 3, y + 2.5, 6.2);
  if (typeof v === 'string') s.value(key, v, x + 5, y + 12.5, {}, 9, w - 10);
  else put(s, key, v, x + 5, y + 12.5, 9, w - 10);
}

/** Miami: Spanish-first captions in boxed cells, entity check boxes, owners as rows of cells, one page. */
export function miami(s: Sheet, d: Deal, r: Rng): void {
  s.newPage();
  const L = 36, R = 576, Wd = R - L;
  s.caption('SOL CAPITAL GROUP', L, 30, 18, true, '#c2410c');
  s.caption('1450 Brickell Ave, Suite 2100 · Miami, FL 33131 · (305) 555-0142 · solcapitalgroup.example', L, 52, 7);
  s.caption('Solicitud de Capital para Negocios / Business Funding Application', L, 66, 10, true);
  let y = 84;
  s.band('1. INFORMACIÓN DEL NEGOCIO / BUSINESS INFORMATION', L, y, Wd, '#c2410c'); y += 15;
  cell(s, L, y, 300, 'Nombre legal del negocio / Business legal name', 'legal_name', P.legal(d));
  cell(s, L + 300, y, Wd - 300, 'Nombre comercial (DBA) / Doing business as', 'dba', P.dba(d)); y += 26;
  cell(s, L, y, 250, 'Dirección física / Physical address', 'business_street', d.street);
  cell(s, L + 250, y, 170, 'Ciudad, Estado, Código postal / City, State, ZIP', 'business_city', P.cityLine(d));
  cell(s, L + 420, y, Wd - 420, 'Teléfono / Phone', 'business_phone', d.phone); y += 26;
  cell(s, L, y, 130, 'EIN / Tax ID federal', 'tax_id', P.taxId(d));
  cell(s, L + 130, y, 130, 'Fecha de inicio / Start date', 'start_date', P.start(d, 'us'));
  cell(s, L + 260, y, 110, 'Estado de incorporación / State inc.', 'state_of_incorporation', d.incState);
  cell(s, L + 370, y, Wd - 370, 'Correo electrónico / E-mail', 'email', d.email); y += 26;
  cell(s, L, y, 300, 'Tipo de negocio / Type of business', 'industry', P.industry(d));
  cell(s, L + 300, y, 120, 'Empleados / Employees', 'employees', String(d.employees));
  cell(s, L + 420, y, Wd - 420, 'Ventas mensuales / Monthly sales', 'monthly_sales', fmtMoney(d.monthlySales, false)); y += 26;
  s.rect(L, y, Wd, 22);
  s.caption('Tipo de entidad / Entity type:', L + 4, y + 7, 7, true);
  let x = L + 112;
  for (const [id, label] of P.ENTITY_BOXES) x += s.check(`entity_${id}`, label, x, y + 6.5, d.entity === id, { type_of_entity: id }, 7) + 10;
  y += 30;
  s.band('2. FINANCIAMIENTO / FUNDING REQUEST', L, y, Wd, '#c2410c'); y += 15;
  cell(s, L, y, 170, 'Cantidad solicitada / Amount requested', 'requested_amount', P.amount(d, r.chance(0.5)));
  cell(s, L + 170, y, 200, 'Uso de los fondos / Use of funds', 'use_of_funds', d.useOfFunds);
  cell(s, L + 370, y, Wd - 370, 'Arrendador / Landlord', 'landlord', d.landlord); y += 26;
  cell(s, L, y, 170, 'Renta mensual / Monthly rent', 'rent', fmtMoney(d.rent, true));
  cell(s, L + 170, y, 200, 'Banco / Bank', 'bank', d.bank);
  cell(s, L + 370, y, 85, 'Ruta / Routing #', 'routing', d.routing);
  cell(s, L + 455, y, Wd - 455, 'Cuenta / Account #', 'account', d.account); y += 34;
  s.band('3. DUEÑOS / OWNERS (20% o más / 20% or more)', L, y, Wd, '#c2410c'); y += 15;
  const mode = r.pick(['full', 'lastFirst'] as const);
  for (const [i, o] of d.owners.entries()) {
    cell(s, L, y, 210, `Dueño ${i + 1} / Owner ${i + 1}${mode === 'lastFirst' ? ' (Apellidos, Nombre)' : ''}`, `owner${i}_name`, P.ownerName(o, i, mode));
    cell(s, L + 210, y, 95, 'Cargo / Title', `owner${i}_role`, P.role(o, i));
    cell(s, L + 305, y, 70, '% Propiedad / Ownership', `owner${i}_pct`, P.share(o, i, true));
    cell(s, L + 375, y, 85, 'Seguro Social / SSN', `owner${i}_ssn`, P.ownerTax(o, i));
    cell(s, L + 460, y, Wd - 460, 'Fecha de nacimiento / DOB', `owner${i}_dob`, P.dob(o, i, 'us')); y += 26;
    cell(s, L, y, 375, 'Dirección residencial / Home address', `owner${i}_home`, o.home);
    cell(s, L + 375, y, Wd - 375, 'Celular / Cell phone', `owner${i}_cell`, o.cell); y += 30;
  }
  s.band('4. AGENTE / ISO (para uso de la oficina / office use only)', L, y, Wd, '#57534e'); y += 15;
  cell(s, L, y, 270, 'Agente / ISO representative', 'iso_rep', d.iso);
  cell(s, L + 270, y, Wd - 270, 'Teléfono del agente / ISO phone', 'iso_phone', d.isoPhone); y += 34;
  y = s.para('Autorización / Authorization: Cada firmante autoriza a Sol Capital Group y a sus socios financieros a obtener reportes de crédito, '
    + 'verificar la información de esta solicitud y contactar a sus bancos y referencias. Each signer authorizes Sol Capital Group and its funding '
    + 'partners to obtain credit reports, verify the information in this application and contact its banks and references.', L, y, Wd) + 14;
  for (const [i, o] of d.owners.slice(0, 2).entries()) {
    const bx = L + i * 280;
    s.hline(bx, bx + 170, y + 12); s.caption('Firma / Signature', bx, y + 15, 6.5);
    s.hline(bx + 180, bx + 260, y + 12); s.caption('Fecha / Date', bx + 180, y + 15, 6.5);
    s.value(`signature_date_${i}`, fmtDate(d.signed, 'us'), bx + 182, y, {}, 9);
    void o;
  }
}

function row(s: Sheet, x: number, y: number, caption: string, w: number, key: string, v: P.Val | string, size = 7.5): void {
  const cw = s.caption(caption, x, y + 3, size);
  s.hline(x + cw + 4, x + w, y + 13);
  if (typeof v === 'string') s.value(key, v, x + cw + 8, y + 1.5, {}, 9.5, w - cw - 10);
  else put(s, key, v, x + cw + 8, y + 1.5, 9.5, w - cw - 10);
}

/** Houston: English-first captions on underlined rows, free-text entity, Spanish-spelled dates, two pages. */
export function houston(s: Sheet, d: Deal, r: Rng): void {
  s.newPage();
  const L = 48, R = 564, Wd = R - L;
  s.rect(L, 36, Wd, 40, '#0f3d5e');
  s.caption('PUENTE FUNDING SOLUTIONS', L + 12, 44, 16, true, '#ffffff');
  s.caption('Houston, Texas · Financiamiento para su negocio / Financing for your business', L + 12, 63, 8, false, '#ffffff');
  s.caption('Merchant Application / Solicitud del comerciante', L, 88, 12, true);
  let y = 110;
  const sec = (t: string): void => { s.caption(t, L, y, 9, true, '#0f3d5e'); s.hline(L, R, y + 12, 1.2); y += 20; };
  sec('BUSINESS / NEGOCIO');
  row(s, L, y, 'Business Legal Name / Nombre legal del negocio:', Wd, 'legal_name', P.legal(d)); y += 22;
  row(s, L, y, 'DBA / Nombre comercial:', 300, 'dba', P.dba(d));
  row(s, L + 310, y, 'Entity type / Tipo de entidad:', Wd - 310, 'entity', P.entityText(d, r)); y += 22;
  row(s, L, y, 'Federal Tax ID (EIN) / Número de identificación federal:', 330, 'tax_id', P.taxId(d));
  row(s, L + 340, y, 'State of Inc. / Estado:', Wd - 340, 'state_of_incorporation', d.incState); y += 22;
  const startHow = r.pick(['us', 'es'] as const);
  row(s, L, y, 'Business start date / Fecha de inicio:', 300, 'start_date', P.start(d, startHow));
  row(s, L + 310, y, 'Employees / Empleados:', Wd - 310, 'employees', String(d.employees)); y += 22;
  row(s, L, y, 'Street address / Dirección:', Wd, 'business_street', d.street); y += 22;
  row(s, L, y, 'City / Ciudad:', 200, 'business_city', d.city);
  row(s, L + 210, y, 'State / Estado:', 90, 'business_state', P.stateOnly(d));
  row(s, L + 310, y, 'ZIP / Código postal:', Wd - 310, 'business_zip', d.zip); y += 22;
  row(s, L, y, 'Phone / Teléfono:', 220, 'business_phone', d.phone);
  row(s, L + 230, y, 'E-mail / Correo:', Wd - 230, 'email', d.email); y += 22;
  row(s, L, y, 'Industry / Giro del negocio:', Wd, 'industry', P.industry(d)); y += 30;
  sec('FUNDING REQUEST / SOLICITUD DE FONDOS');
  row(s, L, y, 'Amount requested / Monto solicitado:', 250, 'requested_amount', P.amount(d, true));
  row(s, L + 260, y, 'Use of funds / Uso de fondos:', Wd - 260, 'use_of_funds', d.useOfFunds); y += 22;
  row(s, L, y, 'Payment / Pago:', 160, 'requested_payment', P.payment(d));
  row(s, L + 170, y, 'No. of payments / Núm. de pagos:', 160, 'number_of_payments', P.payments(d)); y += 22;
  s.caption('Frequency / Frecuencia:', L, y + 1, 7.5);
  let x = L + 100;
  for (const [f, label] of P.FREQ) x += s.check(`freq_${f}`, label, x, y, d.frequency === f, { payment_frequency: f }) + 14;
  y += 26;
  sec('EXISTING ADVANCES / ADELANTOS ACTUALES');
  const cols = [L, L + 220, L + 340, L + 440];
  ['Funder / Financiera', 'Balance / Saldo', 'Payment / Pago', 'Frequency'].forEach((t, i) => s.caption(t, cols[i]!, y, 7, true));
  y += 12;
  for (let i = 0; i < 2; i++) {
    const f = d.funders[i];
    s.hline(L, R, y + 13, 0.4);
    if (f) {
      s.value(`funder_${i}`, f.name, cols[0]!, y + 2, {}, 9);
      s.value(`funder_balance_${i}`, fmtMoney(f.balance, true), cols[1]!, y + 2, {}, 9);
      s.value(`funder_payment_${i}`, fmtMoney(f.payment, true), cols[2]!, y + 2, {}, 9);
      s.value(`funder_freq_${i}`, 'Diario', cols[3]!, y + 2, {}, 9);
    }
    y += 16;
  }
  y += 10;
  sec('TRADE REFERENCES / REFERENCIAS COMERCIALES');
  for (const [i, ref] of d.refs.entries()) {
    row(s, L, y, `Referencia comercial ${i + 1}:`, 330, `trade_ref_${i}`, ref.name);
    row(s, L + 340, y, 'Tel.:', Wd - 340, `trade_ref_phone_${i}`, ref.phone); y += 22;
  }
  s.caption(`Puente Funding Solutions · Página 1 de 2 / Page 1 of 2`, L, 760, 6.5);

  s.newPage();
  y = 48;
  sec('OWNERS / DUEÑOS');
  const dobHow = r.pick(['us', 'es'] as const), showScore = r.chance(0.6);
  for (const [i, o] of d.owners.entries()) {
    s.caption(`Owner ${i + 1} / Dueño ${i + 1}`, L, y, 8.5, true); y += 16;
    row(s, L, y, 'First name / Nombre:', 240, `owner${i}_first`, P.firstName(o, i));
    row(s, L + 250, y, 'Last name(s) / Apellidos:', Wd - 250, `owner${i}_last`, P.lastName(o, i)); y += 22;
    row(s, L, y, 'Title / Cargo:', 170, `owner${i}_role`, P.role(o, i));
    row(s, L + 180, y, '% Ownership / Porcentaje de propiedad:', 200, `owner${i}_pct`, P.share(o, i, r.chance(0.5)));
    if (showScore) row(s, L + 390, y, 'Credit score / Crédito:', Wd - 390, `owner${i}_score`, P.score(o, i));
    y += 22;
    row(s, L, y, 'SSN / ITIN (Seguro Social):', 230, `owner${i}_ssn`, P.ownerTax(o, i));
    row(s, L + 240, y, 'Date of birth / Fecha de nacimiento:', Wd - 240, `owner${i}_dob`, P.dob(o, i, dobHow)); y += 22;
    row(s, L, y, 'Home address / Domicilio:', Wd, `owner${i}_home`, o.home); y += 30;
  }
  sec('LANDLORD / ARRENDADOR');
  row(s, L, y, 'Arrendador / Landlord:', 330, 'landlord', d.landlord);
  row(s, L + 340, y, 'Rent / Renta:', Wd - 340, 'rent', fmtMoney(d.rent, false)); y += 30;
  y = s.para('By signing below, each owner certifies that the information above is true and authorizes Puente Funding Solutions, its ISO partners and '
    + 'funders to obtain consumer and business credit reports. Al firmar, cada dueño certifica que la información es verdadera y autoriza la '
    + 'consulta de su historial de crédito.', L, y, Wd, 7) + 24;
  for (const [i, o] of d.owners.entries()) {
    s.hline(L, L + 200, y + 12); s.caption('Signature / Firma', L, y + 15, 6.5);
    void o;
    s.hline(L + 215, L + 400, y + 12); s.caption('Print name / Nombre', L + 215, y + 15, 6.5);
    s.value(`signature_date_${i}`, fmtDate(d.signed, 'es'), L + 420, y, {}, 9);
    s.hline(L + 415, R, y + 12); s.caption('Date / Fecha', L + 415, y + 15, 6.5);
    y += 34;
  }
  row(s, L, y, 'ISO / Agente:', 300, 'iso_rep', d.iso);
  s.caption(`Puente Funding Solutions · Página 2 de 2 / Page 2 of 2`, L, 760, 6.5);
}
