// Login's client-side checks, written by hand instead of using loginSchema from
// @symposia/domain so the login page's bundle stays small (see app/brand.ts). The messages are
// the shared schema's; app/brand.test.ts ("login validation agrees with loginSchema") keeps the two in step.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface LoginValues {
  email: string;
  password: string;
}

export const loginValidators = {
  email: (value: string) => {
    const v = value.trim();
    if (!v) return "Email is required.";
    if (!EMAIL_PATTERN.test(v)) return "Email must be a valid email address.";
    return null;
  },
  password: (value: string) => (value ? null : "Password is required."),
};
