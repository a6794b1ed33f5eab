// What set 85's layouts share: bilingual labels, the printed text of each value with the truth fields it gives, and
// the cells (stacked, split, slash) the labels and values are drawn in.
import type { Rng } from '../../statements/generator/prng.ts';
import { fmtDate, fmtMoney, iso, type DateFmt, type MoneyFmt } from './data.ts';
import { industryId, type Merchant, type Owner } from './merchant.ts';
import type { Sheet } from './kit.ts';

export interface V { text: string | null; fields: Record<string, unknown> }
export interface Cfg {
  date: DateFmt; dob: DateFmt; money: MoneyFmt; payMoney: MoneyFmt;
  stateName: boolean; industry: 'en' | 'both' | 'otherFirst'; pct: '%' | 'bare';
}

/** [english, spanish, french] */
export const L: Record<string, readonly [string, string, string]> = {
  legal: ['Legal Business Name', 'Nombre Legal del Negocio', 'Dénomination sociale'],
  dba: ['DBA', 'Nombre Comercial', 'Nom commercial'],
  entity: ['Entity Type', 'Tipo de Entidad', 'Forme juridique'],
  industry: ['Type of Business', 'Tipo de Negocio', "Secteur d'activité"],
  taxid: ['Federal Tax ID (EIN)', 'Número de Identificación Fiscal', 'Numéro d’entreprise'],
  start: ['Business Start Date', 'Fecha de Inicio del Negocio', 'Date de début des activités'],
  years: ['Years in Business', 'Años en el Negocio', "Années d'exploitation"],
  inc: ['State of Incorporation', 'Estado de Incorporación', 'Province de constitution'],
  street: ['Business Address', 'Dirección del Negocio', "Adresse de l'entreprise"],
  city: ['City', 'Ciudad', 'Ville'],
  state: ['State', 'Estado', 'Province'],
  zip: ['Zip Code', 'Código Postal', 'Code postal'],
  phone: ['Business Phone', 'Teléfono del Negocio', 'Téléphone'],
  email: ['Email', 'Correo Electrónico', 'Courriel'],
  website: ['Website', 'Sitio Web', 'Site Web'],
  employees: ['Employees', 'Empleados', "Nombre d'employés"],
  amount: ['Amount Requested', 'Cantidad Solicitada', 'Montant demandé'],
  use: ['Use of Funds', 'Uso de los Fondos', 'Utilisation des fonds'],
  payment: ['Requested Payment', 'Pago Solicitado', 'Paiement demandé'],
  n: ['Number of Payments', 'Número de Pagos', 'Nombre de paiements'],
  freq: ['Payment Frequency', 'Frecuencia de Pago', 'Fréquence des paiements'],
  sales: ['Average Monthly Sales', 'Ventas Mensuales Promedio', 'Ventes mensuelles moyennes'],
  revenue: ['Annual Revenue', 'Ingresos Anuales', "Chiffre d'affaires annuel"],
  landlord: ['Landlord / Mortgage Co.', 'Arrendador', 'Propriétaire / Locateur'],
  landlordPhone: ['Landlord Phone', 'Teléfono del Arrendador', 'Téléphone du locateur'],
  bank: ['Bank Name', 'Nombre del Banco', 'Institution financière'],
  routing: ['Routing Number', 'Número de Ruta', 'Transit / Institution'],
  account: ['Account Number', 'Número de Cuenta', 'Numéro de compte'],
  name: ['Owner Name', 'Nombre del Dueño', 'Nom du propriétaire'],
  first: ['First Name', 'Nombre(s)', 'Prénom'],
  last: ['Last Name(s)', 'Apellido(s)', 'Nom de famille'],
  title: ['Title', 'Cargo', 'Titre'],
  pct: ['Ownership %', '% de Propiedad', '% de propriété'],
  ssn: ['SSN / ITIN', 'Seguro Social / ITIN', 'NAS/SIN'],
  dob: ['Date of Birth', 'Fecha de Nacimiento', 'Date de naissance'],
  credit: ['Credit Score', 'Puntaje de Crédito', 'Cote de crédit'],
  home: ['Home Address', 'Dirección Residencial', 'Adresse domicile'],
  cell: ['Cell Phone', 'Celular', 'Cellulaire'],
};
export const lab = (k: string, lang: 'es' | 'fr'): [string, string] => { const t = L[k]!; return [t[0], lang === 'es' ? t[1] : t[2]]; };

