// The team page: the organization's members with their roles, pending invitations and the team log, for everyone
// signed in; an admin also invites (a one-time link shown once, in the answer to the POST that made it), changes
// roles, withdraws invitations and removes members. The services decide who may; src/dashboard/roles.ts refuses a
// non-admin's change before it reaches them.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { DomainError } from '../../platform/errors.ts';
import { ROLE_LABELS, ROLES, type Role } from '../../teams/roles.ts';
import type { Actor } from '../../teams/service.ts';
import type { AuditEntry } from '../../teams/repository.ts';
import { dateTime } from '../format.ts';
import { html, type Html } from '../html.ts';
import { csrfField, page } from '../layout.ts';
import { field, type Form } from '../form.ts';
import { DoneQuery, IdParams, typed } from '../schemas.ts';

const NOTICES: Record<string, string> = {
  invitation_withdrawn: 'Invitation withdrawn. Its link no longer works.',
  role_changed: 'Role changed. It applies to their next page.',
  member_removed: 'Member removed. They are signed out and cannot sign in.',
};
const LABELS: Record<string, string> = { email: 'E-mail', role: 'Role' };

type Team = Awaited<ReturnType<AppContext['teams']['team']>>;
interface TeamState { status?: number; notice?: string | null; error?: string | null; form?: { email: string; role: string } }

const actorOf = (request: FastifyRequest): Actor => {
  const s = request.session!;
  return { orgId: s.auth.orgId, userId: s.userId, role: s.role };
};

const problems = (error: DomainError) =>
  `${(error.details ?? []).map((d) => `${LABELS[d.field] ?? d.field}: ${d.issue}`).join('; ') || error.message}.`;

function roleSelect(id: string, selected: string): Html {
  return html`<select id="${id}" name="role">${ROLES.map((r) => html`<option value="${r}"${r === selected ? html` selected` : ''}>${r}</option>`)}</select>`;
}

function membersSection(request: FastifyRequest, team: Team, admin: boolean): Html {
  const me = request.session!.userId;
  return html`<section class="card" id="members" aria-labelledby="members-h"><h2 id="members-h">Members</h2>
<div class="table-wrap"><table class="data">
<caption class="sr-only">Members of this organization</caption>
<thead><tr><th scope="col">E-mail</th><th scope="col">Role</th><th scope="col">Joined</th><th scope="col">Status</th>${admin ? html`<th scope="col"><span class="sr-only">Actions</span></th>` : ''}</tr></thead>
<tbody>${team.members.map((m) => html`<tr>
  <th scope="row">${m.email}${m.user_id === me ? html` <span class="muted">(you)</span>` : ''}</th>
  <td>${m.role}</td><td>${dateTime(m.joined_at)}</td>
  <td>${m.removed ? html`<span class="badge bad">removed</span>` : html`<span class="badge ok">active</span>`}</td>
  ${admin ? html`<td>${m.removed ? '' : html`<form method="post" action="/app/team/members/${m.user_id}/role" class="inline">${csrfField(request)}
    <label for="role-${m.user_id}" class="sr-only">Role of ${m.email}</label>${roleSelect(`role-${m.user_id}`, m.role)}
    <button type="submit">Change role<span class="sr-only"> of ${m.email}</span></button></form>
  <form method="post" action="/app/team/members/${m.user_id}/remove" class="inline" data-confirm="Remove ${m.email}? They are signed out at once.">${csrfField(request)}
    <button type="submit" class="danger">Remove<span class="sr-only"> ${m.email}</span></button></form>`}</td>` : ''}
</tr>`)}</tbody></table></div>
<ul class="muted">${ROLES.map((r) => html`<li>${ROLE_LABELS[r]}</li>`)}</ul>
</section>`;
}

function invitationsSection(request: FastifyRequest, team: Team, admin: boolean, form: { email: string; role: string }): Html {
  return html`<section class="card" id="invitations" aria-labelledby="invitations-h"><h2 id="invitations-h">Invitations</h2>
${team.invitations.length === 0 ? html`<p>No pending invitations.</p>` : html`<div class="table-wrap"><table class="data">
<caption class="sr-only">Pending invitations</caption>
<thead><tr><th scope="col">E-mail</th><th scope="col">Role</th><th scope="col">Expires</th>${admin ? html`<th scope="col"><span class="sr-only">Actions</span></th>` : ''}</tr></thead>
<tbody>${team.invitations.map((i) => html`<tr><th scope="row">${i.email}</th><td>${i.role}</td><td>${dateTime(i.expires_at)}</td>
${admin ? html`<td><form method="post" action="/app/team/invitations/${i.invitation_id}/withdraw">${csrfField(request)}
<button type="submit" class="danger">Withdraw<span class="sr-only"> the invitation of ${i.email}</span></button></form></td>` : ''}</tr>`)}</tbody></table></div>`}
${admin ? html`<h3>Invite a teammate</h3>
<form method="post" action="/app/team/invitations" class="stack narrow-form">${csrfField(request)}
<label for="invite-email">E-mail</label>
<input id="invite-email" name="email" type="email" autocomplete="off" required maxlength="320" value="${form.email}">
<label for="invite-role">Role</label>${roleSelect('invite-role', form.role)}
<button type="submit" class="primary">Create invitation link</button>
</form>
<p class="muted">No e-mail is sent: you get a link to pass on. It works once, for 7 days.</p>` : ''}
</section>`;
}

