import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadFeed, FeedTooLargeError } from './feed-download';

describe('downloading a feed', () => {
  let server: http.Server;
  let base: string;
  let endlessBytesSent = 0;
  let endlessClosed: Promise<void>;
  beforeAll(async () => {
    let markClosed!: () => void;
    endlessClosed = new Promise((resolve) => (markClosed = resolve));
    server = http.createServer((req, res) => {
      if (req.url === '/small') return res.end('<rss version="2.0"><channel></channel></rss>');
      if (req.url === '/declared-huge') {
        res.writeHead(200, { 'content-length': String(50 * 1024 * 1024) });
        return res.write('x');
      }
      if (req.url === '/missing') {
        res.writeHead(404);
        return res.end('not here');
      }
      // An endless body without a length: the cap must stop it, not the time limit.
      res.writeHead(200, { 'content-type': 'application/rss+xml' });
      const chunk = Buffer.alloc(64 * 1024, 'a');
      const timer = setInterval(() => {
        if (res.destroyed) return;
        res.write(chunk);
        endlessBytesSent += chunk.length;
      }, 1);
      res.on('close', () => {
        clearInterval(timer);
        markClosed();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('reads a feed within the cap', async () => {
    expect((await downloadFeed(`${base}/small`, { timeoutMs: 5_000, maxBytes: 1024 })).toString()).toContain('<rss');
  });

  it('stops an endless body as soon as it passes the cap, long before the time limit', async () => {
    const started = performance.now();
    await expect(downloadFeed(`${base}/endless`, { timeoutMs: 20_000, maxBytes: 1024 * 1024 })).rejects.toThrowError(FeedTooLargeError);
    expect(performance.now() - started).toBeLessThan(5_000);
    await endlessClosed;
    // The connection was dropped near the cap (allowing for what was already in flight).
    expect(endlessBytesSent).toBeLessThan(16 * 1024 * 1024);
  });

  it('refuses a declared length over the cap without reading the body', async () => {
    await expect(downloadFeed(`${base}/declared-huge`, { timeoutMs: 5_000, maxBytes: 1024 * 1024 })).rejects.toThrowError(
      FeedTooLargeError,
    );
  });

  it('reports an HTTP error by its status', async () => {
    await expect(downloadFeed(`${base}/missing`, { timeoutMs: 5_000, maxBytes: 1024 })).rejects.toThrowError('HTTP 404');
  });
});
