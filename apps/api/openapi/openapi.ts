import { HttpStatus, INestApplication, Type } from '@nestjs/common';
import { GUARDS_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import { FASTIFY_ROUTE_CONFIG_METADATA } from '@nestjs/platform-fastify/constants';
import {
  DocumentBuilder,
  OpenAPIObject,
  OperationObject,
  PathItemObject,
  ResponseObject,
  ResponsesObject,
  SwaggerModule,
} from '@nestjs/swagger';
import { CSV_BODY } from '../../../modules/platform';
import pluginMetadata from './metadata';

/** Where the document and its page are served (README, "API"). */
export const DOCS_PATH = 'api/docs';
export const DOCUMENT_PATH = `${DOCS_PATH}/openapi.json`;

/** The name of the bearer security scheme: a member's access token or an API key. */
const BEARER = 'bearer';
const ERROR = 'ErrorResponse';
const errorRef = { $ref: `#/components/schemas/${ERROR}` };

/** Routes every member's and key's Authorization header is checked on (ProviderMemberGuard). */
const PROVIDER_ROUTE = /^\/api\/provider\/\{provider_id\}(\/|$)/;

/**
 * What the controllers' code says but their decorators cannot: bodies read from the raw
 * request. Keyed by operation id (`<Controller>_<method>`, the controller's suffix left out).
 */
const RAW_BODIES: Record<string, OperationObject['requestBody']> = {
  UploadFile_upload: {
    required: true,
    description: 'The file, as a multipart form with one file part (photos: JPEG, PNG, WebP).',
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          required: ['file'],
          properties: { file: { type: 'string', format: 'binary' } },
        },
      },
    },
  },
  ReceiveStripeWebhook_receive: {
    required: true,
    description: "A Stripe event, signed in the `Stripe-Signature` header over the body's bytes.",
    content: { 'application/json': { schema: { type: 'object', additionalProperties: true } } },
  },
};

/** How a guard on a route shows in the document. */
type Access = 'member' | 'optional' | 'public';
const GUARD_ACCESS: Record<string, Access> = {
  SignedInGuard: 'member',
  SignedInIfBearingGuard: 'optional',
};

interface Handler {
  /** The bounded context's module, e.g. `Ordering`: the tag the page groups routes by. */
  tag: string;
  access: Access;
  guarded: boolean;
  csvBody: boolean;
}

const operationId = (controllerKey: string, methodKey: string) =>
  `${controllerKey.replace(/Controller$/, '')}_${methodKey}`;

/** Every controller method the app has, by its operation id, with what its metadata says. */
function handlersOf(app: INestApplication): Map<string, Handler> {
  const handlers = new Map<string, Handler>();
  for (const module of app.get(ModulesContainer).values())
    for (const wrapper of module.controllers.values()) {
      const tag = module.metatype.name.replace(/Module$/, '');
      const controller = wrapper.metatype as Type | null;
      if (!controller) continue;
      const classGuards: Type[] = Reflect.getMetadata(GUARDS_METADATA, controller) ?? [];
      for (const key of Object.getOwnPropertyNames(controller.prototype)) {
        const method = controller.prototype[key];
        if (key === 'constructor' || typeof method !== 'function') continue;
        const guards = [...classGuards, ...(Reflect.getMetadata(GUARDS_METADATA, method) ?? [])];
        const access = guards.map((g: Type) => GUARD_ACCESS[g.name]).find(Boolean) ?? 'public';
        const config = Reflect.getMetadata(FASTIFY_ROUTE_CONFIG_METADATA, method) ?? {};
        handlers.set(operationId(controller.name, key), {
          tag,
          access,
          guarded: guards.length > 0,
          csvBody: Boolean(config[CSV_BODY]),
        });
      }
    }
  return handlers;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** The JSON error shape of every refusal (HttpErrorShapeFilter), for these statuses. */
function errorResponses(statuses: number[]): ResponsesObject {
  const responses: ResponsesObject = {};
  for (const status of statuses)
    responses[status] = {
      description: ERROR_DESCRIPTIONS[status] ?? HttpStatus[status],
      content: { 'application/json': { schema: errorRef } },
    };
  return responses;
}

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'The request is invalid: the message names the field.',
  401: 'No valid bearer token (member access token or API key).',
  402: 'The provider’s plan does not include this.',
  403: 'The caller may not do this for this provider (membership, permission or key scope).',
  404: 'Nothing found at this path.',
  413: 'The body is larger than this route accepts.',
  415: 'The body’s type is not accepted here.',
  429: 'Too many requests: wait for the number of seconds in `Retry-After`.',
};

/**
 * Adds to each operation what the decorators do not say: who may call it (bearer or not), its
 * refusals in the JSON error shape, bodies read from the raw request (CSV, multipart, Stripe)
 * and a described success answer.
 */
