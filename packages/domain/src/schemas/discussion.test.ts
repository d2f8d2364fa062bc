import { describe, expect, it } from "vitest";
import { countWords } from "../rules/text.js";
import { responseSchemaFor } from "./discussion.js";

describe("the response's word count (the form's counter and the server's 422 use it)", () => {
  it("counts runs between white space", () => {
    expect(countWords("")).toBe(0);
    expect(countWords("   \n ")).toBe(0);
    expect(countWords("We thank the reviewers.")).toBe(4);
    expect(countWords(" state-of-the-art\tresults\n\nfollow ")).toBe(3);
  });

  it("accepts exactly the limit and refuses one word more", () => {
    const schema = responseSchemaFor(3);
    expect(schema.safeParse({ response: "one two three" }).success).toBe(true);
    const over = schema.safeParse({ response: "one two three four" });
    expect(over.success).toBe(false);
    expect(over.error!.issues[0]!.message).toBe("Response must be at most 3 words (it has 4).");
    expect(responseSchemaFor(null).safeParse({ response: "a ".repeat(5000) }).success).toBe(true);
  });
});
