// Solana Capital: a Spanish-English bilingual US form of rounded boxes, each labelled in Spanish (bold) and English
// (italic) on one line; the letter X in the checkboxes; years in business printed instead of the start date on about
// half of the forms (then no date is printed and the truth is null); state of incorporation, landlord and bank as decoys.
import type { Rng } from '../../statements/generator/prng.ts';
import { dbaText, entityId, fmtDate, fmtMoney, fmtName, iso, nameFields, ownerTax, regionFields, taxFields, type Fields } from './format.ts';
import type { Layout } from './layout.ts';
import { makeMerchant, type EntityKind, type Merchant } from './model.ts';
import type { Pen } from './pen.ts';

const X0 = 34, W = 544, H = 27;

function box(pen: Pen, x: number, y: number, w: number, es: string, en: string, value = '', f: Fields = {}, decoy = false): void {
  pen.doc.lineWidth(0.6).roundedRect(x + 1, y + 1, w - 2, H - 2, 4).stroke('#b5651d');
  pen.label(es, x + 6, y + 3.5, { size: 6.5, font: 'Helvetica-Bold', color: '#8a3f0c' });
  const ew = pen.doc.font('Helvetica-Bold').fontSize(6.5).widthOfString(es);
  pen.label(` / ${en}`, x + 6 + ew, y + 3.5, { size: 6.5, font: 'Helvetica-Oblique', color: '#555' });
  pen.value(value, x + 8, y + 13, { w: w - 14, size: 9.5, f, decoy });
}

function checkRow(pen: Pen, x: number, y: number, w: number, es: string, en: string, opts: [string, boolean, Fields][], prefix: string): void {
  box(pen, x, y, w, es, en);
  let cx = x + 10;
  for (const [t, on, f] of opts) {
    pen.check(cx, y + 14, 8, on, t, on ? f : {}, `${prefix}_${t.toLowerCase().replace(/\W+/g, '_')}`);
    pen.label(t, cx + 11, y + 15, { size: 7.5 });
    cx += 24 + pen.doc.font('Helvetica').fontSize(7.5).widthOfString(t);
  }
}

function head(pen: Pen, y: number, text: string): number {
  pen.rect(X0, y, W, 14, { fill: '#f6e3cf' });
  pen.label(text, X0 + 6, y + 3.5, { size: 8, font: 'Helvetica-Bold', color: '#8a3f0c' });
  return y + 17;
}

function business(pen: Pen, m: Merchant, rng: Rng, y: number): number {
  y = head(pen, y, '1 · INFORMACIÓN DEL NEGOCIO / BUSINESS INFORMATION');
  box(pen, X0, y, W, 'Nombre legal del negocio', 'Legal business name', m.legalName, { legal_name: m.legalName }); y += H;
  const dba = dbaText(m, rng.pick(['', 'N/A', 'SAME']));
  box(pen, X0, y, 360, 'Nombre comercial', 'Trade name (DBA)', dba.text, dba.f);
  box(pen, X0 + 360, y, W - 360, 'Teléfono', 'Phone', m.phone); y += H;
  box(pen, X0, y, 230, 'Dirección', 'Street address', m.address.street);
  box(pen, X0 + 230, y, 150, 'Ciudad', 'City', m.address.city);
  box(pen, X0 + 380, y, 70, 'Estado', 'State', m.address.region, regionFields(m));
  box(pen, X0 + 450, y, W - 450, 'Código postal', 'ZIP', m.address.postal); y += H;
  const kinds: [EntityKind, string][] = [['corporation', 'Corporación / Corporation'], ['llc', 'LLC'], ['partnership', 'Sociedad / Partnership'], ['soleprop', 'Propietario único / Sole Proprietor']];
  const other = m.entity === 'scorp' || m.entity === 'lp' || m.entity === 'llp';
  const opts = kinds.map(([k, t]): [string, boolean, Fields] => [t, m.entity === k, { type_of_entity: entityId(m, k) }]);
  checkRow(pen, X0, y, 420, 'Tipo de entidad', 'Entity type', opts, 'entidad');
  box(pen, X0 + 420, y, W - 420, 'Otro', 'Other', other ? { scorp: 'S Corporation', lp: 'L.P.', llp: 'L.L.P.' }[m.entity as 'scorp'] : '', other ? { type_of_entity: entityId(m) } : {}); y += H;
  box(pen, X0, y, 200, 'Número de identificación federal', 'EIN', m.taxId, taxFields(m));
  box(pen, X0 + 200, y, 150, 'Estado de incorporación', 'State of inc.', m.incState, {}, true);
  if (rng.chance(0.5)) box(pen, X0 + 350, y, W - 350, 'Fecha de inicio', 'Business start date', fmtDate(m.start, rng.pick(['mdy', 'long'] as const)), { business_start_date: iso(m.start) });
  else box(pen, X0 + 350, y, W - 350, 'Años en el negocio', 'Years in business', String(2026 - m.start.getUTCFullYear()));
  y += H;
  box(pen, X0, y, 300, 'Giro del negocio', 'Type of business', m.industry.text, { industry: m.industry.id });
  box(pen, X0 + 300, y, W - 300, 'Correo electrónico', 'E-mail', m.email); y += H;
  checkRow(pen, X0, y, 200, 'Local', 'Premises', [['Propio / Own', m.own, {}], ['Rentado / Rent', !m.own, {}]], 'local');
  box(pen, X0 + 200, y, 200, 'Arrendador', 'Landlord', m.own ? '' : `${m.landlord.first} ${m.landlord.last}`, {}, true);
  box(pen, X0 + 400, y, W - 400, 'Tel. del arrendador', 'Landlord phone', m.own ? '' : m.landlord.phone, {}, true);
  return y + H + 6;
}

