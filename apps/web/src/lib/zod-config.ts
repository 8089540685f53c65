import { z } from 'zod';

// zod compiles object schemas with `new Function` when it can, and probes for it with a call the content security
// policy refuses (script-src without 'unsafe-eval'): the web app validates without compiling.
z.config({ jitless: true });
