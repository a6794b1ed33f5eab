// Webhook endpoints and the delivery log: mca webhook create | list | disable | rotate-secret | deliveries.
import { createContext } from '../context.ts';
import { loadConfig } from '../platform/config.ts';
import { parse, required, UsageError } from './args.ts';
import { print } from './output.ts';

export async function webhook([sub, ...argv]: string[]) {
  const { flags, positionals } = parse(argv, { org: 'string', url: 'string', endpoint: 'string', limit: 'string' });
  const json = !!flags.json;
  const id = positionals[0];
  const ctx = await createContext(loadConfig(), { migrate: true });
  try {
    const w = ctx.webhooks;
    switch (sub) {
      case 'create': {
        const r = await w.create(required(flags, 'org'), required(flags, 'url'));
        return print(json, r, `endpoint ${r.endpoint_id}\n${r.secret}\n(the signing secret is shown once; store it now)`);
      }
      case 'list': {
        const list = await w.list(required(flags, 'org'));
        return print(json, { endpoints: list }, list.map((e) => `${e.endpoint_id}  ${e.enabled ? 'enabled ' : 'disabled'}  ${e.url}` +
          `${e.disabled_reason ? `  (${e.disabled_reason})` : ''}${e.previous_secret_until ? `  (old secret signs until ${e.previous_secret_until})` : ''}`).join('\n') || 'no endpoints');
      }
      case 'disable': {
        if (!id) throw new UsageError('webhook disable ENDPOINT_ID');
        const e = await w.disable(id);
        return print(json, e, `disabled endpoint ${e.endpoint_id}; its pending deliveries are failed`);
      }
      case 'rotate-secret': {
        if (!id) throw new UsageError('webhook rotate-secret ENDPOINT_ID');
        const r = await w.rotateSecret(id);
        return print(json, r, `endpoint ${r.endpoint_id}\n${r.secret}\n(new secret shown once; the old one keeps signing alongside for 24 hours)`);
      }
      case 'deliveries': {
        const limit = flags.limit === undefined ? 50 : Number(flags.limit);
        if (!Number.isInteger(limit) || limit < 1 || limit > 1000) throw new UsageError('--limit must be a whole number from 1 to 1000');
        const list = await w.deliveries({ endpointId: flags.endpoint as string | undefined, orgId: flags.org as string | undefined, limit });
        return print(json, { deliveries: list }, list.map((d) => `${d.created_at}  ${d.event_id}  ${d.type}  ${d.status}  ` +
          `attempts ${d.attempts}  last ${d.last_status ?? '-'}${d.last_error ? `  ${d.last_error}` : ''}` +
          `${d.next_attempt_at ? `  next ${d.next_attempt_at}` : ''}${d.delivered_at ? `  delivered ${d.delivered_at}` : ''}`).join('\n') || 'no deliveries');
      }
      default:
        throw new UsageError('webhook: expected create, list, disable, rotate-secret or deliveries');
    }
  } finally {
    await ctx.close();
  }
}
