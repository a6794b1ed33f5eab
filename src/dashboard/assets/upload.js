// Upload page: files may be dropped on the form; the upload is sent with XMLHttpRequest so its progress shows in a
// <progress>; then the parsing job's status is polled every second (GET /app/parsings/:id/status) into an aria-live
// region until it completes or fails, and the deal's link appears. While a scan is OCR'd, the status also carries the
// job's progress (page N of M, pages OCR'd, the time left), shown in a bar and words outside the live region so a
// screen reader is not read every page. A job's page polls the same way. Without this script the form posts
// normally and the job's page is refreshed by hand (it shows the progress as of that moment).
'use strict';
(() => {
  const POLL_MS = 1000;
  const FINAL = new Set(['completed', 'failed']);

  /** The job's pages, from the status's `progress` (null: none to show, the block is hidden). */
  function showProgress(progress) {
    const box = document.querySelector('[data-job-progress]');
    if (!box) return;
    box.hidden = !progress;
    if (!progress) return;
    const bar = box.querySelector('progress');
    bar.max = progress.pages;
    bar.value = progress.page;
    box.querySelector('[data-job-progress-text]').textContent = progress.text;
  }

  /** Polls a job's status URL, writing its words into `statusEl`; calls `done(body)` when the job ends. */
  function watch(statusUrl, statusEl, done) {
    let last = '';
    const tick = () => {
      window.fetch(statusUrl, { headers: { Accept: 'application/json' }, credentials: 'same-origin' })
        .then((res) => (res.ok ? res.json() : Promise.reject(new Error(res.status === 404 ? 'This upload was not found.' : `The status could not be read (HTTP ${res.status}).`))))
        .then((body) => {
          const text = body.error ? `${body.text} ${body.error}` : body.text;
          // Only a change is written, so a screen reader hears each status once.
          if (text !== last) { statusEl.textContent = text; last = text; }
          showProgress(body.progress || null);
          if (FINAL.has(body.status)) done(body); else setTimeout(tick, POLL_MS);
        })
        .catch((error) => {
          // A network hiccup: keep trying; a definite answer (404, 5xx) stops with its message.
          if (error instanceof TypeError) setTimeout(tick, POLL_MS * 3);
          else statusEl.textContent = error.message;
        });
    };
    tick();
  }

  function showDeal(box, dealId, jobUrl) {
    if (!box) return;
    const deal = box.querySelector('[data-deal-link]');
    const job = box.querySelector('[data-job-link]');
    if (deal) { deal.hidden = !dealId; if (dealId) deal.href = `/app/deals/${dealId}`; }
    if (job && jobUrl) job.href = jobUrl;
    box.hidden = false;
  }

  function enhanceForm(form) {
    const input = form.querySelector('input[type="file"]');
    const zone = form.querySelector('[data-dropzone]');
    const list = form.querySelector('[data-file-list]');
    const button = form.querySelector('button[type="submit"]');
    const progressBox = document.querySelector('[data-progress]');
    const progress = progressBox.querySelector('progress');
    const progressLabel = progressBox.querySelector('[data-progress-label]');
    const statusEl = document.querySelector('[data-status-text]');
    const errorEl = document.querySelector('[data-upload-error]');
    const dealBox = document.querySelector('[data-deal-link-box]');

    const listFiles = () => {
      list.replaceChildren(...[...input.files].map((f) => {
        const li = document.createElement('li');
        li.textContent = `${f.name} (${f.size < 1048576 ? `${Math.max(1, Math.round(f.size / 1024))} KB` : `${(f.size / 1048576).toFixed(1)} MB`})`;
        return li;
      }));
      list.hidden = input.files.length === 0;
    };
    const showError = (message) => {
      errorEl.textContent = message;
      errorEl.hidden = false;
      errorEl.focus();
    };

    form.querySelector('[data-drop-hint]').hidden = false;
    input.addEventListener('change', listFiles);
    zone.addEventListener('dragover', (event) => { event.preventDefault(); zone.classList.add('over'); });
    zone.addEventListener('dragleave', () => zone.classList.remove('over'));
    zone.addEventListener('drop', (event) => {
      event.preventDefault();
      zone.classList.remove('over');
      if (event.dataTransfer && event.dataTransfer.files.length) { input.files = event.dataTransfer.files; listFiles(); }
    });

    form.addEventListener('submit', (event) => {
      if (event.defaultPrevented) return;
      event.preventDefault();
      errorEl.hidden = true;
      button.disabled = true;
      progress.value = 0;
      progressLabel.textContent = 'Uploading… 0%';
      progressBox.hidden = false;
      const xhr = new XMLHttpRequest();
      xhr.open('POST', form.action);
      xhr.setRequestHeader('X-CSRF-Token', window.mcaCsrf());
      xhr.setRequestHeader('Accept', 'application/json');
      xhr.upload.addEventListener('progress', (e) => {
        if (!e.lengthComputable) return;
        const pct = Math.floor((e.loaded / e.total) * 100);
        progress.value = pct;
        progress.textContent = `${pct}%`;
        progressLabel.textContent = pct < 100 ? `Uploading… ${pct}%` : 'Uploaded; storing the files…';
      });
      xhr.addEventListener('load', () => {
        let body = null;
        try { body = JSON.parse(xhr.responseText); } catch { /* a page, not JSON: an error page */ }
        if (xhr.status === 202 && body) {
          progress.value = 100;
          progressLabel.textContent = 'Uploaded.';
          form.hidden = true;
          statusEl.textContent = body.status === 'queued' ? 'Queued: waiting to be read.' : body.status;
          showDeal(dealBox, null, body.page_url);
          watch(body.status_url, statusEl, (end) => showDeal(dealBox, end.status === 'completed' ? end.deal_id : null, body.page_url));
          return;
        }
        progressBox.hidden = true;
        button.disabled = false;
        showError(body && body.error ? body.error : `The upload failed (HTTP ${xhr.status}). Reload the page and try again.`);
      });
      xhr.addEventListener('error', () => {
        progressBox.hidden = true;
        button.disabled = false;
        showError('The upload did not reach the server. Check the connection and try again.');
      });
      xhr.send(new FormData(form));
    });
  }

  document.addEventListener('DOMContentLoaded', () => {
    const form = document.querySelector('form[data-upload]');
    if (form) enhanceForm(form);
    // A job's own page: poll while it runs, then drop the "refresh" hint and show the deal's link.
    const job = document.querySelector('[data-job]');
    if (job) {
      const statusEl = job.querySelector('[data-status-text]');
      const refresh = job.querySelector('[data-refresh]');
      if (refresh) {
        refresh.hidden = true;
        watch(job.dataset.job, statusEl, (end) => {
          const deal = job.querySelector('[data-deal-link]');
          if (deal && end.status === 'completed') deal.classList.add('primary');
        });
      }
    }
  });
})();
