// Layouts 6-7: Águila Advance Partners (English (Spanish), grey label cells left of each value, full owner names with
// middle initials) and Nopal Capital Solutions (Spanish first, English beneath, DD/MM/AAAA, two columns, no bi-weekly box).
import type { Pen, Truthy } from './pen.ts';
import { type Case, money, mdy, dmy, iso, lastName, maskTax } from './data.ts';
import type { LayoutDef } from './layouts-a.ts';
import { A, authorization, bizTaxT, bizTaxText, checks, entityOpts, FREQS, lab, nameT, ownerTaxT, ownRent, pct, row, signatures, dobT, type Lang } from './sections.ts';

type KV = [en: string, es: string, name: string, v: string | null, truth?: Truthy, decoy?: boolean];

/** Rows of label cell + value cell pairs (two pairs per row when given two). */
function kv(p: Pen, lang: Lang, x: number, y: number, rows: KV[][], lw: number, w: number, h = 18): number {
  for (const pairs of rows) {
    const pw = w / pairs.length;
    pairs.forEach(([en, es, name, v, truth, decoy], k) => {
      const px = x + k * pw;
      p.rect(px, y, lw, h, { fill: '#e8e8e8', stroke: '#666' });
      p.rect(px + lw, y, pw - lw, h, { stroke: '#666', lw: 0.5 });
      lab(p, lang, es, en, px + 3, y + (lang === 'paren' ? 6 : 3), 6.3);
      p.value(name, v, px + lw + 4, y + h - 12, pw - lw - 8, { truth, decoy, size: 8.5 });
    });
    y += h;
  }
  return y;
}

function fullName(o: Case['owners'][number]): string { return `${o.first}${o.middle ? ` ${o.middle}` : ''} ${lastName(o)}`; }

