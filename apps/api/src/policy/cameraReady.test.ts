import { describe, expect, it } from "vitest";
import { CAMERA_READY_CLOSED, CAMERA_READY_PASSED, NOT_ACCEPTED, cameraReadyRefusal } from "./cameraReady.js";

const conf = {
  camera_ready_open: 1,
  camera_ready_deadline: "2030-06-01 12:00",
  timezone_for_deadline: "Europe/Berlin",
};

describe("cameraReadyRefusal", () => {
  it("accepts an accepted paper while open and before the deadline", () => {
    expect(cameraReadyRefusal({ status: 35 }, conf, new Date("2030-06-01T09:59:59Z"))).toBeNull();
  });
  it("closes at the deadline second, read in the deadline time zone (12:00 Berlin summer = 10:00 UTC)", () => {
    expect(cameraReadyRefusal({ status: 35 }, conf, new Date("2030-06-01T10:00:00Z"))).toBe(CAMERA_READY_PASSED);
  });
  it("refuses papers that are not accepted and a closed conference", () => {
    expect(cameraReadyRefusal({ status: 36 }, conf, new Date("2030-01-01T00:00:00Z"))).toBe(NOT_ACCEPTED);
    expect(
      cameraReadyRefusal({ status: 35 }, { ...conf, camera_ready_open: 0 }, new Date("2030-01-01T00:00:00Z")),
    ).toBe(CAMERA_READY_CLOSED);
  });
  it("has no deadline when none is set", () => {
    expect(
      cameraReadyRefusal({ status: 35 }, { ...conf, camera_ready_deadline: null }, new Date("2099-01-01T00:00:00Z")),
    ).toBeNull();
  });
});
