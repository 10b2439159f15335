import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { darajaTimestamp } from '../integrations/payments/mpesa-provider';

/**
 * A local HTTP server speaking Safaricom's Daraja protocol as the product uses it: the OAuth token (Basic
 * auth checked), the STK push (every field checked, the Password against the shortcode, passkey and
 * Timestamp, the Timestamp against the clock in East Africa Time) and the status query. Tests decide what
 * the phone did (`answer`) and send the callback Safaricom would (`callback`), through `deliver`.
 */
export interface DarajaMockPush {
  checkoutRequestId: string;
  merchantRequestId: string;
  body: Record<string, unknown>;
  /** The phone's answer; undefined while it has not answered (the query then says "being processed"). */
  result?: { code: number; desc: string };
}

export interface DarajaMock {
  url: string;
  credentials: { consumerKey: string; consumerSecret: string; shortcode: string; passkey: string };
  pushes: DarajaMockPush[];
  tokensIssued: number;
  queries: string[];
  /** The next push is refused with this status and Daraja error body. */
  failNextPush(status: number, errorCode: string, errorMessage: string): void;
  /** The next request is never answered (until the server closes): a Daraja that hangs. */
  hangNext(): void;
  /** Every token issued so far stops working (Daraja answers 401 Invalid Access Token). */
  revokeTokens(): void;
  /** What the phone did: the status query answers it from now on. */
  answer(checkoutRequestId: string, code: number, desc?: string): void;
  /** The callback Safaricom would post for the push's answer; `amount` overrides what was paid. */
  callbackFor(checkoutRequestId: string, options?: { amount?: number; receipt?: string; code?: number }): { path: string; body: unknown };
  lastPush(): DarajaMockPush;
  close(): Promise<void>;
}

const DESCRIPTIONS: Record<number, string> = {
  0: 'The service request is processed successfully.',
  1: 'The balance is insufficient for the transaction.',
  1032: 'Request cancelled by user',
  1037: 'DS timeout user cannot be reached',
  2001: 'The initiator information is invalid.',
};

