import { describe, expect, it } from "vitest";
import { institutionalDomain } from "./tpc.js";

describe("institutionalDomain", () => {
  it("answers the registrable domain of an institution", () => {
    expect(institutionalDomain("ann@mit.edu")).toBe("mit.edu");
    expect(institutionalDomain("ann@CS.MIT.EDU")).toBe("mit.edu");
    expect(institutionalDomain("bob@cs.ox.ac.uk")).toBe("ox.ac.uk");
    expect(institutionalDomain("bob@ox.ac.uk")).toBe("ox.ac.uk");
    expect(institutionalDomain("kim@lab.u-tokyo.ac.jp")).toBe("u-tokyo.ac.jp");
    expect(institutionalDomain("eve@tum.de")).toBe("tum.de");
  });

  it("answers null for public mail providers, reserved test domains and nonsense", () => {
    for (const email of [
      "a@gmail.com",
      "a@outlook.com",
      "a@hotmail.co.uk",
      "a@yahoo.fr",
      "a@gmx.de",
      "a@gmx.net",
      "a@web.de",
      "a@yandex.ru",
      "a@proton.me",
      "a@qq.com",
      "a@163.com",
      "a@example.org",
      "a@uni.test",
      "a@localhost",
      "no-at-sign",
    ]) {
      expect(institutionalDomain(email), email).toBeNull();
    }
  });
});
