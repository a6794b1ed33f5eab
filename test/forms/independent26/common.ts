// Pieces every set-26 layout shares: a row of boxed cells, the truth from what a layout printed, the checkbox rows,
// the decoy sections (Arrendador, Banco, Agente, Adelantos actuales, Referencias) and the signature block.
import { emptyApplication, type TruthApplication } from '../generator/truth.ts';
import { type Merchant, type Owner, ENTITIES, decoyPeople, fmtTax, masked, money, fullName } from './data.ts';
import type { Lbl, Pen } from './pen.ts';

export type Cell = [Lbl, string, number, boolean?];
export const L = 36, R = 576, W = R - L;

/** Cells left to right across the page; widths are shares of the page's width. */
export function row(p: Pen, y: number, h: number, cells: Cell[]): number {
  const total = cells.reduce((s, c) => s + c[2], 0);
  let x = L;
  for (const [l, v, w, decoy] of cells) { const cw = (w / total) * W; p.cell(l, v, x, y, cw, h, decoy ?? false); x += cw; }
  return y + h;
}

export interface Printed {
  dba: boolean; entity: string | null; industry: string | null; payment: boolean; nPayments: boolean; freq: boolean;
  roles: boolean; score: boolean; dob: boolean; masked: boolean[];
}

export function buildTruth(m: Merchant, pr: Printed): TruthApplication {
  const t = emptyApplication();
  t.legal_name = m.legal;
  t.trade_name = pr.dba && m.dba && m.dba !== m.legal ? m.dba : null;
  t.type_of_entity = pr.entity; t.industry = pr.industry;
  t.business_tax_id = m.taxId; t.business_tax_id_type = m.taxType; t.business_tax_id_country = 'US';
  t.state_region = m.state; t.country = 'United States';
  t.requested_amount = m.amount;
  t.requested_payment = pr.payment ? m.payment : null;
  t.number_of_payments = pr.nPayments ? m.nPayments : null;
  t.payment_frequency = pr.freq ? m.freq : null;
  t.business_start_date = m.start;
  t.applicants = m.owners.map((o, i) => {
    const hide = pr.masked[i] ?? false;
    return { first_name: o.first, last_name: o.last, role: pr.roles ? o.role : null, ownership: o.pct, credit_score: pr.score ? o.score : null,
      tax_id: hide ? null : o.ssn, tax_id_type: hide ? null : o.itin ? 'ITIN' : 'SSN', tax_id_country: hide ? null : 'US', date_of_birth: pr.dob ? o.dob : null };
  });
  return t;
}

/** Which owners' numbers print masked: never the sole proprietor whose number is the business's. */
export function maskPlan(p: Pen, m: Merchant, rate: number): boolean[] {
  return m.owners.map((o) => (m.taxType !== 'EIN' && o.ssn === m.taxId ? false : p.rng.chance(rate)));
}

export const ownerTax = (o: Owner, hide: boolean, p: Pen): string => (hide ? masked(o.ssn, p.rng) : fmtTax(o.ssn, 'SSN'));
export const bizTax = (m: Merchant): string => fmtTax(m.taxId, m.taxType);
export const usd = (n: number, p: Pen): string => (p.rng.chance(0.6) ? `${money(n)} USD` : money(n, p.rng.chance(0.5)));
export const nameLastFirst = (o: Owner): string => `${o.last}, ${o.first}`;
export { fullName };

export function entityOptions(m: Merchant): [Lbl, boolean][] {
  return ENTITIES.map((e) => [[e.es, e.en] as [string, string], e.id === m.entity.id]);
}

export const FREQ: [string, string, Merchant['freq']][] = [['Diario', 'Daily', 'daily'], ['Semanal', 'Weekly', 'weekly'], ['Quincenal', 'Bi-weekly', 'biweekly'], ['Mensual', 'Monthly', 'monthly']];
export function freqOptions(m: Merchant): [Lbl, boolean][] { return FREQ.map(([es, en, id]) => [[es, en] as [string, string], id === m.freq]); }

/** Landlord, bank and the broker's agent: none of them the applicant. */
export function decoyBlock(p: Pen, m: Merchant, y: number): number {
  const d = decoyPeople(p.rng, m);
  p.band(p.mode === 'es' ? 'ARRENDADOR Y BANCO' : 'ARRENDADOR Y BANCO / LANDLORD & BANK', L, y, W, '#5b5b5b');
  y = row(p, y + 16, 28, [[['Arrendador', 'Landlord'], d.landlord, 3, true], [['Teléfono del Arrendador', 'Landlord Phone'], `(${p.rng.int(201, 989)}) 555-${p.rng.int(1000, 9999)}`, 2, true],
    [['Renta Mensual', 'Monthly Rent'], money(p.rng.int(18, 90) * 100), 1.5, true]]);
  y = row(p, y, 28, [[['Banco', 'Bank'], d.bank, 2.5, true], [['Número de Ruta', 'Routing #'], d.routing, 2, true], [['Número de Cuenta', 'Account #'], d.account, 2, true]]);
  return row(p, y, 28, [[['Referencia Comercial', 'Trade Reference'], d.refs[0]!, 3, true], [['Referencia Personal', 'Personal Reference'], d.refs[1]!, 2.5, true],
    [['Teléfono', 'Phone'], `(${p.rng.int(201, 989)}) ${p.rng.int(200, 989)}-${p.rng.int(1000, 9999)}`, 1.5, true]]);
}

