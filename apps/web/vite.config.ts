import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';

// The API, the embedded identity provider and the sign-in/out redirects live on the server.
const SERVER = 'http://localhost:3000';

/** yoga-layout's loader, which carries its WebAssembly as a base64 data: URL. */
const YOGA_LOADER = /[\\/]yoga-layout[\\/]dist[\\/]binaries[\\/]yoga-wasm-base64-esm\.js$/;
const YOGA_DATA_URL = /H="data:application\/octet-stream;base64,([A-Za-z0-9+/=]+)"/;
/** Emscripten's step that resolves a file name against the script's folder. */
const YOGA_LOCATE = 'if(!ua(H)){var va=H;H=h.locateFile?h.locateFile(va,q):q+va}';

/**
 * Decision 046: react-pdf lays pages out with yoga, whose loader fetches its WebAssembly from a
 * data: URL. The CSP's connect-src 'self' blocks that fetch (two console errors on the first
 * PDF) before the loader falls back to decoding the base64 itself. In a build the bytes become a
 * hashed same-origin asset (assets/yoga-*.wasm) that the loader fetches and compiles, so
 * connect-src stays strict and the console clean. A yoga release that changes the loader fails
 * the build here rather than quietly bringing the data: fetch back.
 */
function yogaWasmAsset(): Plugin {
  return {
    name: 'yoga-wasm-asset',
    apply: 'build',
    transform(code, id) {
      if (!YOGA_LOADER.test(id)) return null;
      const data = YOGA_DATA_URL.exec(code);
      if (data?.[1] === undefined || !code.includes(YOGA_LOCATE)) {
        this.error('yoga-layout changed its WebAssembly loader: see decision 046');
      }
      const reference = this.emitFile({
        type: 'asset',
        name: 'yoga.wasm',
        source: Buffer.from(data[1], 'base64'),
      });
      return code
        .replace(YOGA_DATA_URL, `H=import.meta.ROLLUP_FILE_URL_${reference}`)
        .replace(YOGA_LOCATE, '');
    },
  };
}

/**
 * Decision 067: every text file of the build (and the yoga WebAssembly, which shrinks by two
 * thirds) gets a brotli (.br) and a gzip (.gz) copy beside it, at the highest levels, once per
 * build; the server picks one by the browser's Accept-Encoding. A copy no smaller than its file is
 * not written, and the server then sends the file itself.
 */
const precompressed = compression({
  include: /\.(html|css|js|mjs|json|svg|txt|wasm|webmanifest)$/,
  algorithms: ['brotliCompress', 'gzip'],
  skipIfLargerOrEqual: true,
  logLevel: 'silent',
});

export default defineConfig({
  plugins: [react(), yogaWasmAsset(), precompressed],
  // `source` makes workspace packages (the domain) resolve to their TypeScript source.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  build: {
    outDir: 'dist',
    rolldownOptions: {
      output: {
        // React changes less often than the app: its own chunk stays cached across releases. MUI and
        // the other libraries go with the code that uses them, so the landing page skips the admin's
        // tables, dialogs and selects (one MUI chunk cost the landing page 54 KB more gzip).
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 3,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': SERVER,
      '/oidc': SERVER,
      '/login': SERVER,
      '/logout': SERVER,
      // The sign-in screen's own calls; the screen itself (/sign-in/:uid) is the app's.
      '^/sign-in/[^/]+/(login|details)$': SERVER,
    },
  },
});
