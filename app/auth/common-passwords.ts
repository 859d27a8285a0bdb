/**
 * The common-password list of @zxcvbn-ts/language-common (~50,000 passwords from public
 * breaches), lower-cased. It is large, so it is loaded on first use, not at start-up.
 */
let loading: Promise<ReadonlySet<string>> | undefined;

export function commonPasswords(): Promise<ReadonlySet<string>> {
  loading ??= import("@zxcvbn-ts/language-common").then(
    ({ dictionary }) => new Set(dictionary["passwords-common"].map((p) => p.toLowerCase())),
  );
  return loading;
}