/** The existing advances the merchant declares: funders and balances, not the request. */
export function advances(p: Pen, m: Merchant, y: number): number {
  const d = decoyPeople(p.rng, m);
  p.label(['Adelantos actuales', 'Current advances / open positions'], L, y, 8);
  y += p.mode === 'stacked' ? 20 : 12;
  const cols = [['Compañía', 'Funder'], ['Saldo', 'Balance'], ['Pago', 'Payment'], ['Frecuencia', 'Frequency']] as [string, string][];
  const cx = [0, 185, 300, 415];
  cols.forEach((c, i) => p.label(c, L + cx[i]!, y, 6.5));
  y += p.mode === 'stacked' ? 16 : 10;
  for (const f of d.funders) {
    p.decoy(f, L, y, 180); p.decoy(money(p.rng.int(30, 900) * 100), L + cx[1]!, y, 110); p.decoy(money(p.rng.int(90, 1900) / 2), L + cx[2]!, y, 110);
    p.text(p.rng.pick(['Diario', 'Semanal']), L + cx[3]!, y + 1, 8.5, 'Courier');
    p.hline(L, R, y + 12, 0.3); y += 15;
  }
  return y + 4;
}

export function agentBox(p: Pen, m: Merchant, y: number, broker: string): number {
  const d = decoyPeople(p.rng, m);
  p.doc.lineWidth(0.8).rect(L, y, W, 34).stroke();
  p.label(['Agente / Representante ISO', 'Agent / ISO Rep'], L + 4, y + 3, 6.5);
  p.decoy(d.agent, L + 6, y + 19, 150);
  p.label(['Código de Agente', 'Agent Code'], L + 200, y + 3, 6.5);
  p.decoy(`${broker.slice(0, 3).toUpperCase()}-${p.rng.int(1000, 9999)}`, L + 202, y + 19, 90);
  p.label(['Solo para uso de oficina', 'Office use only'], L + 330, y + 3, 6.5);
  p.text(`Monto aprobado / Approved: ________   Factor: 1.${p.rng.int(25, 49)}`, L + 332, y + 22, 7);
  return y + 40;
}

const AUTH_ES = 'Cada firmante certifica que la información de esta solicitud es verdadera y completa y autoriza a {B}, a sus agentes y a los financiadores con quienes comparta esta solicitud a obtener reportes de crédito personales y comerciales, verificar referencias bancarias y comerciales y contactar a terceros. Esta solicitud no es un préstamo; un adelanto de efectivo es la compra de ventas futuras.';
const AUTH_EN = 'Each signer certifies that the information in this application is true and complete and authorizes {B}, its agents and the funders with whom it shares this application to obtain personal and business credit reports, verify bank and trade references and contact third parties. This is not a loan application; a merchant cash advance is a purchase of future receivables.';

export function signatures(p: Pen, m: Merchant, y: number, broker: string, fmt: (iso: string) => string): number {
  p.band(p.mode === 'es' ? 'AUTORIZACIÓN Y FIRMAS' : 'AUTORIZACIÓN Y FIRMAS / AUTHORIZATION & SIGNATURES', L, y, W);
  y = p.para(AUTH_ES.replace('{B}', broker), L, y + 18, W) + 3;
  if (p.mode !== 'es') y = p.para(AUTH_EN.replace('{B}', broker), L, y, W, 6) + 6;
  for (const o of m.owners.slice(0, 2)) {
    p.sig(L, y, 200, o.last);
    p.text(p.mode === 'es' ? 'Firma del Dueño' : 'Firma del Dueño / Owner Signature', L, y + 17, 6.5);
    p.value(fullName(o), L + 230, y + 2, 190);
    p.text(p.mode === 'es' ? 'Nombre en letra de molde' : 'Nombre en letra de molde / Print name', L + 230, y + 17, 6.5);
    p.value(fmt(`2026-${String(p.rng.int(1, 11)).padStart(2, '0')}-${String(p.rng.int(10, 28))}`), L + 440, y + 2, 90);
    p.text('Fecha / Date', L + 440, y + 17, 6.5);
    y += 34;
  }
  return y;
}
