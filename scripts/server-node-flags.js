// The V8 heap limits the server runs with: `npm start`, the README's production command, the
// deploy check, and the servers the tests and the benchmark start. Node's defaults size the heap
// to the machine (gigabytes on a big host) and collect lazily; these keep a busy server near
// 140 MB on PostgreSQL. See docs/decisions/0012-memory-budget.md.
export const SERVER_NODE_FLAGS = ["--max-old-space-size=128", "--max-semi-space-size=1"];

// And its environment: glibc gives each thread that allocates (libuv's pool, sharp's and
// argon2's workers) an arena of its own, up to 8 per core, each keeping freed memory; two arenas
// measured 51 MB less at rest on PGlite (docs/decisions/0012-memory-budget.md). glibc reads it at
// start-up only, so it must be in the environment the process starts with.
export const SERVER_ENV = { MALLOC_ARENA_MAX: "2" };
