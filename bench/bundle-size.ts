import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * What a first visit downloads: the entry script and stylesheets that index.html names, raw, gzip and
 * brotli. Lazily loaded page chunks are listed separately. Needs `npm run build` first.
 */
export function measureBundle(root: string) {
  const clientDir = path.join(root, 'dist', 'client');
  const indexFile = path.join(clientDir, 'index.html');
  if (!fs.existsSync(indexFile)) throw new Error('dist/client/index.html is missing: run `npm run build` first');
  const html = fs.readFileSync(indexFile, 'utf8');
  const referenced = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  const size = (file: string) => {
    const content = fs.readFileSync(path.join(clientDir, file));
    return {
      file,
      raw: content.length,
      gzip: zlib.gzipSync(content, { level: 9 }).length,
      brotli: zlib.brotliCompressSync(content).length,
    };
  };
  const initial = [size('index.html'), ...referenced.map(size)];
  const chunks = fs
    .readdirSync(path.join(clientDir, 'assets'))
    .filter((file) => file.endsWith('.js') && !referenced.includes(`assets/${file}`))
    .map((file) => size(`assets/${file}`));
  return { initial, chunks };
}
