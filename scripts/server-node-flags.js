// The V8 heap limits the server runs with: `npm start`, the README's production command, the
// deploy check, and the servers the tests and the benchmark start. Node's defaults size the heap
// to the machine (gigabytes on a big host) and collect lazily; these keep a busy server near
// 140 MB on PostgreSQL. See docs/decisions/0012-memory-budget.md.
export const SERVER_NODE_FLAGS = ["--max-old-space-size=128", "--max-semi-space-size=1"];
