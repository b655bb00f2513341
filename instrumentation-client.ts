// Runs in the browser before any of the app's modules (Next.js instrumentation-client convention).

// Zod compiles object parsers with `new Function` when it may, and probes for that with a caught
// `new Function("")`. Under our Content-Security-Policy (no 'unsafe-eval') the probe is refused and
// reported as a violation even though Zod falls back. `jitless` skips the probe; it must be set
// before the first schema is built, which is why it is here. Zod keeps its configuration on this
// global so that every copy of it shares one.
const zodConfig = ((globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig ??= {});
zodConfig.jitless = true;
