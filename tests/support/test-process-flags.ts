/**
 * V8 options for the processes the tests start (spawned servers, Vitest's workers): PGlite's
 * WebAssembly compiled by the baseline compiler only. A test process lives for seconds to a few
 * minutes, and optimising PostgreSQL's 9 MB of WebAssembly cost each of them about 3.5 CPU-seconds
 * in background threads that the two cores' tests then waited for; the baseline code answers
 * the tests' queries as fast on this machine (docs/decisions/0032-test-time.md). The product's
 * own processes (`npm start`, the bench) keep V8's defaults.
 */
export const TEST_PROCESS_FLAGS = ["--liftoff-only"];
