/** What one feed download may cost: a time limit and a size cap, both checked while it streams. */
export interface DownloadLimits {
  timeoutMs: number;
  maxBytes: number;
}

export class FeedTooLargeError extends Error {
  override name = 'FeedTooLargeError';
  constructor(maxBytes: number) {
    super(`larger than ${maxBytes} bytes`);
  }
}

/**
 * Downloads a feed, reading it in chunks and giving up as soon as it passes the cap: a huge or endless
 * response costs at most `maxBytes` of memory, never the whole body first.
 */
export async function downloadFeed(url: string, limits: DownloadLimits): Promise<Buffer> {
  const response = await fetch(url, {
    signal: AbortSignal.timeout(limits.timeoutMs),
    headers: { 'user-agent': 'MapleBridgeJobFunnel/1.0' },
  });
  if (!response.ok) {
    await response.body?.cancel();
    throw new Error(`HTTP ${response.status}`);
  }
  const declared = Number(response.headers.get('content-length'));
  if (declared > limits.maxBytes) {
    await response.body?.cancel();
    throw new FeedTooLargeError(limits.maxBytes);
  }
  if (!response.body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let received = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > limits.maxBytes) {
      await reader.cancel();
      throw new FeedTooLargeError(limits.maxBytes);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
