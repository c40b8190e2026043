/**
 * What the route walk (test/medium/route-authorization.test.ts) needs to call every operation of the
 * OpenAPI document: the operations, real ids for their path parameters and a minimal valid body.
 */

export interface Operation {
  method: string;
  /** The OpenAPI path, e.g. /api/v1/company/{companyId}/jobs. */
  path: string;
  hasBody: boolean;
  bodyType: string | undefined;
  requiredQuery: string[];
}

interface OpenApiOperation {
  requestBody?: { content?: Record<string, unknown> };
  parameters?: { in: string; name: string; required?: boolean }[];
}

const METHODS = ['get', 'head', 'post', 'put', 'patch', 'delete'];

export function operationsOf(document: { paths?: Record<string, Record<string, unknown>> }): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, value] of Object.entries(item)) {
      if (!METHODS.includes(method)) continue;
      const op = value as OpenApiOperation;
      const types = Object.keys(op.requestBody?.content ?? {});
      operations.push({
        method: method.toUpperCase(),
        path,
        hasBody: types.length > 0,
        bodyType: types[0],
        requiredQuery: (op.parameters ?? []).filter((p) => p.in === 'query' && p.required).map((p) => p.name),
      });
    }
  }
  return operations;
}

export const keyOf = (op: Pick<Operation, 'method' | 'path'>) => `${op.method} ${op.path}`;

/**
 * The path with its parameters filled from `ids`. A parameter is looked up by its name, and `{id}` by
 * the segment before it (`interviews.id`, `questionnaire.id`…), since one name means different records.
 * A parameter without an id throws, so a route with a new kind of parameter cannot be walked by mistake
 * with a made-up value.
 */
export function fillPath(path: string, ids: Record<string, string | number>): string {
  const segments = path.split('/');
  return segments
    .map((segment, i) => {
      const name = /^\{(\w+)\}$/.exec(segment)?.[1];
      if (!name) return segment;
      const key = name === 'id' ? `${segments[i - 1]}.id` : name;
      const value = ids[key];
      if (value === undefined) {
        throw new Error(`The route walk has no real id of company A for {${name}} (${key}) in ${path}.`);
      }
      return encodeURIComponent(String(value));
    })
    .join('/');
}

/** A multipart body as a browser's FormData sends it. */
export async function multipart(
  fields: Record<string, string>,
  file?: { name: string; fileName: string; type: string; content: string },
): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append(file.name, new Blob([file.content], { type: file.type }), file.fileName);
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    contentType: response.headers.get('content-type')!,
  };
}
