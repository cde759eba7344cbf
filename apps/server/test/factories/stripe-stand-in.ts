import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A PaymentIntent as the stand-in keeps it; tests change `status`, `amount`… to play the browser or a fraudster. */
export interface StandInIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  livemode: false;
  created: number;
}

export interface StandInRequest {
  method: string;
  path: string;
  params: URLSearchParams;
  idempotencyKey: string | undefined;
}

/**
 * A local HTTP stand-in for the few Stripe API endpoints the SDK calls (POST /v1/payment_intents, GET
 * /v1/payment_intents/:id), with form-encoded bodies, Stripe-shaped JSON and idempotency keys. The server reaches
 * it through STRIPE_API_BASE, so the real SDK code path runs.
 */
export class StripeStandIn {
  readonly intents = new Map<string, StandInIntent>();
  readonly requests: StandInRequest[] = [];
  private readonly byIdempotencyKey = new Map<string, string>();
  private readonly server = createServer((req, res) => void this.handle(req, res));

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  creates(): StandInRequest[] {
    return this.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents');
  }

  /** An intent made directly at "Stripe" (e.g. by another app on the account, or for another user). */
  addIntent(
    fields: Partial<StandInIntent> & { amount: number; metadata: Record<string, string> },
  ): StandInIntent {
    const id = `pi_${randomBytes(12).toString('hex')}`;
    const intent: StandInIntent = {
      id,
      object: 'payment_intent',
      currency: 'usd',
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      livemode: false,
      created: Math.floor(Date.now() / 1000),
      ...fields,
    };
    this.intents.set(id, intent);
    return intent;
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const params = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
    this.requests.push({ method: req.method ?? '', path: url.pathname, params, idempotencyKey });

    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${Date.now()}` });
      res.end(JSON.stringify(body));
    };

    if (req.method === 'POST' && url.pathname === '/v1/payment_intents') {
      const known = idempotencyKey ? this.byIdempotencyKey.get(idempotencyKey) : undefined;
      if (known) return send(200, this.intents.get(known));
      const metadata: Record<string, string> = {};
      for (const [key, value] of params) {
        const match = /^metadata\[(.+)\]$/.exec(key);
        if (match?.[1]) metadata[match[1]] = value;
      }
      const intent = this.addIntent({
        amount: Number(params.get('amount')),
        currency: params.get('currency') ?? '',
        metadata,
      });
      if (idempotencyKey) this.byIdempotencyKey.set(idempotencyKey, intent.id);
      return send(200, intent);
    }
    const match = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && match?.[1]) {
      const intent = this.intents.get(decodeURIComponent(match[1]));
      if (intent) return send(200, intent);
      return send(404, {
        error: {
          type: 'invalid_request_error',
          code: 'resource_missing',
          param: 'intent',
          message: `No such payment_intent: '${match[1]}'`,
        },
      });
    }
    send(404, {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${url.pathname})` },
    });
  }
}
