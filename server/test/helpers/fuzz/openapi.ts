/** The routes of the API's OpenAPI document (GET /s/api/docs/json), as the fuzzer walks them. */

/** The parts of a JSON schema the fuzzer reads (the document is generated from the routes' zod schemas). */
export interface JsonSchema {
  type?: 'string' | 'integer' | 'number' | 'boolean' | 'object' | 'array' | 'null';
  enum?: unknown[];
  anyOf?: JsonSchema[];
  nullable?: boolean;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  default?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  description?: string;
}

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface Operation {
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const METHODS: Method[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** One input of a route: a path or query parameter, a header, or a top-level property of the JSON body. */
export interface Field {
  in: 'path' | 'query' | 'header' | 'body';
  name: string;
  required: boolean;
  schema: JsonSchema;
}

export interface Route {
  /** 'POST /api/cart/add', as the document names it. */
  key: string;
  method: Method;
  /** The path template under the server url, e.g. /api/orders/{id} (the page route's wildcard is {*}). */
  path: string;
  /** The route's first tag: the jest test that fuzzes it. */
  tag: string;
  fields: Field[];
  /** The JSON body's schema, or null when the route documents no body. */
  body: JsonSchema | null;
}

export function documentedRoutes(document: OpenApiDocument): Route[] {
  const routes: Route[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [name, operation] of Object.entries(item)) {
      const method = name.toUpperCase() as Method;
      if (!METHODS.includes(method)) continue;
      const fields: Field[] = (operation.parameters ?? [])
        .filter((parameter) => parameter.in !== 'cookie')
        .map((parameter) => ({
          in: parameter.in as Field['in'],
          name: parameter.name,
          required: parameter.required === true,
          schema: parameter.schema ?? {},
        }));
      const body = operation.requestBody?.content['application/json']?.schema ?? null;
      for (const [property, schema] of Object.entries(body?.properties ?? {})) {
        fields.push({ in: 'body', name: property, required: body?.required?.includes(property) ?? false, schema });
      }
      routes.push({ key: `${method} ${path}`, method, path, tag: operation.tags?.[0] ?? 'untagged', fields, body });
    }
  }
  return routes;
}
