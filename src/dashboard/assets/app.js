// The dashboard's shared script: progressive enhancement only (every page works without it).
// - data-confirm on a form or button asks before submitting.
// - data-autosubmit on a select submits its form when changed.
'use strict';
document.addEventListener('submit', (event) => {
  const form = event.target;
  const message = event.submitter?.dataset.confirm ?? form.dataset.confirm;
  if (message && !window.confirm(message)) event.preventDefault();
});
document.addEventListener('change', (event) => {
  const el = event.target;
  if (el instanceof HTMLSelectElement && el.dataset.autosubmit !== undefined) el.form?.requestSubmit();
});
/** The session's CSRF token, for requests made from script (read from the page, never from a cookie). */
window.mcaCsrf = () => document.querySelector('meta[name="csrf-token"]')?.getAttribute('content') ?? '';
