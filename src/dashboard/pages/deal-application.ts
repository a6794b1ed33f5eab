// The deal page's application section: every field (tax IDs masked), the applicants, the review flags first with a
// form each to choose a supported value, and a form to edit the main fields. Both forms become a PATCH body that is
// checked against the API's own schema (deal-patch.ts) and saved with the deals service's `patch`, so the dashboard
// follows exactly the rules of PATCH /v1/deals/:id.
import type { FastifyRequest } from 'fastify';
import type { FieldIssue } from '../../platform/errors.ts';
import type { DealView } from '../../deals/schemas.ts';
import { date, money, number } from '../format.ts';
import { html, type Html } from '../html.ts';
import { csrfField } from '../layout.ts';
import { canChange } from '../roles.ts';
import { field, type Form } from '../form.ts';
import { countryOf, isReferenceField, referenceLabel, referenceOptions } from './deal-options.ts';
import { FREQUENCIES, SCALARS, type Scalar } from './deal-patch.ts';
import { maskDate, maskTaxId, sensitive } from './deal-sensitive.ts';
import { evidenceOf, holdersNote, type Evidence } from './deal-evidence.ts';
import { DIFFERS } from '../../deals/form-review.ts';
import type { ParseResult } from '../../statements/index.ts';

/** What the page shows beyond the deal: the result its values were read from, and a value revealed just now. */
export interface ApplicationExtras { result: ParseResult | null; revealed: { field: string; value: string } | null }

/** A form of the deal page that was refused: what was sent and why, to show next to the form. */
export interface FormProblem {
  form: 'flag' | 'application' | 'stage' | 'auto_submit' | 'rematch';
  /** For a flag's form: the flag's field. */
  flag?: string;
  values?: Form;
  issues: FieldIssue[];
}

const LABELS: Record<string, string> = {
  trade_name: 'Trade name (dba)', legal_name: 'Legal name', type_of_entity: 'Entity type', industry: 'Industry',
  business_tax_id: 'Business tax ID', business_tax_id_country: 'Business tax ID country', business_tax_id_type: 'Business tax ID type',
  state_region: 'State / province', country: 'Country', requested_amount: 'Requested amount', requested_payment: 'Requested payment',
  number_of_payments: 'Number of payments', payment_frequency: 'Payment frequency', business_start_date: 'Business start date',
  first_name: 'first name', last_name: 'last name', role: 'role', ownership: 'ownership', credit_score: 'credit score',
  tax_id: 'tax ID', tax_id_country: 'tax ID country', tax_id_type: 'tax ID type', date_of_birth: 'date of birth',
};
const ORDER = ['trade_name', 'legal_name', 'type_of_entity', 'industry', 'business_tax_id', 'business_tax_id_country',
  'business_tax_id_type', 'state_region', 'country', 'requested_amount', 'requested_payment', 'number_of_payments',
  'payment_frequency', 'business_start_date'];

/** "application.industry" -> "Industry"; "application.applicants[1].role" -> "Applicant 2: role". */
export function fieldLabel(path: string): string {
  const applicant = /^application\.applicants\[(\d+)\]\.(\w+)$/.exec(path);
  if (applicant) return `Applicant ${Number(applicant[1]) + 1}: ${LABELS[applicant[2]!] ?? applicant[2]}`;
  const name = path.replace(/^application\./, '');
  return LABELS[name] ?? name;
}


function shown(name: string, value: unknown): string {
  if (value === undefined || value === null || value === '') return '–';
  if (name === 'requested_amount' || name === 'requested_payment') return money(value);
  if (name === 'number_of_payments') return number(value);
  if (name === 'business_start_date') return date(String(value));
  if (isReferenceField(name)) return referenceLabel(name, String(value));
  return typeof value === 'string' || typeof value === 'number' ? String(value) : JSON.stringify(value);
}

const REASONS: Record<string, string> = { unrecognized: 'matches nothing in the reference data' };

