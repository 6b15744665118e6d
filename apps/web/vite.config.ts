import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';

import { LAZY_PAGE_MODULES } from './src/app/page-modules';
import { pagePreloads } from './vite/page-preloads';

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

const require = createRequire(import.meta.url);

/**
 * What stands in for the parts the spec PDF never calls: fontkit (the PDF prints only in the PDF
 * standard fonts, which need no font file) and react-pdf's image loader (the PDF has no images).
 */
const UNUSED_PDF_PARTS: Readonly<Record<string, string>> = {
  fontkit: 'export function create() {\n  throw new Error(MESSAGE);\n}',
  '@react-pdf/image': 'export default function resolveImage() {\n  throw new Error(MESSAGE);\n}',
};
const STUB_PREFIX = '\0unused-pdf-part:';

/**
 * Decision 061: the PDF chunk carries only the parts of react-pdf the spec PDF uses.
 * - @react-pdf/reconciler bundles three React reconcilers and picks one at run time by React's
 *   version; only the one for React 19.2 and later is kept. A React that needs another fails the
 *   build here rather than at the first download.
 * - fontkit (with its brotli and WOFF decoders) parses font files. The spec PDF prints in Helvetica,
 *   a PDF standard font that pdfkit writes from its built-in metrics, so no font file is read: a
 *   registered font would now fail with the stub's message instead of loading.
 * - react-pdf's image loader (PNG, JPEG and SVG decoders): the spec PDF has no <Image>.
 */
function reactPdfSlim(): Plugin {
  const reactVersion = (require('react/package.json') as { version: string }).version;
  const [major = 0, minor = 0] = reactVersion.split('.').map(Number);
  return {
    name: 'react-pdf-slim',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      if (major < 19 || (major === 19 && minor < 2)) {
        this.error(`React ${reactVersion} needs another react-pdf reconciler: see decision 061`);
      }
    },
    async resolveId(source, importer) {
      if (source === '@react-pdf/reconciler') {
        // Beside the package's index, which picks one of the three at run time.
        const index = await this.resolve(source, importer, { skipSelf: true });
        return index === null ? null : join(dirname(index.id), 'reconciler-33.js');
      }
      if (source in UNUSED_PDF_PARTS) return STUB_PREFIX + source;
      return null;
    },
    load(id) {
      if (!id.startsWith(STUB_PREFIX)) return null;
      const stub = UNUSED_PDF_PARTS[id.slice(STUB_PREFIX.length)];
      const message = `${id.slice(STUB_PREFIX.length)} is left out of the PDF: see decision 061`;
      return stub === undefined ? null : `const MESSAGE = ${JSON.stringify(message)};\n${stub}`;
    },
  };
}

/** zod's core module, where its settings live and which every schema is built on. */
const ZOD_CORE = /[\\/]node_modules[\\/]zod[\\/]v4[\\/]core[\\/]core\.js$/;

/**
 * Decision 062: zod in the browser runs jitless. zod compiles object parsers with `new Function`
 * after probing whether that is allowed; under our CSP (no 'unsafe-eval') the caught probe still
 * reports a violation on every page. zod decides when a schema is built, so its documented switch,
 * `config({ jitless: true })`, goes at the end of zod's core module itself: it runs before any
 * schema can be built, whichever chunk zod ends up in. The server keeps the compiled parsers.
 */
function zodJitless(): Plugin {
  return {
    name: 'zod-jitless',
    apply: 'build',
    transform(code, id) {
      if (!ZOD_CORE.test(id)) return null;
      if (!code.includes('export function config(')) {
        this.error('zod moved its config() out of core.js: see decision 062');
      }
      // Appended, so nothing moves: the module's source map stays valid as it is.
      return { code: `${code}\nconfig({ jitless: true });\n`, map: null };
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
  plugins: [
    react(),
    yogaWasmAsset(),
    reactPdfSlim(),
    zodJitless(),
    pagePreloads(LAZY_PAGE_MODULES),
    precompressed,
  ],
  // Decision 083: the PDF is laid out in a Web Worker (lib/pdf/spec-pdf.worker.ts), which Vite
  // builds as a bundle of its own with these plugins: react-pdf's there now, so its WebAssembly
  // asset (046) and slimming (061) apply to it, and zod in it runs jitless (062). An ES module
  // worker, so it can load its code in chunks like the page.
  worker: {
    format: 'es',
    plugins: () => [yogaWasmAsset(), reactPdfSlim(), zodJitless()],
    rolldownOptions: {
      output: {
        codeSplitting: {
          // pdfkit in a file of its own, as on the page before (061): each under 500 kB.
          groups: [
            {
              name: 'pdfkit',
              test: /[\\/]node_modules[\\/](pdfkit|fflate|@noble[\\/]ciphers|@noble[\\/]hashes)[\\/]/,
            },
          ],
        },
      },
    },
  },
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
              // Not react-pdf's own copy of the scheduler, which only the PDF needs.
              test: /^(?!.*[\\/]@react-pdf[\\/]).*[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 3,
            },
            {
              // pdfkit (the PDF writer) in a chunk of its own, loaded beside the PDF chunk on the
              // first Download PDF: each stays under the 500 kB warning.
              name: 'pdfkit',
              test: /[\\/]node_modules[\\/](pdfkit|fflate|@noble[\\/]ciphers|@noble[\\/]hashes)[\\/]/,
              priority: 2,
            },
            {
              // Decision 077: everything the entry loads at once, in one file rather than 25 small
              // ones that each cost the first visit a request (MUI pieces, domain modules). The
              // group takes the entry module too, so the file is the entry's, index-*.js.
              name: 'shell',
              tags: ['$initial'],
              priority: 1,
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