const aguila = (p: Pen, c: Case): void => {
  const L = 'paren';
  p.text('ÁGUILA', 30, 26, { size: 26, bold: true, color: '#6b4e16' });
  p.text('ADVANCE PARTNERS', 32, 54, { size: 8.5, bold: true, color: '#333' });
  p.text('3400 W 26th St, Chicago, IL 60623  ·  apps@aguilaadvance.example  ·  (773) 555-0193', 200, 30, { size: 7 });
  p.text('Merchant Funding Application (Solicitud de financiamiento)', 200, 44, { size: 11, bold: true });
  p.line(30, 68, 582, 68, '#6b4e16', 1.5);
  let y = 76;
  p.text('BUSINESS (NEGOCIO)', 30, y, { size: 8, bold: true, color: '#6b4e16' });
  const LW = 124;
  y = kv(p, L, 30, y + 10, [
    [['Legal Name', 'Nombre legal', 'legalName', c.legal, { legal_name: c.legal }]],
    [['DBA', 'Nombre comercial', 'dbaName', c.dba, c.dbaTruth ? { trade_name: c.dbaTruth } : undefined]],
    [['Address', 'Dirección', 'bizAddress', `${c.street}, ${c.city}`], ['State', 'Estado', 'bizState', c.state, { state_region: c.state }]],
    [['Zip', 'C.P.', 'bizZip', c.zip], ['Phone', 'Teléfono', 'bizPhone', c.phone]],
    [['Tax ID', 'EIN', 'taxId', bizTaxText(c), bizTaxT(c)], ['Start Date', 'Inicio MM/DD/AAAA', 'startDate', mdy(c.start), { business_start_date: iso(c.start) }]],
    [['Business Type', 'Tipo de negocio', 'bizType', c.industryText, { industry: c.industryId }]],
    [['Inc. State', 'Estado de inc.', 'incState', c.stateOfInc, undefined, c.stateOfInc !== c.state], ['Employees', 'Empleados', 'employees', String(c.employees)]],
  ], LW, 552);
  p.text('Entity (Entidad):', 32, y + 6, { size: 7, bold: true });
  const { opts, otherText } = entityOpts(c, 'ent', true);
  const small = opts.map((o) => (o.es.startsWith('Sociedad de') ? { ...o, es: 'SRL' } : o));
  checks(p, L, 100, y + 6, small.slice(0, 3), 6.5);
  const ex = checks(p, L, 100, y + 19, small.slice(3), 6.5);
  p.line(ex, y + 27, ex + 90, y + 27);
  p.value('entOtherText', otherText, ex + 4, y + 17, 85, { truth: otherText ? { type_of_entity: c.entity.id } : undefined, size: 8 });
  p.text('Location (Local):', 32, y + 32, { size: 7, bold: true });
  checks(p, L, 100, y + 32, ownRent(c, 'loc'), 6.5);
  y += 48;
  p.text('REQUEST (SOLICITUD)', 30, y, { size: 8, bold: true, color: '#6b4e16' });
  y = kv(p, L, 30, y + 10, [
    [['Amount', 'Monto', 'reqAmount', c.amount === null ? null : money(c.amount, p.r), c.amount === null ? undefined : { requested_amount: c.amount }],
      ['Use of Funds', 'Uso', 'useFunds', c.useEn]],
    [['Monthly Sales', 'Ventas', 'monthlySales', money(c.monthlySales, p.r)], ['Open Advances', 'Adelantos', 'openAdv', c.funders.length ? c.funders.map((f) => f.name).join('; ') : 'None', undefined, !!c.funders.length]],
  ], LW, 552);
  y += 8;
  p.text('OWNERS (DUEÑOS)', 30, y, { size: 8, bold: true, color: '#6b4e16' });
  y += 10;
  c.owners.forEach((o, i) => {
    y = kv(p, L, 30, y, [
      [['Full Name', 'Nombre completo', `owner${i + 1}FullName`, fullName(o), nameT(i, o)], ['Title', 'Cargo', `owner${i + 1}Title`, o.title, { [A(i, 'role')]: o.title }]],
      [['Ownership', '% Propiedad', `owner${i + 1}Pct`, pct(o.ownership, p), { [A(i, 'ownership')]: o.ownership }], ['SSN', 'Seguro Social', `owner${i + 1}SSN`, o.masked ? maskTax(o.taxId, p.r) : o.taxId, ownerTaxT(i, o)]],
      [['DOB', 'Nacimiento', `owner${i + 1}DOB`, o.dob && mdy(o.dob), dobT(i, o)], ['Home Address', 'Domicilio', `owner${i + 1}Home`, `${o.street}, ${o.city} ${o.state}`, undefined, true]],
    ], LW, 552);
    y += 5;
  });
  p.text('BANK & REPRESENTATIVE (BANCO Y REPRESENTANTE)', 30, y + 3, { size: 8, bold: true, color: '#6b4e16' });
  y = kv(p, L, 30, y + 13, [
    [['Bank', 'Banco', 'bankName', c.bank, undefined, true], ['Routing', 'Ruta', 'routingNo', c.routing, undefined, true]],
    [['Account', 'Cuenta', 'accountNo', c.account, undefined, true], ['ISO Rep', 'Agente', 'isoRep', c.iso, undefined, true]],
  ], LW, 552);
  y = authorization(p, L, 'Águila Advance Partners', 30, y + 8, 552);
  signatures(p, L, c, 30, y, 552, mdy(new Date(Date.UTC(2025, 7, 19))));
};

