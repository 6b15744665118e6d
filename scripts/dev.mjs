// `npm run dev`: the API with reload (tsx watch, on TypeScript source) and the Vite dev server, which
// proxies /api, /oidc, /login and /logout to the API. Ctrl+C stops both.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

// The API runs from its own workspace folder; keep its data where `npm start` keeps it.
const env = {
  ...process.env,
  DATA_DIR: process.env.DATA_DIR ?? fileURLToPath(new URL('../data', import.meta.url)),
};

const children = [
  spawn('npm', ['run', 'dev', '-w', '@transmission-spec/server'], { stdio: 'inherit', env }),
  spawn('npm', ['run', 'dev', '-w', '@transmission-spec/web'], { stdio: 'inherit' }),
];

function stopAll() {
  for (const child of children) child.kill('SIGTERM');
}
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
for (const child of children) {
  child.on('exit', (code) => {
    stopAll();
    process.exitCode = code ?? 0;
  });
}
