import { z } from "zod";

// Every contract takes `z` from here. In the browser zod is told not to compile its parsers with
// `new Function`: under the app's Content-Security-Policy (no 'unsafe-eval') even zod's probe for
// that is reported as a violation. The server keeps the faster compiled parsers.
if (typeof document !== "undefined") z.config({ jitless: true });

export { z };
