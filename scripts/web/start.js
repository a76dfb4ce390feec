/* Companion as a static site (scripts/build_web.py): ask the browser to keep this site's storage (the games), and
   start Flutter and Python once this site's service worker is in charge of the page, so that the very first visit
   already fetches the runtime gzipped and caches it for the next, offline included. */
(() => {
  /* Python's worker, started beside Flutter rather than once Flutter asks for it (python.js's jsConnect, below):
     Pyodide loads while Flutter does. Its messages before Flutter connects are kept and handed over then. */
  const startPython = () => {
    const worker = new Worker("./python-worker.js", {type: "module"});
    const early = {worker, frames: [], onFrame: null};
    early.ready = new Promise((resolve) => { early.resolve = resolve; });
    worker.onmessage = (event) => {
      if (typeof event.data === "string") early.resolve(event.data);
      else if (early.onFrame) early.onFrame(event.data);
      else early.frames.push(event.data);
    };
    /* What python.js sends (Flet's client gives no arguments, {}, to a published app). */
    worker.postMessage({pyodideUrl: flet.pyodideUrl, args: {}, documentUrl: document.URL,
                        appPackageUrl: flet.appPackageUrl, micropipIncludePre: flet.micropipIncludePre,
                        pythonModuleName: flet.pythonModuleName});
    const connect = globalThis.jsConnect;
    globalThis.jsConnect = async (appId, args, dartOnMessage) => {
      if (early.taken || JSON.stringify(args) !== "{}") {
        if (!early.taken) worker.terminate();
        early.taken = true;
        return connect(appId, args, dartOnMessage);
      }
      early.taken = true;
      const app = {worker, dartOnMessage};
      _apps[appId] = app;  /* python.js's apps: its jsSend and jsDisconnect find this one */
      early.onFrame = (data) => app.dartOnMessage(data);
      early.frames.splice(0).forEach(early.onFrame);
      const status = await early.ready;
      if (status !== "initialized") {
        console.error("Python worker init error:", status);
        await jsDisconnect(appId);
        throw status;
      }
    };
  };
  const bootstrap = () => {
    if (document.readyState === "loading") {
      document.addEventListener("DOMContentLoaded", bootstrap, {once: true});
      return;
    }
    startPython();
    const script = document.createElement("script");
    script.src = "flutter_bootstrap.js";
    script.async = true;
    document.head.append(script);
  };
  /* Persistent storage: a browser may otherwise evict the games of a site not installed (asked here: it is asked
     of a window). The answer changes nothing the app does. */
  if (navigator.storage && navigator.storage.persist) {
    navigator.storage.persist().then((granted) => { window.companionPersisted = granted; },
                                     () => { window.companionPersisted = false; });
  }
  if (!("serviceWorker" in navigator)) {
    bootstrap();
    return;
  }
  /* At most this long (ms) is waited for the service worker on a first visit; then Flutter starts anyway (the site
     works uncached, and the worker caches the next visit). */
  const WAIT_MS = 3000;
  let started = false;
  const start = () => {
    if (!started) {
      started = true;
      bootstrap();
    }
  };
  if (navigator.serviceWorker.controller) {
    start();
  } else {
    navigator.serviceWorker.addEventListener("controllerchange", start, {once: true});
    setTimeout(start, WAIT_MS);
  }
  navigator.serviceWorker.register("service-worker.js").catch((error) => {
    console.warn("Companion works without its service worker (no offline use):", error);
    start();
  });
})();
