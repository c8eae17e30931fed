// Every admin package's component tests (shell, remotes, admin-kit): how long a wait may take before it counts as a
// hang. These are hang guards, never speed checks: a wait still ends as soon as what it waits for is there, and only a
// failure takes the whole bound.
// - testing-library's findBy/waitFor give up after 15 s instead of 1 s. Polaris screens are heavy in jsdom, and in
//   `npm test` the unit tests share two cores with the journeys and the database suites: a file that takes 6 s alone
//   took 37 s there; at 5 s, two CartDrafts waits (a rollback's refetch) failed in a fresh clone run at load 14-18
//   (2026-11-27), the file taking 123 s against 8 s alone.
// - A test may take 90 s (jest's default here is the root config's 30 s): EditorPage's create-and-save test passed 30 s
//   in that same run (117 s for the file, 8 s alone). A file that sets its own timeout keeps it.
const { configure } = require('@testing-library/react');

configure({ asyncUtilTimeout: 15_000 });
jest.setTimeout(90_000);
