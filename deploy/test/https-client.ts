import http from 'node:http';
import https from 'node:https';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  json<T = Record<string, unknown>>(): T;
}

export interface ClientOptions {
  /** The self-signed certificate, trusted by this client only (never by the machine). */
  ca: string;
  /** The proxy's host name as a browser names it (the certificate's), and its ports. */
  hostName: string;
  httpsPort: number;
  httpPort: number;
  /**
   * The address the client connects from: a loopback address other than 127.0.0.1, so the address the app sees
   * through nginx can be told apart from nginx's own.
   */
  localAddress: string;
}

/** A client that talks to nginx as a browser would: over TLS, from its own address, with the session cookie it was given. */
export function proxyClient(options: ClientOptions) {
  const origin = `https://${options.hostName}:${options.httpsPort}`;
  let cookie = '';

  function send(
    module: typeof http | typeof https,
    port: number,
    method: string,
    path: string,
    body?: string,
    headers: Record<string, string> = {},
  ) {
    return new Promise<Answer>((resolve, reject) => {
      const request = module.request(
        {
          host: '127.0.0.1',
          port,
          method,
          path,
          localAddress: options.localAddress,
          agent: false,
          ...(module === https ? { ca: options.ca, servername: options.hostName } : {}),
          // A header given as '' is left out (a webhook from Stripe has no Origin).
          headers: Object.fromEntries(
            Object.entries({
              host: `${options.hostName}:${port}`,
              ...(cookie ? { cookie } : {}),
              ...(body !== undefined ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) } : {}),
              ...headers,
            }).filter(([, value]) => value !== ''),
          ),
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            for (const line of response.headers['set-cookie'] ?? []) {
              const [pair = ''] = line.split(';');
              if (pair.startsWith('mb_session=')) cookie = pair === 'mb_session=' ? '' : pair;
            }
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: text,
              json: <T>() => JSON.parse(text) as T,
            });
          });
        },
      );
      request.on('error', reject);
      request.setTimeout(30_000, () => request.destroy(new Error(`${method} ${path} timed out`)));
      request.end(body);
    });
  }

  return {
    origin,
    /** The session cookie the proxy's answers set, as a Cookie header value ('' when signed out). */
    cookie: () => cookie,
    get: (path: string, headers?: Record<string, string>) => send(https, options.httpsPort, 'GET', path, undefined, headers),
    /** A JSON POST from the site's own pages (same Origin). */
    post: (path: string, payload: unknown, headers: Record<string, string> = {}) =>
      send(https, options.httpsPort, 'POST', path, typeof payload === 'string' ? payload : JSON.stringify(payload), {
        origin,
        ...headers,
      }),
    /** Plain HTTP to nginx's port 80 twin. */
    getPlain: (path: string) => send(http, options.httpPort, 'GET', path),
  };
}
