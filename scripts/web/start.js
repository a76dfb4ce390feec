/* Companion as a static site (scripts/build_web.py): ask the browser to keep this site's storage (the games), and
   start Flutter once this site's service worker is in charge of the page, so that the very first visit already
   fetches the runtime gzipped and caches it for the next, offline included. */
(() => {
  const bootstrap = () => {
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
