// Runs before the first paint (a classic script in index.html's head; the CSP allows no inline
// script): picks which part of the HTML shell shows until the app renders. The sign-in screens
// (AuthLayout) show the branded panel with the tagline; every other screen the header bar.
// app/shell.test.ts checks these paths against app/paths.ts.
/* global window */
(function () {
  var auth = ["/", "/signup", "/forgotpassword", "/reset-password", "/verify-email"];
  var signedIn = false;
  try {
    signedIn = !!window.localStorage.getItem("access_token");
  } catch {
    // storage blocked: the header bar is shown, which is right for most screens
  }
  var path = window.location.pathname.replace(/\/+$/, "") || "/";
  if (auth.indexOf(path) >= 0 && !(path === "/" && signedIn)) window.document.documentElement.setAttribute("data-shell", "auth");

  // The built index.html names the app's entry here instead of loading it itself
  // (build/deferEntry.ts): it is fetched once the shell has painted, so the two do not share a
  // slow link. A hidden tab paints no frame, so there it starts at once.
  var script = window.document.currentScript;
  var entry = script && script.getAttribute("data-entry");
  if (!entry) return;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var app = window.document.createElement("script");
    app.type = "module";
    app.crossOrigin = "";
    app.src = entry;
    window.document.head.appendChild(app);
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
