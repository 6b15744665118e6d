import type { Plugin, Rolldown } from 'vite';

// Vite hands a package import in its config to Node, which would take the domain's compiled dist
// (not there before a build) rather than its source: `npm run dev` on a fresh clone would fail. The
// module has no imports of its own, so Vite bundles it into the config by this path.
// eslint-disable-next-line import-x/no-relative-packages
import { pageDocumentPath, type WebRoutePath } from '../../../packages/domain/src/web/web-routes';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** Where a lazily loaded page's module (WEB_ROUTES' module) lives, relative to the web app's folder. */
const routeModule = (name: string) => `/src/${name}.tsx`;

function chunks(bundle: OutputBundle): OutputChunk[] {
  return Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
}

/**
 * A chunk and every chunk of the bundle it imports statically, directly or not: what must load
 * before it runs. Dynamic imports are left out (they load when called), and so is anything outside
 * the bundle.
 */
function staticClosure(bundle: OutputBundle, start: OutputChunk): Set<string> {
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    const file = bundle[fileName];
    if (seen.has(fileName) || file?.type !== 'chunk') return;
    seen.add(fileName);
    file.imports.forEach(visit);
  };
  visit(start.fileName);
  return seen;
}

/**
 * Decision 077: every page of `pages` (a page pattern and the module under src that
 * draws it) gets its own copy of index.html at pageDocumentPath(pattern), with a modulepreload link
 * for each chunk the page's module needs that the shell does not already load. The router loads
 * such a page only after the shell has run, so without these the browser fetched the page's code
 * one round trip later (on /survey, from 524 ms where the shell's scripts started at 127 ms). A page
 * whose module is no longer a chunk of its own fails the build rather than losing its preloads.
 */
export function pagePreloads(pages: Readonly<Partial<Record<WebRoutePath, string>>>): Plugin {
  let base = '/';
  return {
    name: 'page-preloads',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    // After Vite's own plugins have written index.html, before the compression plugin (which works
    // in a hook of Vite's last plugins) makes the brotli and gzip copies.
    generateBundle: {
      handler(_options, bundle) {
        const index = bundle['index.html'];
        const entry = chunks(bundle).find((chunk) => chunk.isEntry);
        if (index?.type !== 'asset' || entry === undefined) {
          this.error('page-preloads: no index.html or entry chunk in the bundle');
        }
        const html = index.source.toString();
        const shell = staticClosure(bundle, entry);
        for (const [pattern, name] of Object.entries(pages) as [WebRoutePath, string][]) {
          const page = chunks(bundle).find(
            (chunk) => chunk.isDynamicEntry && chunk.facadeModuleId?.endsWith(routeModule(name)),
          );
          if (page === undefined) {
            this.error(
              `page-preloads: ${routeModule(name)} (${pattern}) is not a chunk of its own`,
            );
          }
          const links = [...staticClosure(bundle, page)]
            .filter((fileName) => !shell.has(fileName))
            .map(
              (fileName) =>
                `    <link rel="modulepreload" crossorigin href="${base}${fileName}">\n`,
            )
            .join('');
          if (!html.includes('  </head>')) this.error('page-preloads: index.html has no </head>');
          this.emitFile({
            type: 'asset',
            fileName: pageDocumentPath(pattern),
            source: html.replace('  </head>', `${links}  </head>`),
          });
        }
      },
    },
  };
}