const EVENT: Record<string, (d: Record<string, unknown>) => string> = {
  invited: (d) => `invited ${String(d.email)} as ${String(d.role)}`,
  invitation_withdrawn: (d) => `withdrew the invitation of ${String(d.email)}`,
  joined: (d) => `joined as ${String(d.role)} (invited as ${String(d.email)})`,
  role_changed: (d) => `changed the role of ${String(d.email)} from ${String(d.before)} to ${String(d.after)}`,
  removed: (d) => `removed ${String(d.email)}`,
};

function logSection(log: AuditEntry[]): Html {
  return html`<section class="card" id="team-log" aria-labelledby="team-log-h"><h2 id="team-log-h">Team changes</h2>
${log.length === 0 ? html`<p>No changes yet.</p>` : html`<ol class="plain">${log.map((e) => html`<li><time datetime="${e.created_at}">${dateTime(e.created_at)}</time>: ${e.by} ${(EVENT[e.type] ?? (() => e.type))(e.data)}</li>`)}</ol>`}
</section>`;
}

async function renderTeam(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, state: TeamState = {}) {
  const s = request.session!;
  const team = await ctx.teams.team(s.auth.orgId);
  const admin = s.role === 'admin';
  const body = html`<h1>Team</h1>
<p>You are <strong>${s.role}</strong> of ${s.orgName}.</p>
${membersSection(request, team, admin)}
${invitationsSection(request, team, admin, state.form ?? { email: '', role: 'member' })}
${logSection(team.log)}`;
  return reply.code(state.status ?? 200).type('text/html; charset=utf-8')
    .send(page(request, { title: 'Team', section: 'team', body, notice: state.notice, error: state.error, scripts: ['settings.js'], styles: ['settings.css'] }));
}

/** The answer to an invitation: the only time its link is shown. */
function linkPage(request: FastifyRequest, inv: { email: string; role: Role; link: string; expires_at: string }): string {
  const body = html`<section class="card" aria-labelledby="link-h">
<h1 id="link-h">Invitation link</h1>
<p class="warning" role="alert"><strong>Copy this link now</strong> and send it to ${inv.email}. It is shown only this once, works once, and expires ${dateTime(inv.expires_at)}.</p>
<p>Whoever opens it chooses a password and joins as <strong>${inv.role}</strong>.</p>
<code id="new-secret" class="secret">${inv.link}</code>
<p><button type="button" data-copy="new-secret" hidden>Copy to clipboard</button> <span class="muted" data-copy-status role="status"></span></p>
<p><a class="button primary" href="/app/team#invitations">Back to the team</a></p>
</section>`;
  return page(request, { title: 'Invitation link', section: 'team', body, scripts: ['settings.js'], styles: ['settings.css'] });
}

const back = (reply: FastifyReply, done: keyof typeof NOTICES, anchor: string) =>
  reply.code(303).header('Location', `/app/team?done=${done}#${anchor}`).send();

export function teamRoutes(app: FastifyInstance, ctx: AppContext) {
  typed(app).get('/team', { schema: { querystring: DoneQuery } }, async (request, reply) => {
    const done = request.query.done;
    return renderTeam(ctx, request, reply, { notice: typeof done === 'string' ? (NOTICES[done] ?? null) : null });
  });

  app.post('/team/invitations', async (request, reply) => {
    const form = (request.body ?? {}) as Form;
    const input = { email: field(form, 'email'), role: field(form, 'role') };
    try {
      const inv = await ctx.teams.invite(actorOf(request), input);
      return reply.code(201).type('text/html; charset=utf-8').send(linkPage(request, inv));
    } catch (error) {
      if (!(error instanceof DomainError && error.code === 'validation_failed')) throw error;
      return renderTeam(ctx, request, reply, { status: 422, error: problems(error), form: input });
    }
  });

  typed(app).post('/team/invitations/:id/withdraw', { schema: { params: IdParams } }, async (request, reply) => {
    await ctx.teams.revokeInvitation(actorOf(request), request.params.id);
    return back(reply, 'invitation_withdrawn', 'invitations');
  });

  typed(app).post('/team/members/:id/role', { schema: { params: IdParams } }, async (request, reply) => {
    try {
      await ctx.teams.setRole(actorOf(request), request.params.id, field((request.body ?? {}) as Form, 'role'));
    } catch (error) {
      if (!(error instanceof DomainError && error.code === 'validation_failed')) throw error;
      return renderTeam(ctx, request, reply, { status: 422, error: problems(error) });
    }
    return back(reply, 'role_changed', 'members');
  });

  typed(app).post('/team/members/:id/remove', { schema: { params: IdParams } }, async (request, reply) => {
    try {
      await ctx.teams.remove(actorOf(request), request.params.id);
    } catch (error) {
      if (!(error instanceof DomainError && error.code === 'validation_failed')) throw error;
      return renderTeam(ctx, request, reply, { status: 422, error: problems(error) });
    }
    return back(reply, 'member_removed', 'members');
  });
}
