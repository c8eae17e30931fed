// Every admin package's component tests (shell, remotes, admin-kit): testing-library's findBy/waitFor give up after
// 5 s instead of 1 s. Polaris screens are heavy in jsdom, and in `npm test` the unit tests share two cores with the
// journeys and the database suites: a file that takes 6 s alone took 37 s there, and a 1 s wait for the shell's first
// screen failed once. A wait still ends as soon as what it waits for is there; only a failure takes the whole 5 s.
const { configure } = require('@testing-library/react');

configure({ asyncUtilTimeout: 5000 });
