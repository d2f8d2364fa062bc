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
})();
