// The other two brokers' forms: Avance Business Capital (Los Angeles, label/value tables and an owners' table) and
// Álamo Merchant Services (San Antonio, fill-in sentences, Spanish-only rows, two pages).
import type { Rng } from '../../statements/generator/prng.ts';
import { fmtDate, fmtMoney, type Deal } from './model.ts';
import * as P from './print.ts';
import type { Sheet } from './sheet.ts';
import { put } from './layouts-a.ts';

/** Los Angeles: a two-column table of label | value (some labels Spanish only), then an owners' table. */
export function la(s: Sheet, d: Deal, r: Rng): void {
  s.newPage();
  const L = 40, R = 572, Wd = R - L;
  s.caption('Avance', L, 34, 24, true, '#7c3aed');
  s.caption('BUSINESS CAPITAL', L + 86, 44, 10, true);
  s.caption('3325 Wilshire Blvd · Los Angeles, CA 90010', R - 170, 38, 7);
  s.caption('Solicitud / Application', R - 170, 48, 9, true);
  let y = 76;
  const half = Wd / 2, lw = 118;
  // Rows of [caption, key, value]; pairs fill the left and right halves of the table.
  const rows: [string, string, P.Val | string][] = [
    ['Business legal name / Nombre legal', 'legal_name', P.legal(d)],
    ['DBA / Nombre comercial', 'dba', P.dba(d)],
    ['Tax ID (EIN) / Identificación fiscal', 'tax_id', P.taxId(d)],
    ['Entidad / Entity', 'entity', P.entityText(d, r)],
    ['Dirección / Address', 'business_street', d.street],
    ['Ciudad, Estado, CP', 'business_city', P.cityLine(d)],
    ['Fecha de inicio del negocio', 'start_date', P.start(d, r.pick(['us', 'es'] as const))],
    ['Estado de constitución', 'state_of_incorporation', d.incState],
    ['Giro / Industry', 'industry', P.industry(d)],
    ['Teléfono / Phone', 'business_phone', d.phone],
    ['Ventas mensuales / Avg. monthly sales', 'monthly_sales', fmtMoney(d.monthlySales, true)],
    ['Empleados / Employees', 'employees', String(d.employees)],
  ];
  s.band('DATOS DEL NEGOCIO / BUSINESS DATA', L, y, Wd, '#7c3aed'); y += 13;
  for (let i = 0; i < rows.length; i += 2) {
    for (const [j, rw] of rows.slice(i, i + 2).entries()) {
      const x = L + j * half;
      s.rect(x, y, lw, 20, '#ede9fe'); s.rect(x + lw, y, half - lw, 20);
      s.caption(rw[0], x + 3, y + 7, 6.3);
      const v = rw[2];
      if (typeof v === 'string') s.value(rw[1], v, x + lw + 4, y + 5.5, {}, 7.5, half - lw - 8);
      else put(s, rw[1], v, x + lw + 4, y + 5.5, 7.5, half - lw - 8);
    }
    y += 20;
  }
  y += 12;
  s.band('SOLICITUD DE FONDOS / FUNDING REQUEST', L, y, Wd, '#7c3aed'); y += 13;
  const freqText = P.FREQ.find(([f]) => f === d.frequency)![1];
  const fund: [string, string, P.Val | string][] = [
    ['Monto solicitado / Amount', 'requested_amount', P.amount(d, true)],
    ['Pago estimado / Est. payment', 'requested_payment', P.payment(d)],
    ['Número de pagos / # of payments', 'number_of_payments', P.payments(d)],
    ['Frecuencia / Frequency', 'payment_frequency', { text: freqText, fields: { payment_frequency: d.frequency } }],
  ];
  const qw = Wd / 4;
  for (const [j, [cap, key, v]] of fund.entries()) {
    s.rect(L + j * qw, y, qw, 26); s.caption(cap, L + j * qw + 3, y + 2.5, 6.3);
    if (typeof v !== 'string') put(s, key, v, L + j * qw + 5, y + 12.5, 9, qw - 10);
  }
  y += 38;
  s.band('PROPIETARIOS / OWNERS', L, y, Wd, '#7c3aed'); y += 13;
  const cols: [string, number][] = [['Nombre / First name', 80], ['Apellidos / Last names', 108], ['Cargo / Title', 66], ['% Propiedad', 46],
    ['Seguro Social / SSN', 74], ['Fecha de nacimiento', 112], ['Crédito', Wd - 486]];
  let x = L;
  for (const [c, w] of cols) { s.rect(x, y, w, 16, '#ede9fe'); s.caption(c, x + 3, y + 5, 6.3, true); x += w; }
  y += 16;
  const dobHow = r.pick(['us', 'es'] as const);
  for (let i = 0; i < 3; i++) {
    const o = d.owners[i];
    x = L;
    const vals = o ? [P.firstName(o, i), P.lastName(o, i), P.role(o, i), P.share(o, i, false), P.ownerTax(o, i), P.dob(o, i, dobHow), P.score(o, i)] : [];
    for (const [j, [, w]] of cols.entries()) {
      s.rect(x, y, w, 20);
      const v = vals[j];
      if (v) put(s, `owner${i}_${['first', 'last', 'role', 'pct', 'ssn', 'dob', 'score'][j]}`, v, x + 3, y + 5.5, dobHow === 'es' && j === 5 ? 6.5 : 7.5, w - 6);
      x += w;
    }
    y += 20;
  }
  y += 12;
  s.band('REFERENCIAS / REFERENCES (no son solicitantes / not applicants)', L, y, Wd, '#57534e'); y += 13;
  const refs: [string, string][] = [['Arrendador / Landlord', d.landlord], ['Referencia comercial', d.refs[0]!.name],
    ['Banco / Bank', d.bank], ['Agente / ISO', d.iso], ['Ruta / Routing #', d.routing], ['Cuenta / Account #', d.account]];
  for (const [j, [cap, v]] of refs.entries()) {
    const cx = L + (j % 2) * half, cy = y + Math.floor(j / 2) * 20;
    s.rect(cx, cy, lw, 20, '#f5f5f4'); s.rect(cx + lw, cy, half - lw, 20);
    s.caption(cap, cx + 3, cy + 7, 6.3);
    s.value(['landlord', 'trade_ref_0', 'bank', 'iso_rep', 'routing', 'account'][j]!, v, cx + lw + 4, cy + 5.5, {}, 7.5, half - lw - 8);
  }
  y += 72;
  y = s.para('Certifico que la información es correcta y autorizo a Avance Business Capital y a sus financieras a verificarla y a obtener mi reporte '
    + 'de crédito. I certify the information is correct and authorize Avance Business Capital and its funders to verify it and obtain my credit report.', L, y, Wd) + 22;
  s.hline(L, L + 220, y + 12); s.caption('Firma del dueño / Owner signature', L, y + 15, 6.5);
  s.hline(L + 300, L + 420, y + 12); s.caption('Fecha / Date', L + 300, y + 15, 6.5);
  s.value('signature_date_0', fmtDate(d.signed, 'us'), L + 305, y, {}, 9);
}

