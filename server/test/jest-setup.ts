// Server tests start real servers over real HTTP (and some spawn and kill server processes):
// give them room on a loaded 2-core machine. The ceiling is above the longest wait inside a test
// (server-process.ts gives a server 120 s to start), so a start slowed by a busy machine is
// waited for, and a start that never comes fails with its own message, not Jest's timeout.
// `testTimeout` in a Jest project entry is ignored.
jest.setTimeout(180_000);
