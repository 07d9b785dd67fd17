// Node 24's fetch (undici 7) makes the File objects of a multipart body with whatever `File` the global holds at that
// moment, and then checks them against Node's own. Under jsdom, which puts its own File on the global, an uploaded
// file reached the MSW handlers empty and their `await request.formData()` threw (vitest-dev/vitest#9135). While a
// Request is built and while a body is parsed, the global File is Node's again. Node 20 and 22 (undici 6) captured
// File once at load: nothing changes there.
import { File as NodeFile } from 'node:buffer';

const nodeFile = NodeFile as unknown as typeof globalThis.File;

async function withNodeFile<T>(run: () => T | Promise<T>): Promise<T> {
  const pageFile = globalThis.File;
  globalThis.File = nodeFile;
  try {
    return await run();
  } finally {
    globalThis.File = pageFile;
  }
}

export function installNodeFileForFormData(): void {
  globalThis.Request = new Proxy(globalThis.Request, {
    construct(target, args, newTarget) {
      const pageFile = globalThis.File;
      globalThis.File = nodeFile;
      try {
        return Reflect.construct(target, args, newTarget) as object;
      } finally {
        globalThis.File = pageFile;
      }
    },
  });
  for (const prototype of [Request.prototype, Response.prototype]) {
    const { formData } = prototype as { formData: (this: Request | Response) => Promise<FormData> };
    prototype.formData = function parseWithNodeFile(this: Request | Response) {
      return withNodeFile(() => formData.call(this));
    };
  }
}