export function applicationSection(request: FastifyRequest, deal: DealView, problem: FormProblem | null,
  extras: ApplicationExtras = { result: null, revealed: null }): Html {
  const app = deal.application as Record<string, unknown>;
  const flagged = new Set(deal.review_flags.map((f) => f.field));
  const extra = Object.keys(app).filter((k) => !ORDER.includes(k) && k !== 'applicants');
  const evidence = evidenceOf(app, extras.result);
  const row = (name: string) => {
    const value = name === 'business_tax_id'
      ? sensitive(request, deal, 'application.business_tax_id', maskTaxId(app[name], app.business_tax_id_type), extras.revealed) : shown(name, app[name]);
    const note = name === 'legal_name' && extras.result ? holdersNote(extras.result) : '';
    return html`<tr><th scope="row">${LABELS[name] ?? name}</th><td>${value}${flagged.has(`application.${name}`) ? html` <span class="badge warn">to review</span>` : ''}</td><td class="notes-cell">${app[name] === undefined || app[name] === null ? '' : sourceText(evidence[name])}${note}</td></tr>`;
  };
  return html`<section class="card" id="application" aria-labelledby="application-h">
<h2 id="application-h">Application</h2>
${flagsBlock(request, deal, problem)}
<div class="table-wrap"><table class="data fields"><caption class="sr-only">Application fields and where each came from</caption>
<thead><tr><th scope="col">Field</th><th scope="col">Value</th><th scope="col">Where it came from</th></tr></thead>
<tbody>${ORDER.map(row)}${extra.map(row)}</tbody></table></div>
${applicantsTable(request, deal, flagged, extras, evidence.applicants)}
${editForm(request, deal, problem?.form === 'application' ? problem : null)}
</section>`;
}

function flagsBlock(request: FastifyRequest, deal: DealView, problem: FormProblem | null): Html {
  if (deal.review_flags.length === 0) return html`<p class="muted">No values to review.</p>`;
  const country = countryOf(deal.application as Record<string, unknown>);
  const n = deal.review_flags.length;
  return html`<div class="flags" role="region" aria-labelledby="flags-h">
<h3 id="flags-h">${n} value${n === 1 ? '' : 's'} to review</h3>
${deal.review_flags.some((f) => f.reason === 'unrecognized') ? html`<p>Funder checks cannot read a value that matches nothing in the reference data. Choose a supported value: it is saved as an API update (PATCH) would save it.</p>` : ''}
${deal.review_flags.some((f) => f.reason === DIFFERS) ? html`<p>The application form and the statements disagree: check with the merchant. Saving a value settles the flag; a later upload compares again.</p>` : ''}
<ul class="flag-list">${deal.review_flags.map((flag, i) => {
    if (flag.reason === DIFFERS && !flag.field.startsWith('application.')) return differsItem(flag);
    const name = flag.field.replace(/^application\./, '');
    const mine = problem?.form === 'flag' && problem.flag === flag.field ? problem.issues : [];
    const errorId = `flag-${i}-error`;
    const control = isReferenceField(name)
      ? html`<select id="flag-${i}" name="value" required${mine.length ? html` aria-invalid="true" aria-describedby="${errorId}"` : ''}>${
        referenceOptions(name, '', name === 'country' ? null : country, 'Choose a supported value')}</select>`
      : html`<input id="flag-${i}" name="value" type="text" maxlength="200" required value="${flag.value}"${mine.length ? html` aria-invalid="true" aria-describedby="${errorId}"` : ''}>`;
    return html`<li class="flag">
  ${flag.reason === DIFFERS ? differsText(flag) : html`<p><strong>${fieldLabel(flag.field)}</strong>: “${flag.value}” ${REASONS[flag.reason] ?? flag.reason}.</p>`}
  ${canChange(request) ? html`<form method="post" action="/app/deals/${deal.deal_id}/flags" class="row">${csrfField(request)}
    <input type="hidden" name="field" value="${flag.field}">
    <div class="stack"><label for="flag-${i}">${flag.reason === DIFFERS ? `${fieldLabel(flag.field)} to keep` : `Supported ${fieldLabel(flag.field).toLowerCase()}`}</label>${control}</div>
    <button type="submit" class="primary">Use this value</button>
  </form>` : ''}
  ${mine.length ? html`<ul class="field-error" id="${errorId}">${mine.map((m) => html`<li>${m.issue}</li>`)}</ul>` : ''}
</li>`;
  })}</ul>
</div>`;
}

