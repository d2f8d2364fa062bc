import { expect, expectNoSeriousA11yViolations, test } from "../support/fixtures.js";

// The accessibility check judges a page as a person sees it once it is still. A notice that closes
// itself can begin to fade while axe reads the page; its half-faded text must not be judged.

/**
 * A page whose notice begins to fade as soon as axe arrives in it: the fade jumps to half opacity
 * at once (steps), holds there long enough for axe to read it, and the notice is gone at its end.
 */
const fadingNotice = `<!doctype html><html lang="en"><head><title>Fading notice</title><style>
  #notice { color: #333; background: #fff; opacity: 1; transition: opacity 1.5s steps(2, start); }
  #notice.closing { opacity: 0; }
</style></head><body><main><h1>Papers</h1>
  <p id="notice">Your changes were saved. This notice closes itself after a moment.</p>
</main></body></html>`;

const fadeWhenAxeArrives = () => {
  const notice = document.getElementById("notice")!;
  notice.addEventListener("transitionend", () => notice.remove());
  const look = () => {
    if ("axe" in window) notice.classList.add("closing");
    else requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
};

test("a notice that begins to fade during the check is judged once it has gone", async ({ page }) => {
  await page.setContent(fadingNotice);
  await page.evaluate(fadeWhenAxeArrives);
  await expectNoSeriousA11yViolations(page, { label: "a fading notice" });
  await expect(page.locator("#notice")).toHaveCount(0);
});

test("text of too little contrast on a still page is still reported", async ({ page }) => {
  await page.setContent(fadingNotice.replace("color: #333", "color: #bbb"));
  await expect(expectNoSeriousA11yViolations(page, { label: "a pale notice" })).rejects.toThrow(/color-contrast/);
});
