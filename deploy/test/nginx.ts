import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { start, type Started } from './processes';

/** The site file the deploy suite runs as it is, with its {{NAME}} placeholders filled in (deploy/README.md). */
export const SITE_FILE = path.join(import.meta.dirname, '..', 'nginx', 'maple-bridge.conf');

export interface SiteValues {
  SERVER_NAME: string;
  PUBLIC_URL: string;
  HTTPS_PORT: number;
  HTTP_PORT: number;
  CERTIFICATE: string;
  CERTIFICATE_KEY: string;
  INSTANCE_1: string;
  INSTANCE_2: string;
}

export function renderSite(values: SiteValues, { ipv6 = true } = {}): string {
  let text = fs.readFileSync(SITE_FILE, 'utf8');
  for (const [name, value] of Object.entries(values)) text = text.replaceAll(`{{${name}}}`, String(value));
  // Comments may name placeholders; the directives must have none left.
  const left = text
    .split('\n')
    .filter((line) => !line.trim().startsWith('#'))
    .join('\n')
    .match(/\{\{[A-Z_0-9]+\}\}/g);
  if (left) throw new Error(`deploy/nginx/maple-bridge.conf has placeholders the suite does not fill: ${left.join(', ')}`);
  // A container without IPv6 cannot bind [::]; production keeps both.
  return ipv6 ? text : text.replace(/^\s*listen \[::\]:.*\n/gm, '');
}

const hasIpv6 = () =>
  Object.values(os.networkInterfaces())
    .flat()
    .some((address) => address?.family === 'IPv6');

/** Where nginx is: NGINX, else Debian's /usr/sbin/nginx. */
export function nginxBinary(): string {
  const candidate = process.env.NGINX ?? '/usr/sbin/nginx';
  if (!fs.existsSync(candidate)) {
    throw new Error(`nginx is not at ${candidate}: install Debian's package (apt-get install -y nginx-light) or set NGINX`);
  }
  return candidate;
}

/**
 * nginx with the site file in the http block of a minimal main configuration of its own (pid, logs and temporary
 * files in `dir`), in the foreground, so the suite owns the process. On Debian the main configuration is
 * /etc/nginx/nginx.conf and the site file is included from sites-enabled.
 */
export function startNginx(dir: string, site: SiteValues): Started {
  const binary = nginxBinary();
  fs.writeFileSync(path.join(dir, 'maple-bridge.conf'), renderSite(site, { ipv6: hasIpv6() }));
  const main = `# The deploy suite's main configuration; the site is deploy/nginx/maple-bridge.conf.
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
events { worker_connections 512; }
http {
    access_log ${dir}/nginx-access.log;
    client_body_temp_path ${dir}/client_body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
    include ${dir}/maple-bridge.conf;
}
`;
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(conf, main);
  // -e: the error log before the configuration is read, which would otherwise be /var/log/nginx/error.log.
  const args = ['-e', path.join(dir, 'nginx-error.log'), '-p', dir, '-c', conf];
  try {
    execFileSync(binary, ['-t', '-q', ...args], { stdio: 'pipe' });
  } catch (error) {
    throw new Error(`nginx -t refuses the configuration:\n${(error as { stderr?: Buffer }).stderr?.toString() ?? error}`, { cause: error });
  }
  // SIGQUIT: nginx finishes the requests in flight, then exits.
  return start('nginx', binary, args, {
    cwd: dir,
    env: { PATH: process.env.PATH },
    logFile: path.join(dir, 'nginx.out'),
    stopSignal: 'SIGQUIT',
  });
}
