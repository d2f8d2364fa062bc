// Runs before the first paint (a classic script in index.html's head; the CSP allows no inline
// script): picks which part of the HTML shell shows until the app renders. The sign-in screens
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
  function start() {
    if (started) return;
    started = true;
    var app = window.document.createElement("script");
    app.type = "module";
    app.crossOrigin = "";
    app.src = entry;
    window.document.head.appendChild(app);
    frame.forEach(preload);
    screen.forEach(preload);
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
