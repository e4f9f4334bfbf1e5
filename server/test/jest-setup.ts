// Server tests start real servers over real HTTP (and some spawn and kill server processes):
// give them room on a loaded 2-core machine. `testTimeout` in a Jest project entry is ignored.
jest.setTimeout(60_000);
