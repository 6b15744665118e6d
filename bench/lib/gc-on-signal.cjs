// Preloaded into a server by bench/live-heap.mjs (with --expose-gc): on SIGUSR2, collect all
// garbage and print the process's memory to stderr as one JSON line, so the bench can tell what is
// still alive from what V8 simply has not collected yet.
process.on('SIGUSR2', () => {
  if (typeof globalThis.gc !== 'function') throw new Error('start node with --expose-gc');
  globalThis.gc();
  globalThis.gc();
  const memory = process.memoryUsage();
  process.stderr.write(`${JSON.stringify({ liveHeap: memory })}\n`);
});
