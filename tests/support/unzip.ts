import yauzl from "yauzl";

// Every file of a ZIP, by path: what a person sees when they open the archive.
export function unzip(zip: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, archive) => {
      if (error || !archive) return reject(error ?? new Error("not a zip"));
      const files = new Map<string, Buffer>();
      archive.on("error", reject);
      archive.on("end", () => resolve(files));
      archive.on("entry", (entry: yauzl.Entry) => {
        if (entry.fileName.endsWith("/")) return archive.readEntry();
        archive.openReadStream(entry, (openError, stream) => {
          if (openError || !stream) return reject(openError ?? new Error("no stream"));
          const chunks: Buffer[] = [];
          stream.on("data", (c: Buffer) => chunks.push(c));
          stream.on("error", reject);
          stream.on("end", () => {
            files.set(entry.fileName, Buffer.concat(chunks));
            archive.readEntry();
          });
        });
      });
      archive.readEntry();
    });
  });
}
