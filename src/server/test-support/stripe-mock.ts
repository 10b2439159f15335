import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server speaking the part of Stripe's API the product uses (create and retrieve payment
 * intents, with `expand[]=latest_charge`, list an intent's disputes, and refund an intent), so tests drive the real `stripe`
 * SDK over real HTTP. Tests move intents between states the way Stripe would after a card succeeds, fails,
 * is refunded or is disputed.
 */
interface MockIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  description: string | null;
  metadata: Record<string, string>;
  receipt_email: string | null;
  last_payment_error: { message: string } | null;
  latest_charge: string | null;
  created: number;
  livemode: false;
}
interface MockRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  charge: string;
  payment_intent: string;
  status: 'succeeded';
  created: number;
}
interface MockCharge {
  id: string;
  object: 'charge';
  payment_intent: string;
  refunded: boolean;
  amount_refunded: number;
  disputed: boolean;
  payment_method_details: { type: 'card'; card: { brand: string; last4: string } };
}
type MockDisputeStatus =
  'warning_needs_response' | 'warning_under_review' | 'warning_closed' | 'needs_response' | 'under_review' | 'won' | 'lost';
interface MockDispute {
  id: string;
  object: 'dispute';
  amount: number;
  currency: string;
  charge: string;
  payment_intent: string;
  reason: string;
  status: MockDisputeStatus;
  created: number;
  livemode: false;
}

export interface StripeMock {
  location: { host: string; port: number; protocol: 'http' };
  requests: Array<{ method: string; path: string; query: URLSearchParams; body: URLSearchParams; idempotencyKey: string | undefined }>;
  intents: Map<string, MockIntent>;
  /** Refunds made through POST /v1/refunds, in order. */
  refunds: MockRefund[];
  /** Intents whose retrieval answers 500, as Stripe does in an outage. */
  failing: Set<string>;
  succeed(id: string): void;
  fail(id: string, message: string): void;
  refund(id: string): void;
  /** The cardholder disputes the intent's charge (a formal dispute, or an inquiry with a warning_ status). */
  dispute(id: string, status?: MockDisputeStatus): MockDispute;
  /** Moves the intent's newest dispute to another status, e.g. under_review after evidence went in. */
  updateDispute(id: string, status: MockDisputeStatus): MockDispute;
  /** The bank's decision on the intent's newest dispute. */
  closeDispute(id: string, outcome: 'won' | 'lost' | 'warning_closed'): MockDispute;
  close(): Promise<void>;
}

/** An event as Stripe posts it to a webhook: `type` about `object` (the shape of Stripe's Event object). */
export function stripeEvent(id: string, type: string, object: Record<string, unknown>) {
  return {
    id,
    object: 'event',
    type,
    api_version: '2024-06-20',
    created: Math.floor(Date.now() / 1000),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  };
}