function blank(s: Sheet, x: number, y: number, w: number, key: string, v: P.Val | string, hint?: string): number {
  s.hline(x, x + w, y + 12);
  if (typeof v === 'string') s.value(key, v, x + 3, y + 1, {}, 9.5, w - 4);
  else put(s, key, v, x + 3, y + 1, 9.5, w - 4);
  if (hint) s.caption(hint, x + 2, y + 14, 5.8, false, '#444444');
  return x + w;
}

/** San Antonio: the business in fill-in sentences, Spanish-only owner rows, check boxes, references on page 2. */
export function sa(s: Sheet, d: Deal, r: Rng): void {
  s.newPage();
  const L = 54, R = 558, Wd = R - L;
  s.caption('Álamo Merchant Services', L, 40, 20, false, '#14532d');
  s.caption('San Antonio, TX · Hablamos español', L, 64, 8);
  s.hline(L, R, 78, 2);
  s.caption('SOLICITUD DE FINANCIAMIENTO COMERCIAL', L, 90, 11, true);
  let y = 118;
  let x = L + s.caption('El negocio', L, y + 3, 8.5) + 4;
  x = blank(s, x, y, 250, 'legal_name', P.legal(d), 'nombre legal / legal name') + 4;
  s.caption(', que opera como', x, y + 3, 8.5);
  y += 26;
  x = blank(s, L, y, 200, 'dba', P.dba(d), 'DBA') + 4;
  x += s.caption(', con número de identificación federal (EIN)', x, y + 3, 8.5) + 4;
  blank(s, x, y, R - x, 'tax_id', P.taxId(d), 'EIN / Tax ID');
  y += 26;
  x = L + s.caption('se dedica a', L, y + 3, 8.5) + 4;
  x = blank(s, x, y, 240, 'industry', P.industry(d), 'tipo de negocio / type of business') + 4;
  x += s.caption('desde el', x, y + 3, 8.5) + 4;
  const usesStart = r.chance(0.75);
  blank(s, x, y, R - x, usesStart ? 'start_date' : 'years_in_business',
    usesStart ? P.start(d, r.pick(['us', 'es'] as const)) : `${2025 - Number(d.start.slice(0, 4))} años`, usesStart ? 'fecha de inicio / start date' : 'años en el negocio');
  y += 26;
  x = L + s.caption('y tiene su local en', L, y + 3, 8.5) + 4;
  x = blank(s, x, y, 190, 'business_street', d.street, 'calle / street') + 6;
  blank(s, x, y, R - x, 'business_city', P.cityLine(d), 'ciudad, estado, CP / city, state, ZIP');
  y += 32;
  s.caption('Tipo de entidad / Type of entity:', L, y, 8, true); y += 14;
  x = L;
  for (const [id, label] of P.ENTITY_BOXES) x += s.check(`entity_${id}`, label, x, y, d.entity === id, { type_of_entity: id }, 7.5) + 12;
  y += 16;
  x = L;
  x += s.check('entity_other', 'Otro / Other: ______', x, y, false) + 12;
  s.caption(`Estado de incorporación: ${''}`, x + 10, y + 1, 7.5);
  s.value('state_of_incorporation', d.incState, x + 100, y - 1, {}, 9.5, 40);
  y += 26;
  x = L + s.caption('Solicitamos la cantidad de', L, y + 3, 8.5) + 4;
  x = blank(s, x, y, 120, 'requested_amount', P.amount(d, r.chance(0.5)), 'monto / amount') + 4;
  x += s.caption('para', x, y + 3, 8.5) + 4;
  blank(s, x, y, R - x, 'use_of_funds', d.useOfFunds, 'uso de los fondos / use of funds');
  y += 32;
  s.rect(L, y, Wd, 14, '#dcfce7'); s.caption('DUEÑOS (Dueño / Owner)', L + 4, y + 3.5, 8, true); y += 22;
  const nameMode = r.pick(['full', 'lastFirst'] as const), dobHow = r.pick(['us', 'es'] as const);
  for (const [i, o] of d.owners.entries()) {
    x = L + s.caption(`${i + 1}. Nombre del dueño${nameMode === 'lastFirst' ? ' (apellidos, nombre)' : ''}:`, L, y + 3, 8) + 4;
    x = blank(s, x, y, 210, `owner${i}_name`, P.ownerName(o, i, nameMode)) + 6;
    x += s.caption('Cargo:', x, y + 3, 8) + 4;
    blank(s, x, y, R - x, `owner${i}_role`, P.role(o, i));
    y += 22;
    x = L + 12 + s.caption('Porcentaje:', L + 12, y + 3, 8) + 4;
    x = blank(s, x, y, 50, `owner${i}_pct`, P.share(o, i, true)) + 6;
    x += s.caption('Seguro Social / ITIN:', x, y + 3, 8) + 4;
    x = blank(s, x, y, 95, `owner${i}_ssn`, P.ownerTax(o, i)) + 6;
    x += s.caption('Fecha de nacimiento:', x, y + 3, 8) + 4;
    blank(s, x, y, R - x, `owner${i}_dob`, P.dob(o, i, dobHow));
    y += 22;
    x = L + 12 + s.caption('Domicilio particular:', L + 12, y + 3, 8) + 4;
    blank(s, x, y, R - x, `owner${i}_home`, o.home);
    y += 28;
  }
  s.caption('Página 1 de 2', R - 50, 760, 6.5);

  s.newPage();
  y = 50;
  s.rect(L, y, Wd, 14, '#dcfce7'); s.caption('REFERENCIAS Y BANCO / REFERENCES AND BANK', L + 4, y + 3.5, 8, true); y += 24;
  const pairs: [string, string, string, string][] = [
    ['Arrendador / Landlord:', 'landlord', d.landlord, fmtMoney(d.rent, true)],
    ['Referencia comercial 1:', 'trade_ref_0', d.refs[0]!.name, d.refs[0]!.phone],
    ['Referencia comercial 2:', 'trade_ref_1', d.refs[1]!.name, d.refs[1]!.phone],
    ['Banco / Bank:', 'bank', d.bank, `${d.routing} / ${d.account}`],
  ];
  for (const [cap, key, a, b] of pairs) {
    x = L + s.caption(cap, L, y + 3, 8) + 4;
    x = blank(s, x, y, 230, key, a) + 6;
    blank(s, x, y, R - x, `${key}_detail`, b);
    y += 24;
  }
  if (d.funders.length) {
    x = L + s.caption('Adelantos actuales (financiera, saldo):', L, y + 3, 8) + 4;
    blank(s, x, y, R - x, 'funder_0', `${d.funders[0]!.name} — ${fmtMoney(d.funders[0]!.balance, false)}`);
    y += 24;
  }
  y += 8;
  y = s.para('Declaración: El/los firmante(s) certifica(n) que toda la información en esta solicitud es verdadera y completa, y autoriza(n) a Álamo '
    + 'Merchant Services, a su Agente / ISO y a las compañías de financiamiento a obtener reportes de crédito comerciales y personales.', L, y, Wd, 7.5) + 30;
  for (const [i] of d.owners.entries()) {
    s.hline(L, L + 220, y + 12); s.caption('Firma / Signature', L, y + 15, 6.5);
    s.hline(L + 300, R, y + 12); s.caption('Fecha / Date', L + 300, y + 15, 6.5);
    s.value(`signature_date_${i}`, fmtDate(d.signed, r.pick(['us', 'es'] as const)), L + 305, y, {}, 9);
    y += 36;
  }
  x = L + s.caption('Agente / ISO:', L, y + 3, 8) + 4;
  blank(s, x, y, 200, 'iso_rep', d.iso);
  s.caption('Página 2 de 2', R - 50, 760, 6.5);
}