/** Where a value came from, in words: the form's file, page and label, or the statements. */
function sourceText(e: Evidence | undefined): Html | string {
  if (!e) return html`<span class="muted">entered (API or this page)</span>`;
  if (e.from === 'statements') return html`Statements: ${e.detail}`;
  return html`Application form ${e.file}, page ${e.page}${e.label ? html`, under “${e.label}”` : ''} <span class="muted">(${Math.round(e.confidence * 100)}% sure)</span>`;
}

const DIFFERS_LABEL: Record<string, string> = {
  'application.legal_name': 'Business name', 'application.trade_name': 'Business name',
  'financials.avg_monthly_revenue': 'Monthly sales', 'financials.total_positions_count': 'Existing advances',
};

/** A form-vs-statements flag: both values, the form's first. */
function differsText(flag: DealView['review_flags'][number]): Html {
  return html`<p><strong>${DIFFERS_LABEL[flag.field] ?? fieldLabel(flag.field)}</strong>: the application form says “${flag.value}”; the statements show “${flag.statements_value ?? ''}”.</p>`;
}

/** A flag on the figures (the statements are the figures' source): shown, settled by the merchant's answer. */
const differsItem = (flag: DealView['review_flags'][number]): Html => html`<li class="flag">${differsText(flag)}</li>`;

function applicantsTable(request: FastifyRequest, deal: DealView, flagged: Set<string>, extras: ApplicationExtras, source: Evidence | undefined): Html {
  const applicants = (deal.application as Record<string, unknown>).applicants;
  const list = Array.isArray(applicants) ? (applicants as Array<Record<string, unknown>>) : [];
  if (list.length === 0) return html`<h3>Applicants</h3><p class="muted">No applicants.</p>`;
  const cell = (i: number, _a: Record<string, unknown>, name: string, text: string | Html) =>
    html`<td${name === 'ownership' || name === 'credit_score' ? html` class="num"` : ''}>${text}${flagged.has(`application.applicants[${i}].${name}`) ? html` <span class="badge warn">to review</span>` : ''}</td>`;
  const str = (v: unknown) => (v === undefined || v === null || v === '' ? '–' : String(v));
  return html`<h3 id="applicants-h">Applicants</h3>
<div class="table-wrap"><table class="data" aria-labelledby="applicants-h">
<thead><tr><th scope="col">#</th><th scope="col">First name</th><th scope="col">Last name</th><th scope="col">Role</th><th scope="col" class="num">Ownership</th><th scope="col" class="num">Credit score</th><th scope="col">Tax ID</th><th scope="col">Tax ID type</th><th scope="col">Tax ID country</th><th scope="col">Date of birth</th></tr></thead>
<tbody>${list.map((a, i) => html`<tr><th scope="row">${i + 1}</th>${cell(i, a, 'first_name', str(a.first_name))}${cell(i, a, 'last_name', str(a.last_name))}${
    cell(i, a, 'role', str(a.role))}${cell(i, a, 'ownership', typeof a.ownership === 'number' ? `${a.ownership}%` : '–')}${
    cell(i, a, 'credit_score', str(a.credit_score))}${cell(i, a, 'tax_id', sensitive(request, deal, `application.applicants[${i}].tax_id`, maskTaxId(a.tax_id, a.tax_id_type), extras.revealed))}${
    cell(i, a, 'tax_id_type', str(a.tax_id_type))}${cell(i, a, 'tax_id_country', str(a.tax_id_country))}${
    cell(i, a, 'date_of_birth', sensitive(request, deal, `application.applicants[${i}].date_of_birth`, maskDate(a.date_of_birth), extras.revealed))}</tr>`)}</tbody>
</table></div>
<p class="muted">${source ? html`Owners read from: ${sourceText(source)}. ` : ''}Tax IDs and dates of birth are masked; revealing one is recorded in the activity log.</p>`;
}