export async function startStripeMock(): Promise<StripeMock> {
  const intents = new Map<string, MockIntent>();
  const charges = new Map<string, MockCharge>();
  const disputes: MockDispute[] = [];
  const byIdempotencyKey = new Map<string, string>();
  const refunds: MockRefund[] = [];
  const refundsByIdempotencyKey = new Map<string, MockRefund>();
  const requests: StripeMock['requests'] = [];
  const failing = new Set<string>();
  let counter = 0;

  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_mock_${counter}` });
    res.end(JSON.stringify(body));
  };

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stripe.mock');
      const body = new URLSearchParams(raw);
      const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
      requests.push({ method: req.method ?? 'GET', path: url.pathname, query: url.searchParams, body, idempotencyKey });
      if (!String(req.headers.authorization ?? '').startsWith('Bearer sk_test_')) {
        return send(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      }

      if (req.method === 'POST' && url.pathname === '/v1/payment_intents') {
        const existing = idempotencyKey ? byIdempotencyKey.get(idempotencyKey) : undefined;
        if (existing) return send(res, 200, intents.get(existing));
        counter += 1;
        const id = `pi_mock${String(counter).padStart(6, '0')}`;
        const metadata: Record<string, string> = {};
        for (const [key, value] of body) {
          const match = key.match(/^metadata\[(.+)\]$/);
          if (match) metadata[match[1]!] = value;
        }
        const intent: MockIntent = {
          id,
          object: 'payment_intent',
          amount: Number(body.get('amount')),
          currency: body.get('currency') ?? '',
          status: 'requires_payment_method',
          client_secret: `${id}_secret_mock${counter}`,
          description: body.get('description'),
          metadata,
          receipt_email: body.get('receipt_email'),
          last_payment_error: null,
          latest_charge: null,
          created: Math.floor(Date.now() / 1000),
          livemode: false,
        };
        intents.set(id, intent);
        if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, id);
        return send(res, 200, intent);
      }

      if (req.method === 'POST' && url.pathname === '/v1/refunds') {
        // As Stripe: the same idempotency key answers the first refund again; a refunded charge cannot be refunded twice.
        const replay = idempotencyKey ? refundsByIdempotencyKey.get(idempotencyKey) : undefined;
        if (replay) return send(res, 200, replay);
        const intent = intents.get(body.get('payment_intent') ?? '');
        if (!intent)
          return send(res, 404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' } });
        const charge = intent.latest_charge ? charges.get(intent.latest_charge) : undefined;
        if (!charge || intent.status !== 'succeeded')
          return send(res, 400, {
            error: {
              type: 'invalid_request_error',
              code: 'payment_intent_unexpected_state',
              message: 'This PaymentIntent has no charge to refund.',
            },
          });
        if (charge.refunded)
          return send(res, 400, {
            error: {
              type: 'invalid_request_error',
              code: 'charge_already_refunded',
              message: `Charge ${charge.id} has already been refunded.`,
            },
          });
        counter += 1;
        const refund: MockRefund = {
          id: `re_mock${String(counter).padStart(6, '0')}`,
          object: 'refund',
          amount: intent.amount,
          currency: intent.currency,
          charge: charge.id,
          payment_intent: intent.id,
          status: 'succeeded',
          created: Math.floor(Date.now() / 1000),
        };
        Object.assign(charge, { refunded: true, amount_refunded: intent.amount });
        refunds.push(refund);
        if (idempotencyKey) refundsByIdempotencyKey.set(idempotencyKey, refund);
        return send(res, 200, refund);
      }

      const cancel = url.pathname.match(/^\/v1\/payment_intents\/([^/]+)\/cancel$/);
      if (req.method === 'POST' && cancel) {
        const intent = intents.get(cancel[1]!);
        if (!intent)
          return send(res, 404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' } });
        intent.status = 'canceled';
        return send(res, 200, intent);
      }

      const retrieve = url.pathname.match(/^\/v1\/payment_intents\/([^/]+)$/);
      if (req.method === 'GET' && retrieve && failing.has(retrieve[1]!)) {
        return send(res, 500, { error: { type: 'api_error', message: 'An unknown error occurred' } });
      }
      if (req.method === 'GET' && retrieve) {
        const intent = intents.get(retrieve[1]!);
        if (!intent)
          return send(res, 404, {
            error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${retrieve[1]}'` },
          });
        const expandCharge = [...url.searchParams.entries()].some(([key, value]) => key.startsWith('expand') && value === 'latest_charge');
        const charge = intent.latest_charge ? charges.get(intent.latest_charge) : undefined;
        return send(res, 200, { ...intent, latest_charge: expandCharge && charge ? charge : intent.latest_charge });
      }
      if (req.method === 'GET' && url.pathname === '/v1/disputes') {
        // Newest first, like Stripe's list endpoints.
        const paymentIntent = url.searchParams.get('payment_intent');
        const charge = url.searchParams.get('charge');
        const limit = Number(url.searchParams.get('limit') ?? 10);
        const matching = disputes
          .filter((d) => (!paymentIntent || d.payment_intent === paymentIntent) && (!charge || d.charge === charge))
          .reverse();
        return send(res, 200, { object: 'list', url: '/v1/disputes', has_more: matching.length > limit, data: matching.slice(0, limit) });
      }
      return send(res, 404, {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${url.pathname})` },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const intentOf = (id: string) => {
    const intent = intents.get(id);
    if (!intent) throw new Error(`stripe mock: no intent ${id}`);
    return intent;
  };
  const mock: StripeMock = {
    location: { host: '127.0.0.1', port, protocol: 'http' },
    requests,
    intents,
    refunds,
    failing,
    succeed(id) {
      const intent = intentOf(id);
      const charge: MockCharge = {
        id: `ch_${id.slice(3)}`,
        object: 'charge',
        payment_intent: id,
        refunded: false,
        amount_refunded: 0,
        disputed: false,
        payment_method_details: { type: 'card', card: { brand: 'visa', last4: '4242' } },
      };
      charges.set(charge.id, charge);
      Object.assign(intent, { status: 'succeeded', latest_charge: charge.id, last_payment_error: null });
    },
    fail(id, message) {
      Object.assign(intentOf(id), { status: 'requires_payment_method', last_payment_error: { message } });
    },
    refund(id) {
      const intent = intentOf(id);
      if (!intent.latest_charge) mock.succeed(id);
      const charge = charges.get(intent.latest_charge!)!;
      Object.assign(charge, { refunded: true, amount_refunded: intent.amount });
    },
    dispute(id, status = 'needs_response') {
      const intent = intentOf(id);
      if (!intent.latest_charge) mock.succeed(id);
      const charge = charges.get(intent.latest_charge!)!;
      charge.disputed = true;
      const dispute: MockDispute = {
        id: `dp_${id.slice(3)}_${disputes.length + 1}`,
        object: 'dispute',
        amount: intent.amount,
        currency: intent.currency,
        charge: charge.id,
        payment_intent: id,
        reason: 'fraudulent',
        status,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
      };
      disputes.push(dispute);
      return dispute;
    },
    updateDispute(id, status) {
      const dispute = disputes.findLast((d) => d.payment_intent === id);
      if (!dispute) throw new Error(`stripe mock: no dispute for ${id}`);
      dispute.status = status;
      return dispute;
    },
    closeDispute: (id, outcome) => mock.updateDispute(id, outcome),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return mock;
}
