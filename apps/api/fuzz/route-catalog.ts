import 'reflect-metadata';
import type { INestApplication } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RequestMethod } from '@nestjs/common/enums/request-method.enum';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { ModulesContainer } from '@nestjs/core';
import { FASTIFY_ROUTE_CONFIG_METADATA } from '@nestjs/platform-fastify/constants';
import { CSV_BODY } from '../../../modules/platform';
import { type Dto, shapeOf } from './dto-shape';

/** A route as the HTTP server registered it (`createTestApp`'s `routes`). */
interface RouteInfo {
  method: string;
  path: string;
}

/** A route the app serves, with what its handler reads, as far as Nest's metadata tells. */
export interface FuzzRoute {
  method: string;
  path: string;
  /** The names of the path's parameters, in order. */
  params: string[];
  /** `Controller.method`, or undefined for a route no controller declares (a plugin's). */
  handler?: string;
  /** The DTO of `@Body()`. */
  body?: Dto;
  /** Whether the handler reads a body at all (`@Body`, or the request itself: uploads, raw bodies). */
  takesBody: boolean;
  /** The DTO of `@Query()`. */
  query?: Dto;
  /** Every query parameter the handler reads: its DTO's fields and `@Query('name')`. */
  queryNames: string[];
  /** The headers the handler reads (`@Headers('name')`), lowercase. */
  headers: string[];
  /** Whether the route takes a CSV body (`AcceptsCsv`). */
  csv: boolean;
}

const API_PREFIX = '/api';
const METHODS: Partial<Record<RequestMethod, string>> = {
  [RequestMethod.GET]: 'get',
  [RequestMethod.POST]: 'post',
  [RequestMethod.PUT]: 'put',
  [RequestMethod.DELETE]: 'delete',
  [RequestMethod.PATCH]: 'patch',
};

const join = (...parts: string[]) =>
  `/${parts
    .flatMap((p) => p.split('/'))
    .filter(Boolean)
    .join('/')}`;

const paths = (value: unknown): string[] =>
  value === undefined ? [''] : Array.isArray(value) ? value : [String(value)];

interface RouteArg {
  index: number;
  data?: unknown;
}

/** Each route a controller declares (`method /api/path`), with what its handler reads. */
function declaredHandlers(
  app: INestApplication,
): Map<string, Omit<FuzzRoute, 'method' | 'path' | 'params'>> {
  const declared = new Map<string, Omit<FuzzRoute, 'method' | 'path' | 'params'>>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => object) | undefined;
      if (!controller) continue;
      const prototype = controller.prototype as Record<string, unknown>;
      for (const name of Object.getOwnPropertyNames(prototype)) {
        const handler = prototype[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const method = METHODS[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
        if (method === undefined || !Reflect.hasMetadata(PATH_METADATA, handler)) continue;
        const described = describeHandler(controller, name, handler);
        for (const base of paths(Reflect.getMetadata(PATH_METADATA, controller)))
          for (const own of paths(Reflect.getMetadata(PATH_METADATA, handler)))
            declared.set(`${method} ${join(API_PREFIX, base, own)}`, described);
      }
    }
  }
  return declared;
}

const paramsOf = (path: string) => [...path.matchAll(/:(\w+)/g)].map((m) => m[1]);

/**
 * The routes the app registered (from its HTTP server), each joined to its controller method,
 * whose parameter decorators and types say which DTO it takes as body and query: a route added
 * tomorrow is fuzzed without anyone listing it.
 */
export function fuzzRoutes(app: INestApplication, served: readonly RouteInfo[]): FuzzRoute[] {
  const declared = declaredHandlers(app);
  return served.map(({ method, path }) => ({
    method,
    path,
    params: paramsOf(path),
    ...(declared.get(`${method} ${join(path)}`) ?? {
      takesBody: method !== 'get',
      queryNames: [],
      headers: [],
      csv: false,
    }),
  }));
}

/**
 * The routes the app's controllers declare, for a run against an app in another process,
 * whose HTTP server cannot be asked: `app` need only be scanned (Nest's preview mode), not
 * started. The in-process suite checks that every route served is one of these.
 */
export function declaredRoutes(app: INestApplication): FuzzRoute[] {
  return [...declaredHandlers(app)].map(([key, described]) => {
    const [method, path] = key.split(' ');
    return { method, path, params: paramsOf(path), ...described };
  });
}

function describeHandler(
  controller: new (...args: never[]) => object,
  name: string,
  handler: unknown,
): Omit<FuzzRoute, 'method' | 'path' | 'params'> {
  const args: Record<string, RouteArg> =
    Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, name) ?? {};
  const types: unknown[] =
    Reflect.getMetadata('design:paramtypes', controller.prototype, name) ?? [];
  const described: Omit<FuzzRoute, 'method' | 'path' | 'params'> = {
    handler: `${controller.name}.${name}`,
    takesBody: false,
    queryNames: [],
    headers: [],
    csv: Boolean(Reflect.getMetadata(FASTIFY_ROUTE_CONFIG_METADATA, handler as object)?.[CSV_BODY]),
  };
  for (const [key, arg] of Object.entries(args)) {
    const kind = Number(key.split(':')[0]) as RouteParamtypes;
    const type = types[arg.index];
    const dto = isDto(type) ? type : undefined;
    const data = typeof arg.data === 'string' ? arg.data : undefined;
    if (kind === RouteParamtypes.BODY || kind === RouteParamtypes.RAW_BODY) {
      described.takesBody = true;
      if (data === undefined && dto) described.body = dto;
    } else if (kind === RouteParamtypes.REQUEST) {
      described.takesBody = true;
    } else if (kind === RouteParamtypes.QUERY) {
      if (data !== undefined) described.queryNames.push(data);
      else if (dto) {
        described.query = dto;
        described.queryNames.push(...shapeOf(dto).map((field) => field.name));
      }
    } else if (kind === RouteParamtypes.HEADERS && data !== undefined) {
      described.headers.push(data.toLowerCase());
    }
  }
  return described;
}

/** A class of our own (a DTO), not a built-in such as String or Object. */
function isDto(type: unknown): type is Dto {
  return (
    typeof type === 'function' &&
    ![String, Number, Boolean, Object, Array, Function, Promise].includes(
      type as StringConstructor,
    ) &&
    shapeOf(type as Dto).length > 0
  );
}
