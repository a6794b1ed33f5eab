// Upload statements for a new deal, or for an existing deal of the organization (`?deal=<id>`). Without script the
// form posts as multipart (its CSRF token as the first field, checked by readUpload before any file is read: the
// body is read only by the handler) and lands on the job's page, which is refreshed by hand. With
// script (assets/upload.js) the files may be dropped on the form, the upload shows its progress, and the job's status
// is polled every second until it completes or fails. The upload goes the API's way: readUpload (streamed to
// temporary files that are removed on every path) and ctx.parsing.create in a transaction, then the worker is woken.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { requireArea } from '../../orgs/access.ts';
import type { DealView } from '../../deals/schemas.ts';
import { DomainError } from '../../platform/errors.ts';
import { toDomainError } from '../../platform/http/errors.ts';
import { readUpload, UPLOAD_LIMITS } from '../../parsing/upload.ts';
import type { ParsingView } from '../../parsing/service.ts';
import { progressView } from '../progress.ts';
import { dateTime } from '../format.ts';
import { html, query } from '../html.ts';
import { csrfField, page } from '../layout.ts';
import { csrfPartCheck } from '../session.ts';

const MB = 1024 * 1024;

/** What each job status means to a person (the status endpoint's words are the same: upload.js shows them). */
const STATUS_TEXT: Record<string, string> = {
  queued: 'Queued: waiting to be read.',
  processing: 'Reading the statements…',
  completed: 'Done: the statements are read.',
  failed: 'Failed.',
};

const dealName = (deal: DealView) => deal.application.legal_name ?? deal.application.trade_name ?? 'Unnamed deal';
/** The script asks for JSON; a form without script gets pages. */
const wantsJson = (request: FastifyRequest) => (request.headers.accept ?? '').startsWith('application/json');

export function uploadRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/upload', async (request, reply) => {
    const auth = request.session!.auth;
    requireArea(auth, 'parse');
    const dealId = (request.query as Record<string, unknown>).deal;
    const deal = typeof dealId === 'string' && dealId ? await ctx.deals.get(auth, dealId) : null;
    return uploadPage(request, reply, deal, { status: 200, error: null });
  });

  app.post('/upload', { config: { csrfInParts: true } }, async (request, reply) => {
    const auth = request.session!.auth;
    requireArea(auth, 'parse');
    const dealId = (request.query as Record<string, unknown>).deal;
    let deal: DealView | null = null;
    let job: ParsingView;
    try {
      // The deal is checked before the files are read: another organization's deal is a 404 whatever is sent.
      deal = typeof dealId === 'string' && dealId ? await ctx.deals.get(auth, dealId) : null;
      // A script sends the token as a header (checked by the session hook) and the form's own `_csrf` field with it.
      const upload = await readUpload(request, ctx.uploads, request.headers['x-csrf-token'] === undefined ? { csrf: csrfPartCheck(request) } : { ignoreFields: ['_csrf'] });
      try {
        job = await ctx.db.transaction().execute((tx) => ctx.parsing.create(auth, upload, tx, deal ? { dealId: deal.deal_id } : {}));
      } finally {
        await upload.discard();
      }
      ctx.jobsEnqueued();
    } catch (error) {
      const domain = toDomainError(error);
      // A bad upload (not a PDF, too large, malformed) is told on the form; anything else is an error page.
      if (domain.status >= 500 || domain.code === 'not_found' || domain.code === 'not_entitled' || domain.code === 'insufficient_scope') throw error;
      const message = uploadProblem(domain);
      if (wantsJson(request)) return reply.code(domain.status).send({ error: message });
      return uploadPage(request, reply, deal, { status: domain.status, error: message });
    }
    if (wantsJson(request)) {
      return reply.code(202).send({ parsing_id: job.parsing_id, status: job.status, deal_id: job.deal_id,
        status_url: `/app/parsings/${job.parsing_id}/status`, page_url: `/app/parsings/${job.parsing_id}` });
    }
    return reply.code(303).header('Location', `/app/parsings/${job.parsing_id}`).send();
  });

  // The job's page: where a form without script lands, refreshed by hand (upload.js polls it when it can).
  app.get('/parsings/:id', async (request, reply) => {
    const job = await ctx.parsing.get(request.session!.auth, (request.params as { id: string }).id);
    const done = job.status === 'completed' || job.status === 'failed';
    const body = html`<section class="card" aria-labelledby="job-h">
<h1 id="job-h">Statement upload</h1>
<p>Uploaded ${dateTime(job.created_at)}${job.external_id ? html`, external id <code>${job.external_id}</code>` : ''}.</p>
<div data-job="/app/parsings/${job.parsing_id}/status">
<p role="status" aria-live="polite" data-status-text>${STATUS_TEXT[job.status] ?? job.status}${job.error ? html` ${job.error.message}` : ''}</p>
${progressBlock(job.status === 'processing' ? progressView(ctx.parsing.progress(job.parsing_id)) : null)}
${done ? '' : html`<p data-refresh><a href="/app/parsings/${job.parsing_id}">Refresh to see the status</a></p>`}
${job.deal_id ? html`<p><a class="button${job.status === 'completed' ? ' primary' : ''}" href="/app/deals/${job.deal_id}" data-deal-link>Open the deal</a></p>` : ''}
</div>
<p><a href="/app/upload${query({ deal: job.deal_id })}">Upload more statements${job.deal_id ? ' for this deal' : ''}</a></p>
</section>`;
    return reply.type('text/html; charset=utf-8')
      .send(page(request, { title: 'Statement upload', section: 'upload', body, scripts: ['upload.js'], styles: ['upload.css'] }));
  });

  // The job's status for upload.js: {status, deal_id, error}; another organization's job is a 404 like any other.
  app.get('/parsings/:id/status', async (request, reply) => {
    try {
      const job = await ctx.parsing.get(request.session!.auth, (request.params as { id: string }).id);
      return reply.send({ status: job.status, text: STATUS_TEXT[job.status] ?? job.status, deal_id: job.deal_id, error: job.error?.message ?? null,
        progress: job.status === 'processing' ? progressView(ctx.parsing.progress(job.parsing_id)) : null });
    } catch (error) {
      if (error instanceof DomainError && error.code === 'not_found') return reply.code(404).send({ error: 'not found' });
      throw error;
    }
  });
}

