// `npm run owner -- reset-password`: sets the workspace owner's password from the shell (a
// forgotten password, or a first owner without ADMIN_PASSWORD). On a terminal it asks twice
// without echoing; piped, it reads the first line of stdin:
//   printf '%s\n' 'a long new passphrase' | npm run owner -- reset-password
// It runs against the production build (built first when missing) and the database the server
// uses (.env, DATA_DIR / DATABASE_URL). With the embedded database, stop the server first.
import { existsSync } from "node:fs";
import { BUILD_ENTRY, buildProductionBundle } from "./production-build.js";

if (existsSync(".env")) process.loadEnvFile(".env");

const USAGE = "Usage: npm run owner -- reset-password";

/** One line typed on the terminal, not shown (raw mode; backspace and Ctrl-C work). */
function promptHidden(question) {
  process.stdout.write(question);
  const stdin = process.stdin;
  stdin.setRawMode(true);
  stdin.setEncoding("utf8");
  stdin.resume();
  return new Promise((resolve, reject) => {
    let value = "";
    const finish = () => {
      stdin.off("data", onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stdout.write("\n");
    };
    const onData = (chunk) => {
      for (const char of chunk) {
        if (char === "\r" || char === "\n") return (finish(), resolve(value));
        if (char === "\u0003") return (finish(), reject(new Error("Cancelled.")));
        value = char === "\u007f" || char === "\b" ? [...value].slice(0, -1).join("") : value + char;
      }
    };
    stdin.on("data", onData);
  });
}

async function readPipedLine() {
  let text = "";
  process.stdin.setEncoding("utf8");
  for await (const chunk of process.stdin) text += chunk;
  return text.split(/\r?\n/)[0] ?? "";
}

async function readNewPassword() {
  if (!process.stdin.isTTY) return readPipedLine();
  const first = await promptHidden("New owner password: ");
  const second = await promptHidden("The same password again: ");
  if (first !== second) throw new Error("The two passwords do not match; nothing was changed.");
  return first;
}

const [command, ...rest] = process.argv.slice(2);
if (command !== "reset-password" || rest.length > 0) {
  console.error(USAGE);
  process.exit(2);
}

let password;
try {
  password = await readNewPassword();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
if (!password) {
  console.error(`No password was given. ${USAGE}`);
  process.exit(1);
}

if (!existsSync(BUILD_ENTRY)) buildProductionBundle();
process.env.NODE_ENV ??= "production";
let build;
try {
  build = await import(`../${BUILD_ENTRY}`);
} catch (error) {
  // A bad setting (app/lib/config.server.ts): its one line, as the server prints it.
  if (error?.name !== "ConfigError") throw error;
  console.error(error.message);
  process.exit(1);
}
const { resetOwnerPassword, closeDb } = build;
try {
  const { email } = await resetOwnerPassword(password);
  console.log(`The owner's password was set (${email}). Every session of the owner was signed out; sign in at /admin.`);
} catch (error) {
  console.error(`The password was not changed: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  await closeDb();
}
