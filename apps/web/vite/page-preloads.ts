import { pageDocumentPath, type WebRoutePath } from '@transmission-spec/domain';
import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** Where each lazily loaded page's module lives, relative to the web app's folder. */
const routeModule = (name: string) => `/src/app/routes/${name}.tsx`;

function chunks(bundle: OutputBundle): OutputChunk[] {
  return Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
}

/** A chunk and every chunk it imports statically, directly or not: what must load before it runs. */
function staticClosure(bundle: OutputBundle, start: OutputChunk): Set<string> {
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    const file = bundle[fileName];
    if (file?.type === 'chunk') file.imports.forEach(visit);
  };
  visit(start.fileName);
  return seen;
}

/**
 * Decision 077: every page of `pages` (a page pattern and the module under src/app/routes that
 * draws it) gets its own copy of index.html at pageDocumentPath(pattern), with a modulepreload link
 * for each chunk the page's module needs that the shell does not already load. The router loads
 * such a page only after the shell has run, so without these the browser fetched the page's code
 * one round trip later (on /survey, from 524 ms where the shell's scripts started at 127 ms). A page
 * whose module is no longer a chunk of its own fails the build rather than losing its preloads.
 */
export function pagePreloads(pages: Readonly<Partial<Record<WebRoutePath, string>>>): Plugin {
  return {
    name: 'page-preloads',
    apply: 'build',
    enforce: 'post',
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
            .map((fileName) => `    <link rel="modulepreload" crossorigin href="/${fileName}">\n`)
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
