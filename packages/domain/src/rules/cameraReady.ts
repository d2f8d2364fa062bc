// Camera-ready: the default reminder to the authors whose final version is missing.
export const DEFAULT_CAMERA_READY_SUBJECT = "{conference}: the final version of your paper is missing";
export const DEFAULT_CAMERA_READY_MESSAGE =
  "Dear {name},\n\nWe have not yet received the final (camera-ready) version " +
  "of:\n{papers}\n\nPlease upload it from My Papers (Upload final version) before " +
  "{deadline}.\n\nThe {conference} chairs";
