// The shapes most routes share (docs/architecture.md "A route"): the schema block (tags, summary, what the route
// reads, its answer and its error answers) and the end of a write (201 with what it created, or 204 after one command
// in one transaction). A route declares what is its own — path, words, schemas, policy, command or query — and this
// module writes the rest once. Routes with hooks, headers, streams or answers of their own keep `app.<method>`.
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { Static, TSchema } from '@sinclair/typebox';
import { errorResponses } from '@contract/errors';
import { T } from '@contract/schema';
import { requireCaller } from '../plugins/app/auth';
import type { Caller } from '../plugins/app/Caller';
import type { Repositories } from '../plugins/app/repositories';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Maybe = TSchema | undefined;
type Of<S extends Maybe> = S extends TSchema ? Static<S> : undefined;

/**
 * What a route reads and says of itself; `errors`: the error statuses it may answer besides 400 and 500; `config`:
 * the route's config (`roles` checked before the body is validated). Public routes do not take these shapes.
 */
export interface RouteSpec<P extends Maybe, Q extends Maybe, B extends Maybe> {
  config?: Omit<FastifyContextConfig, 'public'>;
  summary: string;
  description?: string;
  params?: P;
  querystring?: Q;
  body?: B;
  errors: number[];
}

/** The request a route's handler gets: params, query and body typed by the route's schemas. */
export type SpecRequest<P extends Maybe, Q extends Maybe, B extends Maybe> = FastifyRequest<{
  Params: Of<P>;
  Querystring: Of<Q>;
  Body: Of<B>;
}>;

/** A write a handler has authorised, for the route to run in one transaction. */
export type Command = (repos: Repositories) => Promise<unknown>;

/** A handler: the request and its signed-in caller (401 before it runs for anyone else). */
type Handler<P extends Maybe, Q extends Maybe, B extends Maybe, R> = (request: SpecRequest<P, Q, B>, caller: Caller) => Promise<R>;

/**
 * The shapes of the signed-in routes of one OpenAPI tag group; each handler gets the request and its caller:
 * - `answer`: 200 with what the handler returns (a query, or a write that answers with its result);
 * - `created`: 201 with what the handler returns;
 * - `command`: the handler authorises and returns the command; it runs in one transaction and the route answers 204.
 */
export function routesOf(app: FastifyInstance, tags: string[]) {
  function declare(method: Method, url: string, spec: RouteSpec<Maybe, Maybe, Maybe>, answer: Record<number, TSchema>, handler: RouteHandlerMethod) {
    const { errors, config, ...parts } = spec;
    const schema = { tags, ...parts, response: { ...answer, ...errorResponses(...errors) } };
    app.route({ method, url, ...(config === undefined ? {} : { config }), schema, handler });
  }

  return {
    answer<A extends TSchema, P extends Maybe = undefined, Q extends Maybe = undefined, B extends Maybe = undefined>(
      method: Method, url: string, spec: RouteSpec<P, Q, B> & { answer: A },
      handle: Handler<P, Q, B, Static<A>>,
    ): void {
      const { answer, ...rest } = spec;
      declare(method, url, rest, { 200: answer }, async (request: FastifyRequest) =>
        handle(request as SpecRequest<P, Q, B>, requireCaller(request)));
    },

    created<A extends TSchema, P extends Maybe = undefined, Q extends Maybe = undefined, B extends Maybe = undefined>(
      method: Method, url: string, spec: RouteSpec<P, Q, B> & { created: A },
      handle: Handler<P, Q, B, Static<A>>,
    ): void {
      const { created, ...rest } = spec;
      declare(method, url, rest, { 201: created }, async (request: FastifyRequest, reply: FastifyReply) =>
        reply.code(201).send(await handle(request as SpecRequest<P, Q, B>, requireCaller(request))));
    },

    command<P extends Maybe = undefined, Q extends Maybe = undefined, B extends Maybe = undefined>(
      method: Method, url: string, spec: RouteSpec<P, Q, B>,
      authorise: Handler<P, Q, B, Command>,
    ): void {
      declare(method, url, spec, { 204: T.Null() }, async (request: FastifyRequest, reply: FastifyReply) => {
        await app.transaction(await authorise(request as SpecRequest<P, Q, B>, requireCaller(request)));
        return reply.code(204).send(null);
      });
    },
  };
}
