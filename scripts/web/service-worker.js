/* Companion's service worker (the static site, scripts/build_web.py fills in the three values below).

   It caches the site as the page fetches it, so the site opens with no network after one visit (a deep link too: its
   route is after the "#", and the page is always index.html), and answers from that cache first. The big runtime files
   are fetched gzipped ("<file>.gzip", made at build time) and unpacked here, since a plain static server sends them
   as they are. Every answer carries the headers of cross-origin isolation, which a plain static server does not send
   (so a page is isolated from its second load on: the first is not the worker's). A new build has a new VERSION:
   its worker replaces the old one's cache. */
const VERSION = /*VERSION*/"dev";
/* The files fetched gzipped, with their content type. */
const PACKED = /*PACKED*/{};
/* The headers that make a page cross-origin isolated, as served mode sends them (companion/web/guard.py). */
const ISOLATION = /*ISOLATION*/{};
/* The small files cached when the worker installs (icons, manifest, the app's pictures): a screen first opened
   offline finds them. */
const PRECACHE = /*PRECACHE*/[];
const CACHE = "companion-" + VERSION;
const SCOPE = new URL(self.registration.scope);

self.addEventListener("install", (event) => {
  self.skipWaiting();
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    await Promise.all(["index.html", ...PRECACHE].map((path) => cache.add(new URL(path, SCOPE)).catch(() => null)));
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith("companion-") && name !== CACHE) await caches.delete(name);
    }
    await self.clients.claim();
  })());
});

/* The site's file a request is for, relative to the scope (a page load, whatever its route, is index.html); null for
   anything else (another origin, not a GET, outside the site). */
const fileOf = (request) => {
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== SCOPE.origin || !url.pathname.startsWith(SCOPE.pathname)) return null;
  const path = url.pathname.slice(SCOPE.pathname.length);
  return request.mode === "navigate" || path === "" ? "index.html" : path;
};

const fromNetwork = async (path) => {
  if (!(path in PACKED)) return fetch(new URL(path, SCOPE));
  const packed = await fetch(new URL(path + ".gzip", SCOPE));
  if (!packed.ok) return fetch(new URL(path, SCOPE));
  return new Response(packed.body.pipeThrough(new DecompressionStream("gzip")),
                      {status: 200, headers: {"Content-Type": PACKED[path]}});
};

/* ``answer`` with the headers that make the page cross-origin isolated (a plain static server sends none): Flutter
   then draws in a thread of its own (the skwasm renderer's), not on the page's, where the taps are handled. */
const isolated = (answer) => {
  const headers = new Headers(answer.headers);
  for (const [name, value] of Object.entries(ISOLATION)) headers.set(name, value);
  return new Response(answer.body, {status: answer.status, statusText: answer.statusText, headers});
};

self.addEventListener("fetch", (event) => {
  const path = fileOf(event.request);
  if (path === null) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    const key = new URL(path, SCOPE).href;
    const kept = await cache.match(key);
    if (kept) return isolated(kept);
    const answer = await fromNetwork(path);
    if (answer.ok) event.waitUntil(cache.put(key, answer.clone()));
    return isolated(answer);
  })());
});