export function moneyV(n: number, f: MoneyFmt, field: string): V {
  const text = fmtMoney(n, f);
  return { text, fields: { [field]: Number(text.replace(/[^\d.]/g, '')) } };
}

export const FREQ_LABELS: Record<Merchant['freq'], [string, string, string]> = {
  daily: ['Daily', 'Diario', 'Quotidien'], weekly: ['Weekly', 'Semanal', 'Hebdomadaire'],
  biweekly: ['Bi-weekly', 'Quincenal', 'Aux deux semaines'], monthly: ['Monthly', 'Mensual', 'Mensuel'],
};

/** The business's values as printed, with the truth each gives. */
export function businessValues(m: Merchant, r: Rng, c: Cfg): Record<string, V> {
  const us = m.country === 'US';
  const ctry = us ? 'United States' : 'Canada';
  const dbaText = m.dba ?? r.weighted([[null, 3], ['SAME', 2], ['N/A', 2], [m.legal, 1]] as const);
  const dbaField = dbaText && dbaText !== 'SAME' && dbaText !== 'N/A' && dbaText !== m.legal ? { trade_name: dbaText } : {};
  const ind = c.industry === 'en' ? m.industry.en : c.industry === 'both' ? `${m.industry.en} / ${m.industry.other}` : `${m.industry.other} / ${m.industry.en}`;
  const entText = us ? m.entity.en : r.pick([m.entity.en, m.entity.other]);
  const years = 2025 - m.start.y;
  return {
    legal: { text: m.legal, fields: { legal_name: m.legal } },
    dba: { text: dbaText, fields: dbaField },
    entity: { text: entText, fields: { type_of_entity: m.entity.id } },
    industry: { text: ind, fields: { industry: industryId(ind) } },
    taxid: { text: m.tax.printed, fields: { business_tax_id: m.tax.digits, business_tax_id_type: m.tax.type, business_tax_id_country: m.country } },
    start: { text: fmtDate(m.start, c.date), fields: { business_start_date: iso(m.start) } },
    years: { text: String(years), fields: {} },
    inc: { text: m.decoy.incState, fields: {} },
    street: { text: m.place.street, fields: {} },
    city: { text: m.place.city, fields: {} },
    state: { text: c.stateName ? m.place.regionName : m.place.region, fields: { state_region: m.place.region, country: ctry } },
    zip: { text: m.place.postal, fields: {} },
    phone: { text: m.phone, fields: {} },
    email: { text: m.email, fields: {} },
    website: { text: m.website, fields: {} },
    employees: { text: String(m.employees), fields: {} },
    amount: moneyV(m.amount, c.money, 'requested_amount'),
    use: { text: us ? r.pick([m.useOfFunds[0], `${m.useOfFunds[0]} / ${m.useOfFunds[1]}`]) : m.useOfFunds[0], fields: {} },
    payment: moneyV(m.payment, c.payMoney, 'requested_payment'),
    n: { text: String(m.n), fields: { number_of_payments: m.n } },
    sales: { text: fmtMoney(m.monthlySales, c.money), fields: {} },
    revenue: { text: fmtMoney(m.annualRevenue, c.money), fields: {} },
    landlord: { text: m.decoy.landlord, fields: {} },
    landlordPhone: { text: m.decoy.landlordPhone, fields: {} },
    bank: { text: m.decoy.bank, fields: {} },
    routing: { text: m.decoy.routing, fields: {} },
    account: { text: m.decoy.account, fields: {} },
  };
}

