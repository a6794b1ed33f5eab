// What an authenticated caller may do: the plan's areas and the key's scopes. Plain checks on the AuthContext, so
// services use them without knowing anything of HTTP (platform/http/auth.ts applies them to routes).
import { DomainError } from '../platform/errors.ts';
import type { Area, AuthContext, Scope } from './model.ts';

export function requireArea(auth: AuthContext, area: Area) {
  if (!auth.areas.includes(area)) throw new DomainError('not_entitled', `your organization's plan does not include the ${area} area`);
}

export function requireScope(auth: AuthContext, scope: Scope) {
  if (!auth.scopes.includes(scope)) throw new DomainError('insufficient_scope', `this key lacks the ${scope} scope`);
}
