// The remote contract a federated admin package is built against: the version of admin-kit's remote interface plus the
// versions of the shared singletons actually installed. Baked into every build (shell and remotes) so the shell can
// refuse a remote built against a contract it does not speak (src/contract.ts has the rules).

/** Exactly the singletons every federated admin package shares; never spread dependencies (it defeats tree shaking). */
const SHARED_SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'react-redux',
  '@reduxjs/toolkit',
  '@shopify/polaris',
  '@cartlift/admin-kit',
];

/**
 * MAJOR.MINOR of the remote interface (RemoteRoutes, REMOTE_ROUTES, the store/api/session a remote reaches through the
 * admin-kit singleton). MINOR for additions a remote may start using (a newer remote needs a shell at least that new);
 * MAJOR for anything that breaks a remote built before (the shell then refuses older remotes until they are rebuilt).
 */
// 1.1: remotes take the federation runtime core from the shell's page (experiments.externalRuntime), so they need a
// shell that provides it.
// 1.2: useLeaveGuard, LeavePageModal, useStorefrontPreview and InstallationModal (used by mfe-campaigns and mfe-cart-setup).
// 1.3: the help links' config (TUTORIALS, faqUrl, FAQ_SECTION_IDS...): mfe-campaigns' tutorial links read TUTORIALS.
// 1.4: LeaveGuardModal (mfe-campaigns' editor and mfe-analytics' experiment editor).
// 1.5: useDocumentForm, useLazyValidator and firstErrorByPath, the one way a remote edits a document (mfe-cart-setup's
// settings forms and shop documents, mfe-analytics' experiment editor); ColourField (mfe-cart-setup, mfe-campaigns).
// 1.6: documentReducer (with documentState, errorsShown, accepted), the engine useDocumentForm runs, which
// mfe-campaigns' editor slice now runs too; SaveBar (mfe-cart-setup's settings screens, mfe-campaigns' editor),
// TextStyleFields (mfe-cart-setup, mfe-campaigns), saveDocument and sameJson (mfe-cart-setup's shop documents,
// mfe-analytics' experiment editor).
// 1.7: saveDocument's unavailableMessage (mfe-cart-setup's settings forms, whose saves now run saveDocument and say
// "Saving failed" when the validation will not load).
// 1.8: restQuery, restMutation and restArgs, which build every remote's REST endpoints from the domain's ADMIN_REST.
const REMOTE_CONTRACT_VERSION = '1.8';

/** The global the contract is defined as (webpack DefinePlugin in builds, jest `globals` in tests). */
const CONTRACT_GLOBAL = '__CARTLIFT_REMOTE_CONTRACT__';

/** The module a remote exposes as `./contract`: only the baked contract, so the shell can check it before `./routes`. */
const CONTRACT_MODULE = require.resolve('./remote-contract.mjs');

/**
 * The contract of the package in `packageDir`: `version` (override only to simulate an older build) and each shared
 * singleton's installed version (admin-kit itself is covered by `version`).
 * @param {string} packageDir
 * @param {string} [version]
 */
function buildContract(packageDir, version = REMOTE_CONTRACT_VERSION) {
  const shared = {};
  for (const name of SHARED_SINGLETONS) {
    if (name === '@cartlift/admin-kit') continue;
    shared[name] = require(require.resolve(`${name}/package.json`, { paths: [packageDir] })).version;
  }
  return { version, shared };
}

module.exports = { buildContract, CONTRACT_GLOBAL, CONTRACT_MODULE, REMOTE_CONTRACT_VERSION, SHARED_SINGLETONS };
