// Webhook endpoints (create, list, disable, rotate the secret) and the delivery log. Secrets are generated here,
// stored encrypted with the field cipher, and shown once: at creation and at rotation.
import type { Db } from '../platform/db/index.ts';
import type { FieldCipher } from '../platform/crypto.ts';
import { checkDestination, RefusedDestination } from './destination.ts';
import { notFound, validationFailed } from '../platform/errors.ts';
import { isUuid, uuidv7 } from '../platform/ids.ts';
import type { EndpointRow, WebhooksRepository } from './repository.ts';
import { generateSecret } from './signing.ts';

/** How long the previous secret keeps signing after a rotation. */
export const ROTATION_OVERLAP_MS = 24 * 60 * 60 * 1000;

export interface WebhooksDeps { db: Db; repo: WebhooksRepository; cipher: FieldCipher; now?: () => number; allowPrivate?: boolean }

/** Only absolute http(s) URLs without credentials: anything else is refused before it is stored. */
export function checkUrl(raw: string): string {
  let url: URL;
  try { url = new URL(raw); } catch { throw validationFailed([{ field: 'url', issue: 'must be an absolute URL' }]); }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw validationFailed([{ field: 'url', issue: 'must use http or https' }]);
  if (url.username || url.password) throw validationFailed([{ field: 'url', issue: 'must not carry credentials; the signature authenticates us' }]);
  return url.toString();
}

function endpointView(e: EndpointRow, nowIso: string) {
  return {
    endpoint_id: e.id, org_id: e.org_id, url: e.url, enabled: e.disabled_at === null,
    disabled_at: e.disabled_at, disabled_reason: e.disabled_reason, created_at: e.created_at,
    previous_secret_until: e.previous_secret_until && e.previous_secret_until > nowIso ? e.previous_secret_until : null,
  };
}

export function webhooksService(deps: WebhooksDeps) {
  const { db, repo, cipher } = deps;
  const now = deps.now ?? Date.now;
  const iso = () => new Date(now()).toISOString();

  async function orgMustExist(orgId: string) {
    if (!isUuid(orgId) || !(await repo.orgExists(orgId))) throw notFound('organization');
  }

  /** The endpoint; with an organization, only that organization's (another's is not found, as if it did not exist). */
  async function owned(id: string, orgId?: string) {
    const e = isUuid(id) ? await repo.findEndpoint(id) : undefined;
    if (!e || (orgId !== undefined && e.org_id !== orgId)) throw notFound('webhook endpoint');
    return e;
  }

  return {
    async create(orgId: string, rawUrl: string) {
      const url = checkUrl(rawUrl);
      await orgMustExist(orgId);
      try {
        await checkDestination(new URL(url), deps.allowPrivate ?? false);
      } catch (e) {
        const issue = e instanceof RefusedDestination ? 'resolves to a private, loopback, link-local or metadata address' : 'host name does not resolve';
        throw validationFailed([{ field: 'url', issue }]);
      }
      const secret = generateSecret();
      const id = uuidv7();
      await repo.insertEndpoint({ id, org_id: orgId, url, secret: cipher.encrypt(secret), previous_secret: null,
        previous_secret_until: null, disabled_at: null, disabled_reason: null, created_at: iso() });
      return { endpoint_id: id, secret };
    },

    async list(orgId: string) {
      await orgMustExist(orgId);
      const at = iso();
      return (await repo.listEndpoints(orgId)).map((e) => endpointView(e, at));
    },

    /** Disables the endpoint; its pending deliveries are failed. Disabling twice is harmless. */
    async disable(id: string, orgId?: string) {
      await owned(id, orgId);
      await db.transaction().execute((tx) => repo.disableEndpoint(tx, id, 'disabled by an operator', iso()));
      return endpointView((await repo.findEndpoint(id))!, iso());
    },

    /** A new secret; the old one keeps signing alongside it for 24 hours so consumers can switch without losses. */
    async rotateSecret(id: string, orgId?: string) {
      const e = await owned(id, orgId);
      const secret = generateSecret();
      await repo.rotateSecret(id, cipher.encrypt(secret), e.secret, new Date(now() + ROTATION_OVERLAP_MS).toISOString());
      return { endpoint_id: id, secret };
    },

    /** Sends a delivery of this organization again: due now, the worker records a new attempt (the caller wakes it).
     *  Its endpoint must be enabled, and it must not be in flight. */
    async resend(orgId: string, deliveryId: string) {
      const d = isUuid(deliveryId) ? await repo.findDelivery(deliveryId) : undefined;
      if (!d || d.org_id !== orgId) throw notFound('webhook delivery');
      if (d.disabled_at !== null) throw validationFailed([{ field: 'delivery', issue: 'its endpoint is disabled; nothing is sent to it' }]);
      if (!(await repo.requeueDelivery(deliveryId, iso()))) {
        throw validationFailed([{ field: 'delivery', issue: 'is being sent right now; try again when this attempt is recorded' }]);
      }
      return { delivery_id: deliveryId, status: 'pending' as const };
    },

    /** The delivery log, newest first, with every attempt. */
    async deliveries(filter: { endpointId?: string; orgId?: string; limit?: number }) {
      if (filter.endpointId) await owned(filter.endpointId, filter.orgId);
      if (filter.orgId) await orgMustExist(filter.orgId);
      const rows = await repo.listDeliveries({ endpointId: filter.endpointId, orgId: filter.orgId, limit: filter.limit ?? 50 });
      const attempts = Map.groupBy(await repo.attemptsOf(rows.map((r) => r.id)), (a) => a.delivery_id);
      return rows.map((d) => ({
        delivery_id: d.id, event_id: d.event_id, type: d.type, endpoint_id: d.endpoint_id, org_id: d.org_id,
        status: d.status, attempts: d.attempts, last_status: d.last_status, last_error: d.last_error,
        created_at: d.created_at, next_attempt_at: d.next_attempt_at, delivered_at: d.delivered_at,
        attempt_log: (attempts.get(d.id) ?? [])
          .map((a) => ({ attempt: a.attempt, at: a.at, status_code: a.status_code, duration_ms: a.duration_ms, error: a.error })),
      }));
    },
  };
}

export type WebhooksService = ReturnType<typeof webhooksService>;
