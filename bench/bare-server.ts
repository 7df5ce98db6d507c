import Fastify from 'fastify';

// A bare fastify server, run in a process of its own as the product is, doing only what
// HTTP and JSON must for the analytics bench's two loads: POST /graphql answers the body in
// BARE_ANSWER, POST /api/analytics/watch parses its JSON and answers 204. What the product
// keeps of the reads beside the same reports cannot exceed what this keeps: it is the
// ceiling the bench prints beside its figure. Prints its port on stdout once listening.
const answer = Buffer.from(process.env.BARE_ANSWER ?? '{}');
const app = Fastify();
app.removeContentTypeParser('application/json');
app.addContentTypeParser(['application/json', 'text/plain'], { parseAs: 'string' }, (_request, body, done) =>
  done(null, JSON.parse(body as string)),
);
app.post('/graphql', async (_request, reply) => reply.type('application/json').send(answer));
app.post('/api/analytics/watch', async (_request, reply) => reply.status(204).send());
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`${typeof address === 'object' && address ? address.port : ''}\n`);