export async function startDarajaMock(now: () => Date): Promise<DarajaMock> {
  const credentials = {
    consumerKey: 'test-consumer-key',
    consumerSecret: 'test-consumer-secret',
    shortcode: '174379',
    passkey: 'test-passkey',
  };
  const pushes: DarajaMockPush[] = [];
  const queries: string[] = [];
  const validTokens = new Set<string>();
  let tokensIssued = 0;
  let counter = 0;
  let nextPushFailure: { status: number; errorCode: string; errorMessage: string } | undefined;
  let hang = false;
  const hanging = new Set<http.ServerResponse>();

  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const error = (res: http.ServerResponse, status: number, errorCode: string, errorMessage: string) =>
    send(res, status, { requestId: `mock-${(counter += 1)}`, errorCode, errorMessage });

  /** Password and Timestamp as Daraja checks them: the right secret, and a timestamp within a minute of now (EAT). */
  const checkPassword = (body: Record<string, unknown>): string | null => {
    const timestamp = String(body.Timestamp ?? '');
    if (!/^\d{14}$/.test(timestamp)) return 'Invalid Timestamp';
    const nowEat = Number(darajaTimestamp(now()));
    if (Math.abs(nowEat - Number(timestamp)) > 100) return `Timestamp ${timestamp} is not now in East Africa Time (${nowEat})`;
    const expected = Buffer.from(`${credentials.shortcode}${credentials.passkey}${timestamp}`).toString('base64');
    if (body.Password !== expected) return 'Invalid Password';
    if (body.BusinessShortCode !== credentials.shortcode) return 'Invalid BusinessShortCode';
    return null;
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (hang) {
        hang = false;
        hanging.add(res);
        return;
      }
      const url = new URL(req.url ?? '/', 'http://localhost');
      const auth = req.headers.authorization ?? '';
      if (req.method === 'GET' && url.pathname === '/oauth/v1/generate') {
        const basic = Buffer.from(`${credentials.consumerKey}:${credentials.consumerSecret}`).toString('base64');
        if (url.searchParams.get('grant_type') !== 'client_credentials' || auth !== `Basic ${basic}`) {
          return error(res, 400, '400.008.01', 'Invalid Authentication passed');
        }
        tokensIssued += 1;
        const token = `mock-token-${tokensIssued}`;
        validTokens.add(token);
        return send(res, 200, { access_token: token, expires_in: '3599' });
      }
      if (req.method !== 'POST') return error(res, 404, '404.001.01', 'Resource not found');
      if (!validTokens.has(auth.replace(/^Bearer /, ''))) return error(res, 401, '404.001.03', 'Invalid Access Token');
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
      } catch {
        return error(res, 400, '400.002.05', 'Invalid Request Payload');
      }
      if (url.pathname === '/mpesa/stkpush/v1/processrequest') {
        const problem =
          checkPassword(body) ??
          (body.TransactionType !== 'CustomerPayBillOnline' ? 'Invalid TransactionType' : null) ??
          (!Number.isInteger(body.Amount) || (body.Amount as number) < 1 ? 'Invalid Amount' : null) ??
          (!/^254[17]\d{8}$/.test(String(body.PartyA)) || body.PhoneNumber !== body.PartyA ? 'Invalid PhoneNumber' : null) ??
          (body.PartyB !== credentials.shortcode ? 'Invalid PartyB' : null) ??
          (!/^https?:\/\/[^/]+\/api\/webhooks\/mpesa\/[A-Za-z0-9_-]{43}$/.test(String(body.CallBackURL)) ? 'Invalid CallBackURL' : null) ??
          (typeof body.AccountReference !== 'string' || !body.AccountReference || body.AccountReference.length > 12
            ? 'Invalid AccountReference'
            : null) ??
          (typeof body.TransactionDesc !== 'string' || !body.TransactionDesc || body.TransactionDesc.length > 13
            ? 'Invalid TransactionDesc'
            : null);
        if (problem) return error(res, 400, '400.002.02', `Bad Request - ${problem}`);
        if (nextPushFailure) {
          const failure = nextPushFailure;
          nextPushFailure = undefined;
          return error(res, failure.status, failure.errorCode, failure.errorMessage);
        }
        counter += 1;
        const push: DarajaMockPush = {
          checkoutRequestId: `ws_CO_${darajaTimestamp(now())}${String(counter).padStart(9, '0')}`,
          merchantRequestId: `29115-${34620561 + counter}-1`,
          body,
        };
        pushes.push(push);
        return send(res, 200, {
          MerchantRequestID: push.merchantRequestId,
          CheckoutRequestID: push.checkoutRequestId,
          ResponseCode: '0',
          ResponseDescription: 'Success. Request accepted for processing',
          CustomerMessage: 'Success. Request accepted for processing',
        });
      }
      if (url.pathname === '/mpesa/stkpushquery/v1/query') {
        const problem = checkPassword(body);
        if (problem) return error(res, 400, '400.002.02', `Bad Request - ${problem}`);
        queries.push(String(body.CheckoutRequestID));
        const push = pushes.find((p) => p.checkoutRequestId === body.CheckoutRequestID);
        if (!push) return error(res, 400, '400.002.02', 'Bad Request - Invalid CheckoutRequestID');
        if (!push.result) return error(res, 500, '500.001.1001', 'The transaction is being processed');
        return send(res, 200, {
          ResponseCode: '0',
          ResponseDescription: 'The service request has been accepted successsfully',
          MerchantRequestID: push.merchantRequestId,
          CheckoutRequestID: push.checkoutRequestId,
          ResultCode: String(push.result.code),
          ResultDesc: push.result.desc,
        });
      }
      return error(res, 404, '404.001.01', 'Resource not found');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const find = (checkoutRequestId: string) => {
    const push = pushes.find((p) => p.checkoutRequestId === checkoutRequestId);
    if (!push) throw new Error(`no push ${checkoutRequestId}`);
    return push;
  };

  return {
    url: `http://127.0.0.1:${port}`,
    credentials,
    pushes,
    get tokensIssued() {
      return tokensIssued;
    },
    queries,
    failNextPush(status, errorCode, errorMessage) {
      nextPushFailure = { status, errorCode, errorMessage };
    },
    hangNext() {
      hang = true;
    },
    revokeTokens() {
      validTokens.clear();
    },
    answer(checkoutRequestId, code, desc = DESCRIPTIONS[code] ?? 'Failed') {
      find(checkoutRequestId).result = { code, desc };
    },
    callbackFor(checkoutRequestId, options = {}) {
      const push = find(checkoutRequestId);
      const code = options.code ?? push.result?.code ?? 0;
      const callbackUrl = new URL(String(push.body.CallBackURL));
      const stkCallback: Record<string, unknown> = {
        MerchantRequestID: push.merchantRequestId,
        CheckoutRequestID: push.checkoutRequestId,
        ResultCode: code,
        ResultDesc: DESCRIPTIONS[code] ?? 'Failed',
      };
      if (code === 0) {
        stkCallback.CallbackMetadata = {
          Item: [
            { Name: 'Amount', Value: options.amount ?? push.body.Amount },
            { Name: 'MpesaReceiptNumber', Value: options.receipt ?? 'NLJ7RT61SV' },
            { Name: 'Balance' },
            { Name: 'TransactionDate', Value: Number(darajaTimestamp(now())) },
            { Name: 'PhoneNumber', Value: Number(push.body.PhoneNumber) },
          ],
        };
      }
      return { path: callbackUrl.pathname, body: { Body: { stkCallback } } };
    },
    lastPush() {
      const push = pushes.at(-1);
      if (!push) throw new Error('no push yet');
      return push;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const res of hanging) res.destroy();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
