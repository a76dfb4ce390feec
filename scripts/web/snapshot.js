/* Python's start from a memory snapshot (the static site, scripts/build_web.py puts this before Flet's python-worker.js
   and has that worker call companionLoadPyodide in place of loadPyodide).

   Pyodide's own start (Python initialised, its standard library set up) and the standard library modules Companion
   imports take most of a warm load's time, and come out the same at every start. So the first start of a build loads
   Pyodide able to snapshot itself, imports those modules (PREIMPORT, listed by the build), and keeps a copy of its
   WebAssembly memory in the Cache API under this build's SNAPSHOT_KEY; every later start restores that copy instead.
   The snapshot is taken before anything else runs: no package with a WebAssembly library of its own (pydantic-core,
   msgpack) is loaded yet, since a snapshot cannot bring those back. A snapshot that does not load (damaged, of another
   Pyodide) is dropped and Python starts the normal way, taking a new one; one of another build is deleted. */
/* The build's key: its Pyodide runtime, this file and PREIMPORT (a snapshot is only used by the build that took it). */
const SNAPSHOT_KEY = /*SNAPSHOT_KEY*/"dev";
/* Standard library modules Companion's start imports, imported before the snapshot is taken. */
const PREIMPORT = /*PREIMPORT*/[];
/* The Cache API's cache the snapshot is kept in (not the service worker's: a new build's worker empties its own). */
const SNAPSHOTS = "companion-python-snapshot";
/* Run after a snapshot is restored: Python's random numbers seeded again from the system (the snapshot holds the
   random module seeded once, which would deal the same numbers at every start). */
const RESEED = "import sys\nif 'random' in sys.modules:\n    sys.modules['random'].seed()";

self.companionLoadPyodide = async (loadPyodide, options) => {
  const started = performance.now();
  const took = () => `${Math.round(performance.now() - started)} ms`;
  const key = new URL(`python-snapshot/${SNAPSHOT_KEY}`, self.location.href).href;
  const cache = await caches.open(SNAPSHOTS).catch(() => null);  /* no Cache API (not a secure context): no snapshot */
  const kept = cache && await cache.match(key);
  if (kept) {
    try {
      const pyodide = await loadPyodide({...options, _loadSnapshot: new Uint8Array(await kept.arrayBuffer())});
      pyodide.runPython(RESEED);
      console.info(`Companion: Python started from its snapshot in ${took()}`);
      return pyodide;
    } catch (error) {
      console.warn(`Companion: Python's snapshot refused (${error}): started without it, a new one taken`);
      await cache.delete(key);
    }
  }
  const pyodide = await loadPyodide({...options, _makeSnapshot: cache !== null});
  if (cache) {
    try {
      pyodide.runPython(`import importlib\nfor name in ${JSON.stringify(PREIMPORT)}:\n    importlib.import_module(name)`);
      const snapshot = pyodide.makeMemorySnapshot();
      for (const request of await cache.keys()) {
        if (request.url !== key) await cache.delete(request);
      }
      await cache.put(key, new Response(snapshot));
      console.info(`Companion: Python started in ${took()}, its snapshot taken (${snapshot.length} bytes)`);
    } catch (error) {
      console.warn(`Companion: no snapshot of Python taken (${error}): the next start is a normal one`);
    }
  }
  return pyodide;
};
