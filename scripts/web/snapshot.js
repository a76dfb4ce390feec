/* Python's start from a memory snapshot (the static site, scripts/build_web.py puts this before Flet's python-worker.js
   and has that worker call companionLoadPyodide in place of loadPyodide).

   Pyodide's own start (Python initialised, its standard library set up) and the imports of Companion's start take
   most of a warm load's time, and come out the same at every start. So the first start of a build loads Pyodide able
   to snapshot itself, unpacks the app's archive, imports the modules the build listed (PREIMPORT: those of the app's
   start that need no package with a WebAssembly library of its own, pydantic-core and msgpack, since a snapshot cannot
   bring those back), and keeps a copy of Python's WebAssembly memory in the Cache API under this build's SNAPSHOT_KEY;
   every later start restores that copy instead, and Flet's worker goes on as usual (unpacking the archive again: the
   files are not in the snapshot). A snapshot that does not load (damaged, of another Pyodide) is dropped and Python
   starts the normal way, taking a new one; one of another build is deleted. */
/* The build's key: its Pyodide runtime, app archive, this file and PREIMPORT (a snapshot serves only the build that took
   it). */
const SNAPSHOT_KEY = /*SNAPSHOT_KEY*/"dev";
/* The modules imported before the snapshot is taken, in order. */
const PREIMPORT = /*PREIMPORT*/[];
/* The Cache API's cache the snapshot is kept in, beside the service worker's (a new build's service worker deletes it
   with its own old caches: the new build takes its own snapshot anyway). */
const SNAPSHOTS = "companion-python-snapshot";
/* Imports PREIMPORT with the app's paths as Flet's worker and the app's start module put them (then taken off again,
   they put them back), and refuses a snapshot if a WebAssembly library was loaded all the same. */
const PREIMPORTING = `import importlib, os, sys
paths = [os.path.abspath("packages.zip"), "__pypackages__"]
sys.path[:0] = paths
for name in ${JSON.stringify(PREIMPORT)}:
    importlib.import_module(name)
del sys.path[:len(paths)]
loaded = [name for name, module in sys.modules.items() if (getattr(module, "__file__", None) or "").endswith(".so")]
if loaded:
    raise ImportError(f"modules of a WebAssembly library of their own imported: {loaded}")`;
/* Run after a snapshot is restored: Python's random numbers seeded again from the system (the snapshot holds the
   random module seeded once, which would deal the same numbers at every start). */
const RESEED = "import sys\nif 'random' in sys.modules:\n    sys.modules['random'].seed()";

/* Pyodide's module maker (what loadPyodide uses), making a module whose memory is at least `bytes` long: this Pyodide
   asks for a snapshot's size as the module's initial memory, which its WebAssembly ignores (it sets its own), so a
   snapshot of a Python that grew beyond that memory would not fit. */
const grownTo = async (bytes) => {
  const runtime = new URL("pyodide.asm.mjs", new URL(self.pyodideUrl, self.location.href));
  const {default: createPyodideModule} = await import(runtime.href);
  return async (settings) => {
    const module = await createPyodideModule(settings);
    if (module.HEAP8.length < bytes) module.growMemory(bytes);
    return module;
  };
};

/* Drops the snapshot if the app started from it fails to start (Flet's worker then says something other than
   "initialized", its first words to the page): the next start is a normal one, which takes a new snapshot. The page
   ends the worker as soon as it reads the failure, so the failure is passed on only once the snapshot is gone (the
   page ended the worker first, when it could, and the snapshot then stayed to fail the next start too). */
const forgetIfFailing = (cache, key) => {
  const post = self.postMessage.bind(self);
  self.postMessage = (message, ...rest) => {
    if (typeof message !== "string") return post(message, ...rest);
    self.postMessage = post;
    if (message === "initialized") return post(message, ...rest);
    cache.delete(key).then(() => console.warn(
      `Companion: the app did not start from Python's snapshot (${message}): the snapshot dropped`))
      .catch((error) => console.warn(`Companion: the app did not start from Python's snapshot (${message}), ` +
                                     `which could not be dropped (${error})`))
      .finally(() => post(message, ...rest));
  };
};

self.companionLoadPyodide = async (loadPyodide, options) => {
  const started = performance.now();
  const took = () => `${Math.round(performance.now() - started)} ms`;
  const key = new URL(`python-snapshot/${SNAPSHOT_KEY}`, self.location.href).href;
  const cache = await caches.open(SNAPSHOTS).catch(() => null);  /* no Cache API (not a secure context): no snapshot */
  const kept = cache && await cache.match(key);
  if (kept) {
    try {
      const snapshot = new Uint8Array(await kept.arrayBuffer());
      const pyodide = await loadPyodide({...options, _loadSnapshot: snapshot,
                                         createPyodideModule: await grownTo(snapshot.length)});
      pyodide.runPython(RESEED);
      console.info(`Companion: Python started from its snapshot in ${took()}`);
      forgetIfFailing(cache, key);
      return pyodide;
    } catch (error) {
      console.warn(`Companion: Python's snapshot refused (${error}): started without it, a new one taken`);
      await cache.delete(key);
    }
  }
  const pyodide = await loadPyodide({...options, _makeSnapshot: cache !== null});
  if (cache) {
    try {
      const archive = await fetch(new URL(self.appPackageUrl, self.documentUrl));
      pyodide.unpackArchive(new Uint8Array(await archive.arrayBuffer()), "zip");
      pyodide.runPython(PREIMPORTING);
      const snapshot = pyodide.makeMemorySnapshot();
      for (const request of await cache.keys()) {
        if (request.url !== key) await cache.delete(request);
      }
      /* Written while the app starts (not waited for): a start that ends first takes another next time. */
      const startedIn = took();
      cache.put(key, new Response(snapshot)).then(
        () => console.info(`Companion: Python started in ${startedIn}, its snapshot taken (${snapshot.length} bytes)`),
        (error) => console.warn(`Companion: Python's snapshot not kept (${error}): the next start is a normal one`));
    } catch (error) {
      console.warn(`Companion: no snapshot of Python taken (${error}): the next start is a normal one`);
    }
    /* Able to snapshot itself, Python's `js` module wraps the worker's globals to note the path to each object, which
       breaks the browser's own getters (`from js import navigator`: "Illegal invocation"): from here on it is the
       worker's globals as they are (a restored snapshot's is). */
    pyodide.runPython("import sys\nsys.modules.pop('js', None)");
    pyodide.registerJsModule("js", globalThis);
  }
  return pyodide;
};