function owners(pen: Pen, m: Merchant, rng: Rng, y: number): number {
  y = head(pen, y, '3 · PROPIETARIOS / OWNERS');
  const score = rng.chance(0.5);
  m.owners.forEach((o, i) => {
    const tax = ownerTax(i, o);
    box(pen, X0, y, 220, `Nombre completo (${i + 1})`, 'Full name', fmtName(o, false), nameFields(i, o));
    box(pen, X0 + 220, y, 130, 'Cargo', 'Title', o.title, { [`applicants.${i}.role`]: o.title });
    box(pen, X0 + 350, y, 90, '% de propiedad', 'Ownership', `${o.pct}%`, { [`applicants.${i}.ownership`]: o.pct });
    box(pen, X0 + 440, y, W - 440, 'Puntaje', 'Credit score', score ? String(o.score) : '', score ? { [`applicants.${i}.credit_score`]: o.score } : {}); y += H;
    box(pen, X0, y, 130, 'Seguro Social', 'SSN / ITIN', tax.text, tax.f);
    box(pen, X0 + 130, y, 110, 'Fecha de nacimiento', 'DOB', fmtDate(o.dob, 'mdy'), { [`applicants.${i}.date_of_birth`]: iso(o.dob) });
    box(pen, X0 + 240, y, W - 240, 'Dirección particular', 'Home address', `${o.home.street}, ${o.home.city}, ${o.home.region} ${o.home.postal}`, {}, true);
    y += H + 4;
  });
  return y + 2;
}

export const SOLANA: Layout = {
  name: 'solana-bilingual', broker: 'Solana Capital', mark: 'letter-x', valueFont: 'Courier-Bold',
  merchant: (rng) => makeMerchant(rng, 'US'),
  draw(pen, m, rng) {
    pen.label('SOLANA CAPITAL', X0, 28, { size: 18, font: 'Helvetica-Bold', color: '#b5651d' });
    pen.label('Solicitud de Financiamiento Comercial', X0 + W, 28, { size: 9, font: 'Helvetica-Bold', align: 'right' });
    pen.label('Business Funding Application', X0 + W, 40, { size: 8, font: 'Helvetica-Oblique', align: 'right', color: '#555' });
    let y = business(pen, m, rng, 60);
    y = head(pen, y, '2 · SOLICITUD / REQUEST');
    box(pen, X0, y, 200, 'Monto solicitado', 'Amount requested', fmtMoney(m.amount, rng.pick(['dollar', 'plain'] as const)), { requested_amount: m.amount });
    box(pen, X0 + 200, y, 170, 'Uso de los fondos', 'Use of funds', m.useOfFunds);
    box(pen, X0 + 370, y, W - 370, 'Ventas mensuales', 'Monthly sales', fmtMoney(m.monthlySales, 'dollar')); y += H + 6;
    y = owners(pen, m, rng, y);
    y = head(pen, y, '4 · BANCO / BANK');
    box(pen, X0, y, 220, 'Banco', 'Bank', m.bank.name, {}, true);
    box(pen, X0 + 220, y, 150, 'Número de ruta', 'Routing #', m.bank.routing, {}, true);
    box(pen, X0 + 370, y, W - 370, 'Número de cuenta', 'Account #', m.bank.account, {}, true); y += H + 8;
    pen.para('Autorizo a Solana Capital y a sus socios a obtener reportes de crédito y verificar la información de esta solicitud. / ' +
      'I authorize Solana Capital and its partners to obtain credit reports and verify the information in this application.', X0, y, W, 7);
    pen.line(X0, y + 42, X0 + 220, y + 42); pen.label('Firma / Signature', X0, y + 45, { size: 7 });
    pen.line(X0 + 300, y + 42, X0 + 400, y + 42); pen.label('Fecha / Date', X0 + 300, y + 45, { size: 7 });
  },
};