const nopal = (p: Pen, c: Case): void => {
  const L = 'stack';
  p.rect(30, 24, 8, 48, { fill: '#3f7d20', stroke: 'none' });
  p.text('Nopal Capital Solutions', 46, 26, { size: 18, bold: true, color: '#3f7d20' });
  p.text('Solicitud de Negocio · Business Application', 46, 48, { size: 9, bold: true });
  p.text('Phoenix, AZ · Albuquerque, NM · (602) 555-0111 · Fechas: DD/MM/AAAA (Dates: DD/MM/YYYY)', 46, 61, { size: 6.8, color: '#555' });
  const col = (t: string, en: string, x: number, y: number, w: number): void => {
    p.rect(x, y, w, 16, { fill: '#e3efd9', stroke: 'none' });
    p.text(t, x + 4, y + 2.5, { size: 8, bold: true, color: '#2c5a16' });
    p.text(en, x + 4, y + 10.5, { size: 5, italic: true, color: '#555' });
  };
  col('NEGOCIO', 'Business', 30, 82, 300);
  let y = row(p, L, 30, 100, [{ es: 'Nombre legal del negocio', en: 'Legal business name', name: 'negocio.nombre_legal', v: c.legal, w: 300, truth: { legal_name: c.legal } }], 28);
  y = row(p, L, 30, y, [{ es: 'Nombre comercial (DBA)', en: 'Trade name', name: 'negocio.dba', v: c.dba, w: 300, truth: c.dbaTruth ? { trade_name: c.dbaTruth } : undefined }], 28);
  y = row(p, L, 30, y, [{ es: 'Dirección', en: 'Street address', name: 'negocio.direccion', v: `${c.street}, ${c.city}`, w: 220 },
    { es: 'Estado', en: 'State', name: 'negocio.estado', v: c.state, w: 80, truth: { state_region: c.state } }], 28);
  y = row(p, L, 30, y, [{ es: 'EIN', en: 'Tax ID', name: 'negocio.ein', v: bizTaxText(c), w: 130, truth: bizTaxT(c) },
    { es: 'Fecha de inicio', en: 'Start date (DD/MM/AAAA)', name: 'negocio.inicio', v: dmy(c.start), w: 170, truth: { business_start_date: iso(c.start) } }], 28);
  y = row(p, L, 30, y, [{ es: 'Actividad', en: 'Type of business', name: 'negocio.actividad', v: c.industryText, w: 300, truth: { industry: c.industryId } }], 28);
  const { opts, otherText } = entityOpts(c, 'negocio.entidad.', true);
  lab(p, L, 'Entidad', 'Entity', 32, y + 4);
  checks(p, L, 70, y + 5, opts.slice(0, 2).map((o) => ({ ...o, es: o.es.replace(' (LLC)', '') })), 6);
  checks(p, L, 70, y + 17, opts.slice(2, 4), 6);
  const ex = checks(p, L, 70, y + 29, opts.slice(4), 6);
  p.line(ex, y + 37, 326, y + 37);
  p.value('negocio.entidad.otro_texto', otherText, ex + 3, y + 27, 326 - ex - 6, { truth: otherText ? { type_of_entity: c.entity.id } : undefined, size: 8 });
  const o0 = c.owners[0]!;
  col('PROPIETARIO PRINCIPAL', 'Principal owner', 340, 82, 242);
  let y2 = row(p, L, 340, 100, [{ es: 'Nombre(s)', en: 'First name', name: 'dueno1.nombre', v: o0.first, w: 242, truth: { [A(0, 'first_name')]: o0.first } }], 28);
  y2 = row(p, L, 340, y2, [{ es: 'Apellidos', en: 'Last names', name: 'dueno1.apellidos', v: lastName(o0), w: 242, truth: { [A(0, 'last_name')]: lastName(o0) } }], 28);
  y2 = row(p, L, 340, y2, [{ es: 'Cargo', en: 'Title', name: 'dueno1.cargo', v: o0.title, w: 142, truth: { [A(0, 'role')]: o0.title } },
    { es: 'Participación', en: 'Ownership', name: 'dueno1.pct', v: pct(o0.ownership, p), w: 100, truth: { [A(0, 'ownership')]: o0.ownership } }], 28);
  y2 = row(p, L, 340, y2, [{ es: 'Seguro Social', en: 'SSN / ITIN', name: 'dueno1.ss', v: o0.masked ? maskTax(o0.taxId, p.r) : o0.taxId, w: 122, truth: ownerTaxT(0, o0) },
    { es: 'Nacimiento', en: 'DOB', name: 'dueno1.fnac', v: o0.dob && dmy(o0.dob), w: 120, truth: dobT(0, o0) }], 28);
  y2 = row(p, L, 340, y2, [{ es: 'Puntaje de crédito', en: 'Credit score (approx.)', name: 'dueno1.credito', v: o0.credit === null ? null : String(o0.credit), w: 122, truth: o0.credit === null ? undefined : { [A(0, 'credit_score')]: o0.credit } },
    { es: 'Celular', en: 'Mobile', name: 'dueno1.cel', v: o0.phone, w: 120 }], 28);
  y2 = row(p, L, 340, y2, [{ es: 'Domicilio', en: 'Home address', name: 'dueno1.domicilio', v: `${o0.street}, ${o0.city}`, w: 242, decoy: true }], 28);
  y = Math.max(y + 44, y2 + 10);
  col('OTROS PROPIETARIOS', 'Additional owners (20% or more)', 30, y, 552);
  y += 18;
  const hdr: [string, string, number][] = [['Nombre(s)', 'First name', 100], ['Apellidos', 'Last names', 130], ['Cargo', 'Title', 90], ['%', 'Own.', 50], ['Seguro Social', 'SSN', 92], ['Nacimiento', 'DOB', 90]];
  let cx = 30;
  for (const [es, en, w] of hdr) { p.rect(cx, y, w, 18, { fill: '#f2f2f2', stroke: '#777' }); lab(p, L, es, en, cx + 3, y + 2.5, 6); cx += w; }
  y += 18;
  for (let i = 1; i < 3; i++) {
    const o = c.owners[i];
    const cells: [string | null, Truthy | undefined][] = o ? [[o.first, { [A(i, 'first_name')]: o.first }], [lastName(o), { [A(i, 'last_name')]: lastName(o) }],
      [o.title, { [A(i, 'role')]: o.title }], [pct(o.ownership, p), { [A(i, 'ownership')]: o.ownership }], [o.masked ? maskTax(o.taxId, p.r) : o.taxId, ownerTaxT(i, o)],
      [o.dob && dmy(o.dob), dobT(i, o)]] : hdr.map(() => [null, undefined]);
    cx = 30;
    cells.forEach(([v, t], k) => { const w = hdr[k]![2]; p.rect(cx, y, w, 18, { lw: 0.5, stroke: '#777' }); p.value(`dueno${i + 1}.${k}`, v, cx + 4, y + 6, w - 8, { truth: t, size: 8 }); cx += w; });
    y += 18;
  }
  y += 8;
  col('FINANCIAMIENTO', 'Funding', 30, y, 552);
  y = row(p, L, 30, y + 18, [
    { es: 'Monto solicitado', en: 'Amount requested', name: 'fin.monto', v: c.amount === null ? null : money(c.amount, p.r), w: 150, truth: c.amount === null ? undefined : { requested_amount: c.amount } },
    { es: 'Número de pagos', en: 'Number of payments', name: 'fin.pagos', v: String(c.numPayments), w: 110, truth: { number_of_payments: c.numPayments } },
    { es: 'Ventas mensuales', en: 'Monthly sales', name: 'fin.ventas', v: money(c.monthlySales, p.r), w: 140 },
    { es: 'Representante', en: 'Agent / ISO', name: 'fin.agente', v: c.iso, w: 152, decoy: true }], 28);
  lab(p, L, 'Frecuencia de pago', 'Payment schedule', 32, y + 5);
  const fx = checks(p, 'slash', 130, y + 7, FREQS.filter(([f]) => f !== 'biweekly').map(([f, es, en]) => ({ es, en, name: `fin.frec.${f}`, checked: c.freq === f, truth: { payment_frequency: f } })));
  p.text('Local:', fx + 10, y + 7, { size: 7, bold: true });
  checks(p, 'slash', fx + 36, y + 7, ownRent(c, 'local.'));
  y = row(p, L, 30, y + 22, [
    { es: 'Banco', en: 'Bank', name: 'banco.nombre', v: c.bank, w: 180, decoy: true },
    { es: 'Número de ruta', en: 'Routing number', name: 'banco.ruta', v: c.routing, w: 180, decoy: true },
    { es: 'Arrendador', en: 'Landlord', name: 'local.arrendador', v: c.own ? null : c.landlord, w: 192, decoy: true }], 28);
  y = authorization(p, L, 'Nopal Capital Solutions', 30, y + 8, 552);
  signatures(p, L, c, 30, y, 552, dmy(new Date(Date.UTC(2025, 8, 2))));
};

const base = { spanishTitles: 0.5, allowCompound: true, allowHyphen: true, allowMiddle: false };
export const LAYOUTS_C: Record<string, LayoutDef> = {
  aguila_advance: { broker: 'Águila Advance Partners', opts: { ...base, states: ['IL', 'IL', 'NY', 'NJ'], allowCompound: false, allowMiddle: true, spanishTitles: 0.3 }, mark: 'stroke', draw: aguila },
  nopal_capital: { broker: 'Nopal Capital Solutions', opts: { ...base, states: ['AZ', 'NM', 'CA', 'TX'], spanishTitles: 0.8 }, mark: 'X', draw: nopal },
};
