/**
 * The OpenAPI document as the app serves it (/api/docs/openapi.json), read by the specs that walk
 * every route: its shape, each route's name in it, and a value each request schema accepts.
 */

export type Schema = Record<string, unknown> & {
  $ref?: string;
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  example?: unknown;
  format?: string;
  minimum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  additionalProperties?: Schema | boolean;
};
export interface Operation {
  operationId: string;
  parameters?: { name: string; in: string; required?: boolean; schema?: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema; example?: unknown }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
  security?: Record<string, string[]>[];
}
export interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema>; securitySchemes: Record<string, Schema> };
}

/** Where the app serves the document and Swagger UI. */
export const DOCS = '/api/docs';

/** `/api/provider/:provider_id/x` as the document writes it: `/api/provider/{provider_id}/x`. */
export const openApiPath = (pattern: string) => pattern.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** A value the schema accepts: its example, else the smallest the constraints allow. */
export function exampleOf(schema: Schema, doc: Document, depth = 0): unknown {
  if (depth > 8) throw new Error('schema nested too deep for an example');
  if (schema.$ref) return exampleOf(resolve(schema.$ref, doc), doc, depth + 1);
  if (schema.example !== undefined) return schema.example;
  if (schema.enum) return schema.enum[0];
  const one = schema.allOf?.[0] ?? schema.oneOf?.[0] ?? schema.anyOf?.[0];
  if (one) return exampleOf(one, doc, depth + 1);
  switch (schema.type) {
    case 'string':
      return stringExample(schema);
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: Math.max(schema.minItems ?? 1, 1) }, (_, i) => {
        const item = exampleOf(schema.items ?? {}, doc, depth + 1);
        return typeof item === 'string' && i > 0 ? `${item}-${i}` : item;
      });
    default: {
      const value: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(schema.properties ?? {}))
        value[name] = exampleOf(property, doc, depth + 1);
      return value;
    }
  }
}

function stringExample(schema: Schema): string {
  switch (schema.format) {
    case 'email':
      return 'owner@example.test';
    case 'uuid':
      return '0b7c5a52-4bd5-4c36-9d1e-5f8b8a1c2d3e';
    case 'date-time':
      return '2026-01-31T12:00:00.000Z';
    case 'date':
      return '2026-01-31';
    case 'uri':
    case 'url':
      return 'https://example.test/hook';
    default:
      return 'x'.repeat(Math.max(schema.minLength ?? 4, 1)).slice(0, schema.maxLength ?? 100);
  }
}

export function resolve(ref: string, doc: Document): Schema {
  const name = ref.replace('#/components/schemas/', '');
  const schema = doc.components.schemas[name];
  if (!schema) throw new Error(`${ref} is not in the document`);
  return schema;
}

/** Every operation of the document: its path as the document writes it, lowercase method. */
export function operationsOf(doc: Document) {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
  );
}