/**
 * A running job's pages (a scan's OCR): a bar and its words, outside the status's live region so a screen reader is
 * not read every page; upload.js fills it from the status route's `progress` while the job runs.
 */
function progressBlock(p: ReturnType<typeof progressView>) {
  return html`<div class="status-box" data-job-progress${p ? '' : html` hidden`}>
<progress id="job-progress" max="${p?.pages ?? 1}" value="${p?.page ?? 0}" aria-label="Pages read" aria-describedby="job-progress-text"></progress>
<p id="job-progress-text" data-job-progress-text>${p?.text ?? ''}</p>
</div>`;
}

/** A refused upload in a person's words (the field names are the API's). */
function uploadProblem(error: DomainError): string {
  if (error.code === 'payload_too_large') {
    return `The upload is too large: ${error.message}. Send at most ${UPLOAD_LIMITS.files} PDFs, ${UPLOAD_LIMITS.fileBytes / MB} MB each, ${UPLOAD_LIMITS.totalBytes / MB} MB in all.`;
  }
  if (error.code === 'validation_failed' && error.details?.length) {
    return `The upload was refused: ${error.details.map((d) => d.issue).join('; ')}.`;
  }
  return `The upload was refused: ${error.message}.`;
}

function uploadPage(request: FastifyRequest, reply: FastifyReply, deal: DealView | null, state: { status: number; error: string | null }) {
  const action = `/app/upload${query({ deal: deal?.deal_id })}`;
  const body = html`<h1>${deal ? html`Add statements to ${dealName(deal)}` : 'Upload statements'}</h1>
<p class="muted">${deal ? html`The statements are read and added to <a href="/app/deals/${deal.deal_id}">this deal</a>.` : 'The statements are read and a new deal is made from them.'}</p>
<form method="post" action="${action}" enctype="multipart/form-data" class="card stack" data-upload>
  ${csrfField(request)}
  <div class="dropzone stack" data-dropzone>
    <label for="files">Bank statement PDFs</label>
    <input id="files" name="files" type="file" accept="application/pdf,.pdf" multiple required aria-describedby="files-hint">
    <p id="files-hint" class="muted">Up to ${UPLOAD_LIMITS.files} PDFs, ${UPLOAD_LIMITS.fileBytes / MB} MB each and ${UPLOAD_LIMITS.totalBytes / MB} MB in all.<span data-drop-hint hidden> You can also drop the files here.</span></p>
    <ul class="file-list" data-file-list hidden></ul>
  </div>
  ${deal ? '' : html`<input type="hidden" name="create_deal" value="true">
  <label for="external_id">External id <span class="muted">(optional: your own system's id for the deal)</span></label>
  <input id="external_id" name="external_id" maxlength="255" autocomplete="off">`}
  <button type="submit" class="primary">Upload</button>
</form>
<div class="card status-box" data-progress hidden>
  <label for="upload-progress" data-progress-label>Uploading…</label>
  <progress id="upload-progress" max="100" value="0">0%</progress>
</div>
<p class="error" role="alert" tabindex="-1" data-upload-error hidden></p>
<p role="status" aria-live="polite" data-status-text></p>
${progressBlock(null)}
<p data-deal-link-box hidden class="actions"><a class="button primary" href="#" data-deal-link>Open the deal</a> <a href="#" data-job-link>This upload's page</a></p>`;
  return reply.code(state.status).type('text/html; charset=utf-8').send(page(request, {
    title: deal ? 'Add statements' : 'Upload statements', section: 'upload', body, error: state.error,
    scripts: ['upload.js'], styles: ['upload.css'],
  }));
}
