import { describe, expect, it } from "vitest";
import { conflictOfInterest, conflictsByPaper, institutionalDomain } from "./tpc.js";

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
    for (const email of ["a@gmail.com", "a@outlook.com", "a@hotmail.co.uk", "a@yahoo.fr", "a@gmx.de", "a@gmx.net", "a@web.de", "a@yandex.ru", "a@proton.me", "a@qq.com", "a@163.com", "a@example.org", "a@uni.test", "a@localhost", "no-at-sign"]) {
      expect(institutionalDomain(email), email).toBeNull();
    }
  });
});

describe("conflictOfInterest", () => {
  const authors = [
    { user_id: 10, email: "ann@uni-a.edu" },
    { user_id: null, email: "Carl@Gmail.com" },
  ];
  it("refuses an author by account, by email and the submitter", () => {
    expect(conflictOfInterest({ user_id: 10, email: "other@x.org" }, authors, 99)).toMatch(/is an author/);
    expect(conflictOfInterest({ user_id: 11, email: "carl@gmail.com" }, authors, 99)).toMatch(/is an author/);
    expect(conflictOfInterest({ user_id: 99, email: "sub@y.org" }, authors, 99)).toMatch(/is an author/);
  });
  it("refuses a colleague at an author's institution, not someone sharing a public provider", () => {
    expect(conflictOfInterest({ user_id: 12, email: "bob@cs.uni-a.edu" }, authors, 99)).toBe(
      "Conflict of interest: this reviewer and an author of the paper are at the same institution (uni-a.edu).",
    );
    expect(conflictOfInterest({ user_id: 13, email: "dan@gmail.com" }, authors, 99)).toBeNull();
    expect(conflictOfInterest({ user_id: 14, email: "eve@uni-b.edu" }, authors, 99)).toBeNull();
  });
});

describe("conflictsByPaper", () => {
  it("finds the same pairs as conflictOfInterest, paper by paper", () => {
    const reviewers = [
      { user_id: 1, email: "one@uni-a.edu" },
      { user_id: 2, email: "two@gmail.com" },
      { user_id: 3, email: "three@uni-b.edu" },
      { user_id: 4, email: "four@example.org" },
    ];
    const papers = [
      { paperId: 100, submitterId: 4, authors: [{ user_id: 4, email: "four@example.org" }, { user_id: null, email: "x@sub.uni-a.edu" }] },
      { paperId: 101, submitterId: 50, authors: [{ user_id: 50, email: "two@gmail.com" }] },
      { paperId: 102, submitterId: 51, authors: [{ user_id: 51, email: "z@uni-c.edu" }] },
    ];
    const map = conflictsByPaper(papers, reviewers);
    for (const paper of papers) {
      const expected = reviewers.filter((r) => conflictOfInterest(r, paper.authors, paper.submitterId) !== null).map((r) => r.user_id);
      expect((map.get(paper.paperId) ?? []).sort()).toEqual(expected.sort());
    }
    expect(map.get(100)?.sort()).toEqual([1, 4]);
    expect(map.get(101)).toEqual([2]);
    expect(map.has(102)).toBe(false);
  });
});
