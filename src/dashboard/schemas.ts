// The dashboard routes' path and query schemas (TypeBox, one per route like the API's): validated before a handler
// runs and typed inside it, so no handler casts `request.params` or `request.query`. Query values are optional text;
// a page still decides what a value means (an unknown sort falls back to the default). Failing values (an array from
// a repeated parameter, a text over 2,000 characters) are the error page (422), never a 500.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

const text = (maxLength = 2000) => Type.Optional(Type.String({ maxLength }));
// Path segments: any text; a malformed one is the page's 404 (as an unknown id), decided by the handler.
const segment = () => Type.String();

export const IdParams = Type.Object({ id: segment() });
export const DoneQuery = Type.Object({ done: text() });
export const DealListQuery = Type.Object({ q: text(), stage: text(), sort: text(), dir: text(), page: text() });
export const MonthMetricParams = Type.Object({ id: segment(), month: segment(), metric: segment() });
export const StatementParams = Type.Object({ id: segment(), number: segment() });
export const StatementQuery = Type.Object({ category: text(), q: text() });
export const TransactionParams = Type.Object({ id: segment(), number: segment(), index: segment() });
export const ExportParams = Type.Object({ id: segment(), table: segment() });

/** The app with TypeBox types for the route schemas. */
export const typed = (app: FastifyInstance) => app.withTypeProvider<TypeBoxTypeProvider>();