/** The stored value of a field as a form control's text. */
const asText = (value: unknown): string => (value === undefined || value === null ? '' : String(value));

function editForm(request: FastifyRequest, deal: DealView, problem: FormProblem | null): Html {
  if (!canChange(request)) return html``;
  const app = deal.application as Record<string, unknown>;
  // After a refused save, the form shows what was sent (a field the form did not send shows the stored value).
  const sent = (name: string) => (problem?.values && name in problem.values ? field(problem.values, name) : undefined);
  const was = (s: Scalar) => sent(`was_${s.name}`) ?? asText(app[s.name]);
  const now = (s: Scalar) => sent(s.name) ?? asText(app[s.name]);
  const control = (s: Scalar) => {
    const issues = (problem?.issues ?? []).filter((i) => i.field === `application.${s.name}`);
    const id = `edit-${s.name}`;
    const aria = issues.length ? html` aria-invalid="true" aria-describedby="${id}-error"` : '';
    const input = s.kind === 'reference' && isReferenceField(s.name)
      ? html`<select id="${id}" name="${s.name}"${aria}>${referenceOptions(s.name, now(s), null, 'Not set')}</select>`
      : s.kind === 'frequency'
        ? html`<select id="${id}" name="${s.name}"${aria}><option value="">Not set</option>${FREQUENCIES.map((f) => html`<option${f === now(s) ? html` selected` : ''}>${f}</option>`)}${
          now(s) && !FREQUENCIES.includes(now(s)) ? html`<option selected>${now(s)}</option>` : ''}</select>`
        : s.kind === 'money' ? html`<input id="${id}" name="${s.name}" type="number" min="0" step="0.01" inputmode="decimal" value="${now(s)}"${aria}>`
          : s.kind === 'integer' ? html`<input id="${id}" name="${s.name}" type="number" min="0" step="1" inputmode="numeric" value="${now(s)}"${aria}>`
            : s.kind === 'date' ? html`<input id="${id}" name="${s.name}" type="date" value="${now(s)}"${aria}>`
              : html`<input id="${id}" name="${s.name}" type="text" maxlength="200" value="${now(s)}"${aria}>`;
    return html`<div class="stack"><label for="${id}">${LABELS[s.name]}</label>${input}<input type="hidden" name="was_${s.name}" value="${was(s)}">${
      issues.length ? html`<span class="field-error" id="${id}-error">${issues.map((i) => i.issue).join('; ')}</span>` : ''}</div>`;
  };
  const other = (problem?.issues ?? []).filter((i) => !SCALARS.some((s) => i.field === `application.${s.name}`));
  return html`<details class="edit"${problem ? html` open` : ''}><summary>Edit application</summary>
<form method="post" action="/app/deals/${deal.deal_id}/application" class="edit-form">${csrfField(request)}
  <p class="muted">Only the fields you change are saved; an emptied field is cleared. Tax IDs and applicants are changed through the API.</p>
  ${other.length ? html`<ul class="field-error">${other.map((i) => html`<li>${fieldLabel(i.field)}: ${i.issue}</li>`)}</ul>` : ''}
  <div class="form-grid">${SCALARS.map(control)}</div>
  <button type="submit" class="primary">Save application</button>
</form>
</details>`;
}
