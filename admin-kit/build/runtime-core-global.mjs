// A remote's own page (its standalone host, index.html) runs this before main.js. Remotes are built with
// experiments.externalRuntime: the federation runtime core is not bundled into remoteEntry.js (~16 KB gzip saved on
// every remote route) but taken from the page, where the shell provides it (experiments.provideExternalRuntime).
// Alone, without the shell, this file provides it.
import * as runtimeCore from '@module-federation/runtime-core';

globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
