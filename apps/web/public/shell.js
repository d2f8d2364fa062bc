// Runs before the first paint (a classic script in index.html's head; the build writes it into
// the page, build/inlineShell.ts, and the server's CSP allows it by its hash): picks which part of
// the HTML shell shows until the app renders. The sign-in screens
// (AuthLayout) show the branded panel with the tagline; every other screen the header bar.
// app/shell.test.ts checks these paths against app/paths.ts.
/* global window */
(function () {
  var auth = ["/", "/signup", "/forgotpassword", "/reset-password", "/verify-email", "/tpc-invitation"];
  var signedIn = false;
  try {
    signedIn = !!window.localStorage.getItem("access_token");
  } catch {
    // storage blocked: the header bar is shown, which is right for most screens
  }
  var path = window.location.pathname.replace(/\/+$/, "") || "/";
  var signInScreen = auth.indexOf(path) >= 0 && !(path === "/" && signedIn);
  if (signInScreen) window.document.documentElement.setAttribute("data-shell", "auth");

  // The built index.html names the app's entry here instead of loading it itself
  // (build/deferEntry.ts): it is fetched once the shell has painted, so the two do not share a
  // slow link. A hidden tab paints no frame, so there it starts at once.
  var script = window.document.currentScript;
  var entry = script && script.getAttribute("data-entry");
  if (!entry) return;
  // The app's stylesheets (data-styles), inserted now: they load from the start, as the page's own
  // <link> did, but one a script inserts does not hold up the shell's first paint. The app renders
  // once they have loaded (main.tsx).
  (script.getAttribute("data-styles") || "")
    .split(" ")
    .filter(Boolean)
    .forEach(function (href) {
      var link = window.document.createElement("link");
      link.rel = "stylesheet";
      link.crossOrigin = "";
      link.href = href;
      // what became of it, for the app (lib/stylesReady.ts): an error event it would have missed
      // leaves no other trace on the element
      link.setAttribute("data-app-styles", "loading");
      link.addEventListener("load", function () {
        link.setAttribute("data-app-styles", "loaded");
      });
      link.addEventListener("error", function () {
        link.setAttribute("data-app-styles", "failed");
      });
      window.document.head.appendChild(link);
    });
  // With a session stored, the first screen is a signed-in one (or the login page, should the
  // session have ended): the signed-in frame's files (data-frame, build/deferEntry.ts) are fetched
  // beside the entry instead of after it has run. The app's own loader finds them in the page's
  // <link>s and does not ask again.
  var frame = signedIn && !signInScreen ? (script.getAttribute("data-frame") || "").split(" ").filter(Boolean) : [];
  // The first screen's own files (data-routes: [pattern, signed-in area?, files]), those of the
  // signed-in area only with a session stored (without one the login page shows instead).
  var screen = [];
  try {
    JSON.parse(script.getAttribute("data-routes") || "[]").forEach(function (route) {
      if (!screen.length && (signedIn || !route[1]) && patternRegExp(route[0]).test(path)) screen = route[2];
    });
  } catch {
    // a malformed list preloads nothing more: the app loads its files itself
  }
  // The first screen's API calls (data-requests: [pattern, signed-in area?, [url, with token?]],
  // app/earlyRequests.ts), started beside the entry rather than once it has arrived and run; the
  // app's client takes their answers (lib/api/earlyAnswers.ts). `{name}` in a URL is the address's
  // parameter of that name: a route whose parameter the address lacks starts nothing.
  var token = signedIn ? window.localStorage.getItem("access_token") : null;
  var requests = [];
  try {
    JSON.parse(script.getAttribute("data-requests") || "[]").forEach(function (route) {
      if (requests.length || (route[1] && !signedIn)) return;
      var params = routeParams(route[0], path);
      if (!params) return;
      var urls = route[2].map(function (request) {
        var url = request[0].replace(/\{(\w+)\}/g, function (whole, name) {
          // the app's conference ids are positive integers (lib/useConferenceId.ts); others it never asks for
          return /^[1-9]\d*$/.test(params[name] || "") ? params[name] : whole;
        });
        return [url, request[1] ? token : null];
      });
      if (
        urls.every(function (request) {
          return !/\{\w+\}/.test(request[0]);
        })
      )
        requests = urls;
    });
  } catch {
    // a malformed list starts nothing: the app asks itself
  }
  var preloaded = {};
  var started = false;
  // A route pattern ("/cfp/:id", "/conference/papers/:confId?") as a RegExp over the path,
  // case-insensitive as the router matches.
  function patternRegExp(pattern) {
    var source = pattern
      .split("/")
      .filter(Boolean)
      .map(function (segment) {
        if (segment === "*") return "(?:/.*)?";
        if (segment.charAt(0) === ":") return segment.slice(-1) === "?" ? "(?:/[^/]+)?" : "/[^/]+";
        return "/" + segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      })
      .join("");
    return new RegExp("^" + source + "/?$", "i");
  }
  // The named parameters of a route pattern in the path, or null when the path does not match it.
  function routeParams(pattern, pathname) {
    var names = [];
    var source = pattern
      .split("/")
      .filter(Boolean)
      .map(function (segment) {
        if (segment.charAt(0) !== ":") return "/" + segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
        var optional = segment.slice(-1) === "?";
        names.push(optional ? segment.slice(1, -1) : segment.slice(1));
        return optional ? "(?:/([^/]+))?" : "/([^/]+)";
      })
      .join("");
    var match = new RegExp("^" + source + "/?$", "i").exec(pathname);
    if (!match) return null;
    var params = {};
    names.forEach(function (name, i) {
      if (match[i + 1] !== undefined) params[name] = decodeURIComponent(match[i + 1]);
    });
    return params;
  }
  // A page whose first screen the server rendered carries the API's answers it was rendered with
  // (#symposia-answers, apps/api/src/http/renderedPage.ts): each is handed to the app instead of
  // asked again, so the app adopts that screen with the very same answers. They are the answers of
  // the session cookie's caller, which may not be the stored session's (an older cookie; and the
  // app rewrites the cookie as it starts, possibly before these steps run): taken only when the
  // caller they were asked for (`for`, an id or null for a visitor) is the stored session's user.
  // Read once the page is parsed.
  var storedUser = null;
  try {
    storedUser = signedIn ? window.localStorage.getItem("id") : null;
  } catch {
    // storage blocked: signed out as far as the shell can tell
  }
  var pageAnswers = null;
  function answersInPage() {
    if (pageAnswers) return pageAnswers;
    pageAnswers = {};
    var block = window.document.getElementById("symposia-answers");
    if (!block || !window.Response) return pageAnswers;
    try {
      var handed = JSON.parse(block.textContent || "{}") || {};
      var owner = handed["for"] === null || handed["for"] === undefined ? null : String(handed["for"]);
      if (owner === storedUser && handed.answers) pageAnswers = handed.answers;
    } catch {
      // a block that cannot be read: the app asks itself
    }
    return pageAnswers;
  }
  function answerInPage(url) {
    var given = answersInPage()[url];
    if (!given || typeof given.body !== "string") return null;
    try {
      return new window.Response(given.body, { status: given.status, headers: { "Content-Type": "application/json" } });
    } catch {
      return null; // a status a Response cannot carry: asked again
    }
  }
  // The call is listed for the app at once (lib/api/earlyAnswers.ts takes it) and sent in a step
  // of its own: an app that runs before that step still takes this answer instead of asking again.
  function fetchEarly(request) {
    var headers = { Accept: "application/json" };
    if (request[1]) headers.Authorization = "Bearer " + request[1];
    var early = (window.__symposiaEarly = window.__symposiaEarly || {});
    var send;
    early[request[0]] = {
      token: request[1],
      response: new Promise(function (resolve) {
        send = resolve;
      }),
    };
    return function () {
      send(answerInPage(request[0]) || window.fetch(request[0], { headers: headers }));
    };
  }
  function preload(href) {
    if (preloaded[href]) return;
    preloaded[href] = true;
    var link = window.document.createElement("link");
    if (/\.css$/.test(href)) {
      link.rel = "preload";
      link.setAttribute("as", "style");
    } else {
      link.rel = "modulepreload";
    }
    link.crossOrigin = ""; // as the app's loader asks for both (else the preloaded copy is not used)
    link.href = href;
    window.document.head.appendChild(link);
  }
  function addEntry() {
    var app = window.document.createElement("script");
    app.type = "module";
    app.crossOrigin = "";
    app.src = entry;
    window.document.head.appendChild(app);
  }
  // Each request is a step of its own, one per task: starting one costs the main thread a few
  // milliseconds (a phone's CPU four times that), and a signed-in screen's twenty in one task took
  // 50-110 ms on this project's machine, blocking time on every first visit. The entry first (the
  // largest file), then the frame's and the screen's files, then the API calls: over HTTP/1.1 (six
  // connections) a call waiting on the server holds a connection that a file would fill; the
  // files, the larger part, are the longer wait.
  function start() {
    if (started) return;
    started = true;
    var steps = [addEntry];
    frame.concat(screen).forEach(function (href) {
      steps.push(function () {
        preload(href);
      });
    });
    if (window.fetch) steps = steps.concat(requests.map(fetchEarly));
    var channel = window.MessageChannel ? new window.MessageChannel() : null;
    function next() {
      steps.shift()();
      if (!steps.length) return;
      // a message, not a timer: nested timers wait at least 4 ms each
      if (channel) channel.port2.postMessage(0);
      else window.setTimeout(next, 0);
    }
    if (channel) channel.port1.onmessage = next;
    next();
  }
  function afterFirstPaint() {
    if (window.document.visibilityState === "hidden" || !window.requestAnimationFrame) return start();
    window.requestAnimationFrame(function () {
      window.setTimeout(start, 0);
    });
    window.setTimeout(start, 200); // should no frame come
  }
  if (window.document.readyState === "loading") window.document.addEventListener("DOMContentLoaded", afterFirstPaint);
  else afterFirstPaint();
})();
