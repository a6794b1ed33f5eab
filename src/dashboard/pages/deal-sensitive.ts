// Sensitive values on the deal page (issue 36 item 4): tax IDs and applicants' dates of birth are shown masked; a
// member or an admin who clicks "Reveal" posts a form (CSRF-checked, like every change) and gets the page back with
// that one value shown, and the deal's activity log records who revealed which field (never the value). A GET never
// shows a value unmasked, so no link, history entry or cache holds one.
import type { FastifyRequest } from 'fastify';
import type { DealView } from '../../deals/schemas.ts';
import { validationFailed } from '../../platform/errors.ts';
import { html, type Html } from '../html.ts';
import { csrfField } from '../layout.ts';
import { canChange } from '../roles.ts';

/** The fields a person may reveal: the business tax ID, and each applicant's tax ID and date of birth. */
const REVEALABLE = /^application\.(?:business_tax_id|applicants\[(\d{1,2})\]\.(?:tax_id|date_of_birth))$/;

/** A tax ID with its last 4 digits only, in its type's printed shape: `***-**-1234` (SSN, ITIN), `**-***1234` (EIN). */
export function maskTaxId(value: unknown, type?: unknown): string {
  if (typeof value !== 'string' || value === '') return '–';
  const last4 = value.length > 4 ? value.slice(-4) : '';
  if ((type === 'SSN' || type === 'ITIN') && /^\d{9}$/.test(value)) return `***-**-${last4}`;
  if (type === 'EIN' && /^\d{9}$/.test(value)) return `**-***${last4}`;
  return `*****${last4}`;
}

/** A date of birth, all of it hidden (its year alone narrows a person down). */
export const maskDate = (value: unknown): string => (typeof value === 'string' && value !== '' ? '****-**-**' : '–');

/** The value of a revealable field of the deal, or a validation error for any other field (or one not there). */
export function revealedValue(deal: DealView, field: string): string {
  const m = REVEALABLE.exec(field);
  const app = deal.application as Record<string, unknown>;
  const applicants = Array.isArray(app.applicants) ? (app.applicants as Array<Record<string, unknown>>) : [];
  const value = !m ? undefined : m[1] === undefined ? app.business_tax_id : applicants[Number(m[1])]?.[field.replace(/^.*\]\./, '')];
  if (typeof value !== 'string' || !value) throw validationFailed([{ field, issue: 'is not a value of this deal that can be revealed' }]);
  return value;
}

/**
 * A sensitive value as the page shows it: masked, with a Reveal button for those who may (members and admins), or
 * the value itself when this response is the answer to that button.
 */
export function sensitive(request: FastifyRequest, deal: DealView, field: string, masked: string, revealed: { field: string; value: string } | null): Html {
  if (revealed?.field === field) return html`<span class="revealed" data-revealed="${field}">${revealed.value}</span>`;
  if (masked === '–' || !canChange(request)) return html`<span class="masked">${masked}</span>`;
  return html`<span class="masked">${masked}</span> <form method="post" action="/app/deals/${deal.deal_id}/reveal#application" class="inline">${csrfField(request)}<input type="hidden" name="field" value="${field}"><button type="submit" class="link" aria-label="Reveal ${field.replace(/^application\./, '')} (recorded in the activity log)">Reveal</button></form>`;
}
