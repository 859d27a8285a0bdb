// The limit the page cache is measured against (bench/static.js): a bare node:http server that
// answers each path with fixed bytes and headers, and nothing else. Started as its own process
// (like the site) with a JSON file of { path: { headers, bodyBase64 } }; prints its port.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const pages = JSON.parse(readFileSync(process.argv[2], "utf8"));
const answers = new Map(
  Object.entries(pages).map(([path, page]) => [
    path,
    { headers: page.headers, body: Buffer.from(page.bodyBase64, "base64") },
  ]),
);

const server = createServer((req, res) => {
  const answer = answers.get(req.url);
  if (!answer) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { ...answer.headers, "Content-Length": answer.body.length });
  res.end(answer.body);
});
server.keepAliveTimeout = 5000;
server.listen(0, "127.0.0.1", () => console.log(`port ${server.address().port}`));
process.on("SIGTERM", () => server.close(() => process.exit(0)));