function describeOperations(document: OpenAPIObject, handlers: Map<string, Handler>): void {
  for (const [path, item] of Object.entries(document.paths) as [string, PathItemObject][])
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const handler = handlers.get(operation.operationId ?? '');
      const providerRoute = PROVIDER_ROUTE.test(path);
      const access: Access = providerRoute ? 'member' : (handler?.access ?? 'public');
      if (access === 'member') operation.security = [{ [BEARER]: [] }];
      else if (access === 'optional') operation.security = [{}, { [BEARER]: [] }];

      if (handler) operation.tags = [handler.tag];
      declarePathParameters(path, operation);
      const raw = RAW_BODIES[operation.operationId ?? ''];
      if (raw) operation.requestBody = raw;
      else if (handler?.csvBody)
        operation.requestBody = {
          required: true,
          description: 'A CSV file with a header row, up to 20 MB.',
          content: { 'text/csv': { schema: { type: 'string' } } },
        };

      const statuses = [400];
      if (access !== 'public') statuses.push(401);
      if (providerRoute || handler?.guarded) statuses.push(402, 403);
      if (path.includes('{')) statuses.push(404);
      if (operation.requestBody) statuses.push(413, 415);
      if (access !== 'public') statuses.push(429);
      operation.responses = { ...describeSuccess(operation), ...errorResponses(statuses) };
    }
}

/** A path parameter only a guard reads (no `@Param` names it) is still a parameter. */
function declarePathParameters(path: string, operation: OperationObject): void {
  operation.parameters ??= [];
  const parameters = operation.parameters;
  for (const [, name] of path.matchAll(/\{([^}]+)\}/g)) {
    const declared = parameters.some((p) => 'in' in p && p.in === 'path' && p.name === name);
    if (!declared)
      parameters.push({ name, in: 'path', required: true, schema: { type: 'string' } });
  }
}

function describeSuccess(operation: OperationObject) {
  const responses: ResponsesObject = {};
  for (const [status, response] of Object.entries(operation.responses ?? {})) {
    if (!/^2\d\d$/.test(status) || !response || '$ref' in response) continue;
    const answer: ResponseObject = { ...response };
    const declared = Object.keys(answer.content ?? {});
    if (status === '204') answer.description ||= 'Done; no body.';
    else if (declared.some((type) => type !== 'application/json')) {
      // A file (AnswersCsv, AnswersBinary, AnswersJsonOrFile): kept as the route declares it.
      answer.description ||= `A ${declared.join(' or ')} answer.`;
    } else {
      answer.description ||= 'The answer, as JSON.';
      const schema = answer.content?.['application/json']?.schema;
      answer.content = { 'application/json': { schema: schema ?? { type: 'object' } } };
    }
    responses[status] = answer;
  }
  return responses;
}

/**
 * The OpenAPI 3 document of the app's routes: the controllers and DTOs as @nestjs/swagger
 * reads them, with the compiler plugin's metadata (scripts/openapi-metadata.mjs) for the DTOs'
 * properties, and what describeOperations adds.
 */
export async function openApiDocument(app: INestApplication): Promise<OpenAPIObject> {
  await SwaggerModule.loadPluginMetadata(pluginMetadata);
  return buildDocument(app);
}

function buildDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('StockFlow API')
    .setDescription(
      [
        'Orders, multi-location stock, catalog and clients of a provider.',
        '',
        'Authenticate with `Authorization: Bearer <token>`: a member’s access token (from',
        '`POST /api/auth/login`) or an API key (`sk_live_…`, Settings > API keys), which reaches',
        'the routes its scopes allow. Every refusal is JSON: `{ statusCode, error, message }`.',
      ].join('\n'),
    )
    .setVersion('1')
    .addBearerAuth(
      {
        type: 'http',
        scheme: 'bearer',
        description: 'A member’s access token, or an API key `sk_live_…`.',
      },
      BEARER,
    )
    .build();
  const document = SwaggerModule.createDocument(app, config, {
    operationIdFactory: operationId,
  });
  document.components ??= {};
  document.components.schemas ??= {};
  document.components.schemas[ERROR] = {
    type: 'object',
    description: 'Every error answer (4xx and 5xx).',
    required: ['statusCode', 'error', 'message'],
    properties: {
      statusCode: { type: 'integer', example: 400 },
      error: { type: 'string', example: 'name should not be empty' },
      message: { type: 'string', example: 'name should not be empty' },
    },
  };
  describeOperations(document, handlersOf(app));
  return document;
}

/**
 * Serves the document at /api/docs/openapi.json and Swagger UI at /api/docs. The page's
 * scripts are files of swagger-ui-dist and a generated swagger-ui-init.js, none inline, so it
 * runs under the app's one Content-Security-Policy. The document is built on its first request.
 */
export async function serveOpenApi(app: INestApplication): Promise<void> {
  await SwaggerModule.loadPluginMetadata(pluginMetadata);
  SwaggerModule.setup(DOCS_PATH, app, () => buildDocument(app), {
    jsonDocumentUrl: DOCUMENT_PATH,
    raw: ['json'],
    customSiteTitle: 'StockFlow API',
    swaggerOptions: { validatorUrl: null, persistAuthorization: false },
  });
}
