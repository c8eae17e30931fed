// Exposed by every remote as ./contract; the build replaces the global with the contract it was built against.
/* global __CARTLIFT_REMOTE_CONTRACT__ */
export default __CARTLIFT_REMOTE_CONTRACT__;
