// The bench's baseline: the smallest Fastify app answering a small JSON, run as its own process like the real
// server, so each endpoint's throughput can be read as a fraction of what this machine can do at all.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));

const port = Number(process.env.PORT ?? 3999);
await app.listen({ port, host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
