import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest, LightMyRequestResponse as InjectResponse } from 'fastify';
import { originFormTarget } from './route-path.js';

/**
 * A signed-in read whose answer is the visitor's (plus, at most, a few facts about the viewer) asks this
 * instance for the visitor's answer, which the public response cache holds (decision 0016): the per-user part
 * is then the only work left (decision 0024). The inner request carries this header with a value that exists
 * only in this process, so nothing from outside can pass for one.
 */
const SHARED_READ_HEADER = 'x-messhall-shared-read';
const SHARED_READ_TOKEN = randomBytes(16).toString('hex');

/** True for the inner request of `visitorAnswer`: it is part of a request that the limits already counted. */
export function isSharedRead(request: FastifyRequest): boolean {
  return request.headers[SHARED_READ_HEADER] === SHARED_READ_TOKEN;
}

/** The answer a visitor gets for this GET: same URL, no credentials. */
export function visitorAnswer(request: FastifyRequest): Promise<InjectResponse> {
  return request.server.inject({
    method: 'GET',
    url: originFormTarget(request),
    headers: { [SHARED_READ_HEADER]: SHARED_READ_TOKEN },
  });
}

/** Sends `body` (JSON text already shaped by the route's response schema) with the inner answer's status. */
export function sendShared(reply: FastifyReply, answer: InjectResponse, body = answer.body): FastifyReply {
  return reply
    .status(answer.statusCode)
    .type(String(answer.headers['content-type'] ?? 'application/json; charset=utf-8'))
    .send(body);
}