export type NameMode = 'split' | 'natural' | 'lastFirst';
/** One owner's values as printed. `name` holds the whole name (natural or Last, First); first/last the split fields. */
export function ownerValues(o: Owner, i: number, m: Merchant, r: Rng, c: Cfg, mode: NameMode): Record<string, V> {
  const p = `applicants.${i}.`;
  const ctry = m.country;
  const nameFields = { [`${p}first_name`]: o.first, [`${p}last_name`]: o.last };
  const mid = o.middle ? ` ${o.middle}.` : '';
  const taxText = o.tax.masked ?? (ctry === 'CA' ? r.pick([o.tax.printed, o.tax.printed.replace(/ /g, '-'), o.tax.digits]) : o.tax.printed);
  const showCredit = o.credit !== null;
  return {
    name: mode === 'natural' ? { text: `${o.first}${mid} ${o.last}`, fields: nameFields }
      : mode === 'lastFirst' ? { text: `${o.last}, ${o.first}${mid}`, fields: nameFields } : { text: null, fields: {} },
    first: mode === 'split' ? { text: `${o.first}${mid}`, fields: { [`${p}first_name`]: o.first } } : { text: null, fields: {} },
    last: mode === 'split' ? { text: o.last, fields: { [`${p}last_name`]: o.last } } : { text: null, fields: {} },
    title: { text: o.title, fields: { [`${p}role`]: o.title } },
    pct: { text: c.pct === '%' ? `${o.pct}%` : String(o.pct), fields: { [`${p}ownership`]: o.pct } },
    ssn: { text: taxText, fields: o.tax.masked ? {} : { [`${p}tax_id`]: o.tax.digits, [`${p}tax_id_type`]: o.tax.type, [`${p}tax_id_country`]: ctry } },
    dob: { text: fmtDate(o.dob, c.dob), fields: { [`${p}date_of_birth`]: iso(o.dob) } },
    credit: { text: showCredit ? String(o.credit) : null, fields: showCredit ? { [`${p}credit_score`]: o.credit } : {} },
    home: { text: `${o.home.street}, ${o.home.city}, ${o.home.region} ${o.home.postal}`, fields: {} },
    cell: { text: o.phone, fields: {} },
    email: { text: o.email, fields: {} },
  };
}

export type CellMode = 'stacked' | 'stackedOther' | 'split' | 'slash' | 'slashBox';
/** A labelled cell; the value is printed in it. `name` names the AcroForm field. */
export function cell(s: Sheet, name: string, x: number, y: number, w: number, h: number, en: string, other: string, mode: CellMode, v: V | undefined,
  size = 9): void {
  let vx = x + 3, vy = y + h - 11;
  const width = (t: string, font: string, sz: number) => s.doc.font(font).fontSize(sz).widthOfString(t);
  const fits = mode === 'split' && width(en, 'Helvetica-Bold', 6.2) + width(other, 'Helvetica-Oblique', 6) + 8 < w;
  if (mode === 'stacked' || mode === 'stackedOther' || (mode === 'split' && !fits)) {
    s.rect(x, y, w, h);
    const [a, b] = mode === 'stackedOther' ? [other, en] : [en, other];
    s.label(a, x + 2, y + 2, { bold: true, size: 6.3 });
    s.label(b, x + 2, y + 8.6, { italic: true, size: 5.8, color: '#333333' });
    vy = Math.max(y + 15.5, y + h - 11);
  } else if (mode === 'split') {
    s.rect(x, y, w, h);
    s.label(en, x + 2, y + 2, { size: 6.2, bold: true });
    s.label(other, x + 2, y + 2, { size: 6, italic: true, w: w - 4, align: 'right', color: '#333333' });
  } else if (mode === 'slashBox') {
    s.rect(x, y, w, h);
    s.label(`${en} / ${other}`, x + 2, y + 2, { size: 6.3 });
  } else {
    const t = `${en} / ${other}:`;
    s.label(t, x, y + 2, { size: 7.2 });
    const lw = s.doc.font('Helvetica').fontSize(7.2).widthOfString(t);
    s.line(x + lw + 3, y + 11.5, x + w, y + 11.5, 0.5);
    vx = x + lw + 5; vy = y + 1;
  }
  s.value(name, vx, vy, Math.max(20, x + w - vx - 2), v?.text ?? null, v?.fields ?? {}, { size });
}

/** A row of checkboxes with bilingual labels; `checked` is the index ticked, `fields` the truth it gives. */
export function checkRow(s: Sheet, name: string, x: number, y: number, opts: readonly string[], checked: number, fields: Record<string, unknown>,
  gap?: number, size = 6.8): number {
  let cx = x;
  opts.forEach((t, i) => {
    s.check(`${name}_${i}`, cx, y, i === checked, t, i === checked ? fields : {});
    s.label(t, cx + 10, y + 0.6, { size });
    cx += gap ?? s.doc.font('Helvetica').fontSize(size).widthOfString(t) + 20;
  });
  return cx;
}
