import { startTestServer, type TestServer } from './helpers/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(async () => {
  await server.close();
});

interface Operation {
  tags?: string[];
  summary?: string;
  parameters?: { in: string; name: string; schema?: unknown }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses?: Record<string, { content?: Record<string, { schema: unknown }> }>;
}
type OpenApiDocument = { openapi: string; info: { title: string }; servers: { url: string }[]; paths: Record<string, Record<string, Operation>> };

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
/** Routes of the walking skeleton still registered without zod schemas (their owners are adding them). */

/** Every method and path Fastify registered, from the route tree it prints (HEAD is added for every GET). */
function registeredRoutes(tree: string): string[] {
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(.+?) \(([^)]+)\)$/.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    stack[depth] = (depth > 0 ? stack[depth - 1] : '') + match[2];
    stack.length = depth + 1;
    for (const method of match[3].split(', ')) if (method !== 'HEAD') routes.push(`${method} ${stack[depth]}`);
  }
  return routes;
}

/** The API's own routes as the document names them: under /s, without the docs page itself. */
const apiRoutes = (routes: string[]) =>
  routes
    .filter((route) => route.split(' ')[1].startsWith('/s/api/') && !route.split(' ')[1].startsWith('/s/api/docs'))
    .map((route) => {
      const [method, path] = route.split(' ');
      return `${method} ${path.slice('/s'.length).replace(/:(\w+)/g, '{$1}')}`;
    })
    .sort();

describe('OpenAPI document at /s/api/docs/json', () => {
  let document: OpenApiDocument;
  beforeAll(async () => {
    const response = await server.app.inject({ method: 'GET', url: '/s/api/docs/json' });
    expect(response.statusCode).toBe(200);
    document = response.json();
  });

  it('is an OpenAPI 3 document served under /s', () => {
    expect(document.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(document.info.title).toBe('Grocery storefront API');
    expect(document.servers).toEqual([{ url: '/s' }]);
  });

  it('lists every route the API registers, and nothing else', () => {
    const documented = Object.entries(document.paths)
      .flatMap(([path, item]) =>
        Object.keys(item)
          .filter((method) => METHODS.includes(method))
          .map((method) => `${method.toUpperCase()} ${path}`),
      )
      .sort();
    const registered = apiRoutes(registeredRoutes(server.app.printRoutes({ commonPrefix: false })));
    expect(registered.length).toBeGreaterThan(20);
    expect(registered.filter((route) => !documented.includes(route))).toEqual([]);
    // The printed tree loses the prefix of wildcard routes (page/data*), so each documented route is also looked up.
    for (const route of documented) {
      const [method, path] = route.split(' ');
      const url = `/s${path.replace(/\{\*\}/g, '*').replace(/\{(\w+)\}/g, ':$1')}`;
      expect({ route, registered: server.app.hasRoute({ method: method as 'GET', url }) }).toEqual({ route, registered: true });
    }
  });

  it('gives every operation a tag, a summary and a response schema; parameters and bodies are described', () => {
    const missing: string[] = [];
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        if (!METHODS.includes(method)) continue;
        const name = `${method.toUpperCase()} ${path}`;
        if (!operation.tags?.length || !operation.summary) missing.push(`${name}: tags/summary`);
        const success = Object.entries(operation.responses ?? {}).find(([status]) => status.startsWith('2'));
        if (!success?.[1].content?.['application/json']?.schema) missing.push(`${name}: response schema`);
        for (const param of path.match(/\{(\w+)\}/g) ?? []) {
          if (!operation.parameters?.some((parameter) => parameter.in === 'path' && `{${parameter.name}}` === param))
            missing.push(`${name}: path parameter ${param}`);
        }
        if (['post', 'put', 'patch'].includes(method) && !operation.requestBody && !path.includes('{')) missing.push(`${name}: request body`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('documents the request schemas of this issue with their constraints', () => {
    const body = (path: string) =>
      document.paths[path].post.requestBody!.content['application/json'].schema as { properties: Record<string, unknown>; required?: string[] };
    expect(Object.keys(body('/api/wishlistCategory').properties)).toEqual(['name']);
    expect(Object.keys(body('/api/wishlist/update').properties).sort()).toEqual(['product_id', 'wishlist_category_id']);
    expect(Object.keys(body('/api/wishlist/move').properties).sort()).toEqual(['from_wishlist_category_id', 'product_id', 'to_wishlist_category_id']);
    expect(body('/api/wishlist/move').required?.sort()).toEqual(['from_wishlist_category_id', 'product_id', 'to_wishlist_category_id']);
    expect(document.paths['/api/wishlist/move'].post.summary).toMatch(/Idempotent/);
    expect(Object.keys(body('/api/webui/create').properties).sort()).toEqual(['emailactivation', 'formdata', 'formtype']);
    expect(body('/api/websites').required).toEqual(expect.arrayContaining(['name', 'domain']));
    const query = document.paths['/api/sales/dashboard'].get
      .parameters!.filter((parameter) => parameter.in === 'query')
      .map((parameter) => parameter.name);
    expect(query.sort()).toEqual(['from', 'page', 'perPage', 'to']);
  });

  it('documents a refused pincode or coupon as a 200 answer with success false, and only bad input and no cart as errors', () => {
    type Answer = { oneOf?: { properties: { success: { enum: boolean[] } } }[] };
    for (const [path, method, errors] of [
      ['/api/check/pincode/{pincode}', 'get', ['400']],
      ['/api/apply/coupon', 'post', ['400', '403']],
    ] as const) {
      const { responses } = document.paths[path][method];
      expect({ path, statuses: Object.keys(responses!).sort() }).toEqual({ path, statuses: ['200', ...errors] });
      const answer = responses!['200'].content!['application/json'].schema as Answer;
      expect({ path, success: answer.oneOf?.map((shape) => shape.properties.success.enum) }).toEqual({ path, success: [[true], [false]] });
    }
  });
});

describe('GET /s/api/docs', () => {
  it('serves the browsable page as HTML', async () => {
    const page = await server.app.inject({ method: 'GET', url: '/s/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toMatch(/swagger-ui/i);
  });

  it('links assets that exist under /s, so the page renders in a browser', async () => {
    const page = await server.app.inject({ method: 'GET', url: '/s/api/docs' });
    const assets = [...page.body.matchAll(/(?:href|src)="([^"]+\.(?:css|js))"/g)].map((match) => match[1]);
    expect(assets.length).toBeGreaterThan(2);
    for (const asset of assets) {
      expect(asset).toMatch(/^\/s\/api\/docs\//);
      const response = await server.app.inject({ method: 'GET', url: asset });
      expect({ asset, status: response.statusCode }).toEqual({ asset, status: 200 });
    }
  });
});
