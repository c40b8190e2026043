import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { accessLine, loggerOptions, RequestLogController } from './logging.js';

/** Time and duration differ between two lines written one after the other; everything else may not. */
const comparable = (line: string) =>
  line.replace(/"time":\d+/, '"time":0').replace(/"responseTime":[0-9.e-]+/, '"responseTime":0');

describe('the request log line', () => {
  let closeApp: (() => Promise<unknown>) | undefined;
  afterEach(() => closeApp?.());

  it("is byte for byte the line pino writes for the same fields, the URL's secrets redacted", async () => {
    const lines: string[] = [];
    const pairs: { hand: string | undefined; pino: string }[] = [];
    const app = Fastify({
      logger: loggerOptions('info', { write: (line) => lines.push(line) }),
      logController: new RequestLogController(),
    });
    closeApp = () => app.close();
    app.get('/job/:id', (_request, reply) => reply.send({ ok: true }));
    app.addHook('onResponse', (request, reply, done) => {
      const hand = accessLine(request.server.log, request, reply);
      const before = lines.length;
      request.server.log
        .child({}, { redact: [] })
        .info(
          { reqId: request.id, req: request, res: reply, responseTime: reply.elapsedTime },
          'request completed',
        );
      pairs.push({ hand, pino: lines.splice(before, 1)[0]! });
      done();
    });
    const guid = '2f1c7c52-4a3e-4b8e-9d1a-6c0f1e2d3b4a';
    const res = await app.inject({ method: 'GET', url: `/job/7?guid=${guid}&x="<a>"` });
    expect(res.statusCode).toBe(200);

    expect(pairs).toHaveLength(1);
    const { hand, pino } = pairs[0]!;
    expect(hand).toBeDefined();
    expect(comparable(hand!)).toBe(comparable(pino));
    const parsed = JSON.parse(hand!) as { req: { url: string }; res: { statusCode: number }; msg: string };
    expect(parsed.req.url).toBe('/job/7?guid=[redacted]&x=%22%3Ca%3E%22');
    expect(parsed.res.statusCode).toBe(200);
    // The controller wrote the same line once the reply had gone, and nothing as the request came in.
    const written = lines.filter((line) => line.includes('"request completed"'));
    expect(written.map(comparable)).toEqual([comparable(hand!)]);
    expect(lines.some((line) => line.includes('incoming request'))).toBe(false);
  });

  it('redacts the token of account addresses (password reset, sign-in link, team invitation)', async () => {
    const lines: string[] = [];
    const app = Fastify({
      logger: loggerOptions('info', { write: (line) => lines.push(line) }),
      logController: new RequestLogController(),
    });
    closeApp = () => app.close();
    app.get('/*', (_request, reply) => reply.send({ ok: true }));
    // Letters only, so no rule but the address's own hides it.
    const token = 'QmFyQmF6UXV4Rm9vQmFyQmF6UXV4Rm9vQmFyQmF6UXV';
    const urls = [
      `/v1/password-reset/${token}`,
      `/v1/sign-in/link/${token}`,
      `/v1/team-invitations/${token}`,
      `/api/v1/team-invitations/${token}`,
      `/api/v1/team-invitations/${token}/accept`,
    ];
    for (const url of urls) expect((await app.inject({ url })).statusCode).toBe(200);
    const logged = lines
      .map((line) => JSON.parse(line) as { msg: string; req?: { url: string } })
      .filter((line) => line.msg === 'request completed')
      .map((line) => line.req?.url);
    expect(logged).toEqual(urls.map((url) => url.replace(token, '[redacted]')));
    expect(lines.join('')).not.toContain(token);
  });

  it('leaves a logger it does not copy (here one with a mixin) to pino', async () => {
    const lines: string[] = [];
    const app = Fastify({
      logger: {
        ...loggerOptions('info', { write: (line) => lines.push(line) }),
        mixin: () => ({ node: 'a' }),
      },
      logController: new RequestLogController(),
    });
    closeApp = () => app.close();
    let hand: string | undefined = 'not called';
    app.get('/x', (request, reply) => {
      hand = accessLine(request.server.log, request, reply);
      return reply.send('ok');
    });
    await app.inject({ method: 'GET', url: '/x' });
    expect(hand).toBeUndefined();
    const completed = lines.find((line) => line.includes('"request completed"'));
    expect(JSON.parse(completed!)).toMatchObject({ node: 'a', req: { url: '/x' }, res: { statusCode: 200 } });
  });

  it('writes nothing, and does not fail, when logging is off', async () => {
    const controller = new RequestLogController();
    const app = Fastify({ logger: false, logController: controller });
    closeApp = () => app.close();
    const outcomes: unknown[] = [];
    app.get('/x', (_request, reply) => reply.send('ok'));
    app.addHook('onResponse', (request, reply, done) => {
      try {
        controller.requestCompleted(null, request, reply);
        outcomes.push('ok');
      } catch (err) {
        outcomes.push(err);
      }
      done();
    });
    const res = await app.inject({ method: 'GET', url: '/x' });
    expect(res.statusCode).toBe(200);
    expect(outcomes).toEqual(['ok']);
  });
});
