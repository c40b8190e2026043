import type { FastifyInstance } from 'fastify';

/** POST /invite/create-application as the invite form sends it (multipart), with any extra fields. */
export async function inviteApplicant(app: FastifyInstance, token: string, fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ firstName: 'Grace', lastName: 'Hopper', ...fields })) {
    form.append(name, value);
  }
  const response = new Response(form);
  return app.inject({
    method: 'POST',
    url: '/api/v1/invite/create-application',
    headers: { authorization: `Bearer ${token}`, 'content-type': response.headers.get('content-type')! },
    payload: Buffer.from(await response.arrayBuffer()),
  });
}

export const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
