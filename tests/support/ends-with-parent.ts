/**
 * Preloaded into a server started by tests (server-process.ts): the test process holds the other end of this process's
 * stdin, so when the test process ends in any way (even killed outright) stdin ends and the server shuts down as on
 * SIGTERM, instead of living on and holding its port and data folder.
 */
process.stdin.on('end', () => {
  process.kill(process.pid, 'SIGTERM');
  // A shutdown that hangs must not keep the process alive either.
  setTimeout(() => process.exit(1), 10_000).unref();
});
process.stdin.resume();
export {};
