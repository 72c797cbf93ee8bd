import Fastify, { type FastifyInstance } from 'fastify';
import { registerCookies } from './cookies.ts';

describe('cookies', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    await registerCookies(app);
    app.get('/read', async (request) => ({ ...request.cookies }));
    app.get('/write', async (_request, reply) => {
      reply.setCookie('a', 'first', { path: '/' });
      reply.setCookie('b', 'x y', { path: '/', httpOnly: true, sameSite: 'strict', maxAge: 300 });
      reply.setCookie('a', '', { path: '/', maxAge: 0 });
      return {};
    });
    await app.ready();
  });
  afterAll(() => app.close());

  const read = async (cookie: string) => (await app.inject({ url: '/read', headers: { cookie } })).json<Record<string, string>>();

  it('reads cookies by name, decoded, the first of a repeated name winning', async () => {
    expect(await read('a=1; b=x%20y; a=2')).toEqual({ a: '1', b: 'x y' });
  });

  it('leaves out a value that is not valid percent-encoding', async () => {
    expect(await read('a=%E0%A4%A; b=2')).toEqual({ b: '2' });
  });

  it('writes one Set-Cookie line per name, the last call winning', async () => {
    const res = await app.inject({ url: '/write' });
    expect(res.headers['set-cookie']).toEqual(['a=; Max-Age=0; Path=/; SameSite=Lax', 'b=x%20y; Max-Age=300; Path=/; HttpOnly; SameSite=Strict']);
  });
});
