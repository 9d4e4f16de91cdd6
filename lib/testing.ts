// codex-rx/testing: tools to test apps built on codex-rx without a model service.

// ---- scripted model provider ----

// ---- launcher ----

// ---- fake app-server, record / replay ----
