/** Meta of /privacy-policy (its text is in content/legal.ts); the title is also the page's heading. */
export const privacyPolicyCopy = {
  title: "Privacy Policy",
  description:
    "What our contact and booking forms collect, why, where it is stored, for how long, and how to have it deleted.",
  /** Before the date of the last revision. */
  updated: "Last updated",
};
