import { execFile } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { findProgram } from './requirements.js';
import { startProcess, waitUntilReady, type Child } from './processes.js';

/**
 * nginx terminating TLS in front of the instances, configured from the site template and proxy
 * settings that docs/deployment.md ships (docs/deployment/), so what is tested is what operators copy.
 */

const DEPLOYMENT_DOCS = fileURLToPath(new URL('../../../../../docs/deployment/', import.meta.url));
export const SITE_TEMPLATE = join(DEPLOYMENT_DOCS, 'nginx-site.conf.template');
export const PROXY_CONF = join(DEPLOYMENT_DOCS, 'nginx-proxy.conf');

export interface Certificate {
  readonly certificateFile: string;
  readonly keyFile: string;
  /** The certificate in PEM, for a client to trust (it is its own CA). */
  readonly pem: string;
}

/** A self-signed certificate for 127.0.0.1 and localhost (subjectAltName), valid one day. */
export async function selfSignedCertificate(dir: string): Promise<Certificate> {
  const certificateFile = join(dir, 'certificate.pem');
  const keyFile = join(dir, 'key.pem');
  await promisify(execFile)('openssl', [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-keyout',
    keyFile,
    '-out',
    certificateFile,
    '-days',
    '1',
    '-subj',
    '/CN=localhost',
    '-addext',
    'subjectAltName=IP:127.0.0.1,DNS:localhost',
  ]);
  return { certificateFile, keyFile, pem: await readFile(certificateFile, 'utf8') };
}

/**
 * Fills every `${NAME}` of an nginx template (nginx's own variables are `$name`, without braces).
 * Throws on a placeholder without a value, so a template change cannot leave one unfilled.
 */
export function renderTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\$\{([A-Z0-9_]+)\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for \${${name}} in the nginx template`);
    return value;
  });
}

export interface ProxyOptions {
  readonly dir: string;
  readonly certificate: Certificate;
  readonly httpsPort: number;
  readonly httpPort: number;
  readonly instances: readonly [string, string];
  /** Extra TLS entry points, one per instance, for aiming at it: port -> instance address. */
  readonly perInstance: readonly { readonly port: number; readonly instance: string }[];
}

/** Header naming the instance that answered; added by the test's wrapper, not the shipped site. */
export const UPSTREAM_HEADER = 'x-test-upstream';

/**
 * The main configuration nginx runs with: the shipped site inside an http block, plus what only the
 * test needs (temp folders in `dir`, one entry point per instance, a header naming the instance).
 */
async function writeConfiguration(options: ProxyOptions): Promise<string> {
  const { dir, certificate } = options;
  const site = renderTemplate(await readFile(SITE_TEMPLATE, 'utf8'), {
    SERVER_NAME: '127.0.0.1 localhost',
    HTTPS_LISTEN: `127.0.0.1:${String(options.httpsPort)}`,
    HTTP_LISTEN: `127.0.0.1:${String(options.httpPort)}`,
    TLS_CERTIFICATE: certificate.certificateFile,
    TLS_CERTIFICATE_KEY: certificate.keyFile,
    INSTANCE_1: options.instances[0],
    INSTANCE_2: options.instances[1],
    PROXY_CONF,
  });
  await writeFile(join(dir, 'site.conf'), site);
  const perInstance = options.perInstance.map(
    ({ port, instance }) => `
  server {
    listen 127.0.0.1:${String(port)} ssl;
    ssl_certificate ${certificate.certificateFile};
    ssl_certificate_key ${certificate.keyFile};
    client_max_body_size 13m;
    location / {
      proxy_pass http://${instance};
      include ${PROXY_CONF};
    }
  }`,
  );
  const temp = (name: string) => join(dir, 'temp', name);
  await mkdir(join(dir, 'temp'), { recursive: true });
  const main = `
worker_processes 1;
events { worker_connections 1024; }
http {
  access_log ${join(dir, 'access.log')};
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  # Test only: which instance answered (the shipped site adds no headers of its own).
  add_header X-Test-Upstream $upstream_addr always;
  include ${join(dir, 'site.conf')};
  # Test only: each instance alone, through the same TLS and proxy settings.${perInstance.join('')}
}
`;
  const file = join(dir, 'nginx.conf');
  await writeFile(file, main);
  return file;
}

function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => {
      resolve(false);
    });
  });
}

/** Runs nginx in the foreground with everything (pid, logs, temp files) under `options.dir`. */
export async function startNginx(options: ProxyOptions): Promise<Child> {
  const nginx = findProgram('nginx');
  if (!nginx) throw new Error('nginx is not installed');
  const config = await writeConfiguration(options);
  const { dir } = options;
  const args = ['-p', `${dir}/`, '-c', config, '-e', join(dir, 'error.log')];
  const globals = `daemon off; pid ${join(dir, 'nginx.pid')};`;
  // A configuration error is clearer from `nginx -t` than from a process that exits at once.
  await promisify(execFile)(nginx, [...args, '-t', '-q', '-g', globals]).catch(
    async (error: unknown) => {
      const log = await readFile(join(dir, 'error.log'), 'utf8').catch(() => '');
      throw new Error(`nginx refused its configuration: ${String(error)}\n${log}`);
    },
  );
  const child = startProcess('nginx', nginx, [...args, '-g', globals]);
  const ports = [options.httpsPort, options.httpPort, ...options.perInstance.map((p) => p.port)];
  await waitUntilReady(
    child,
    async () => (await Promise.all(ports.map(portAnswers))).every(Boolean),
    10_000,
  );
  return child;
}
