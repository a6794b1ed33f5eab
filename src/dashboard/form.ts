// Form bodies of the dashboard's pages (application/x-www-form-urlencoded): a field may repeat (checkboxes).
export type Form = Record<string, string | string[]>;

/** A form field as one string ('' when absent; the first when repeated). */
export const field = (form: Form, name: string): string => {
  const v = form[name];
  return Array.isArray(v) ? (v[0] ?? '') : (v ?? '');
};
/** A repeated form field (checkboxes) as a list. */
export const fields = (form: Form, name: string): string[] => {
  const v = form[name];
  return Array.isArray(v) ? v : v === undefined ? [] : [v];
};

export const FORM_LIMIT = 64 * 1024;

export function parseForm(text: string): Form {
  const out: Form = {};
  for (const [k, v] of new URLSearchParams(text)) {
    const prev = out[k];
    out[k] = prev === undefined ? v : Array.isArray(prev) ? [...prev, v] : [prev, v];
  }
  return out;
}
