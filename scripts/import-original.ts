/**
 * `npm run import:original -- --news FILE [--images DIR]`: imports the original site's news
 * export (and its images, from DIR by storage path or else downloaded) into the database and media
 * storage the server uses. Prints what it did; exits 1 when the input is unusable, 2 when some
 * documents failed, 0 otherwise. Running it again with the same export changes nothing.
 */
import fs from "node:fs/promises";
import { parseArgs } from "node:util";
import { database } from "~/.server/db/client";
import { ExportFormatError, readExport } from "~/.server/import/original-export";
import { importOriginalNews } from "~/.server/import/import-news";
import { mediaStorage } from "~/.server/media/media-storage";
import { migrateAll } from "~/.server/startup";

const usage = "Usage: npm run import:original -- --news FILE [--images DIR]";

async function main(): Promise<number> {
  let values: { news?: string; images?: string };
  try {
    ({ values } = parseArgs({
      options: { news: { type: "string" }, images: { type: "string" } },
    }));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
    return 1;
  }
  if (!values.news) {
    console.error(`--news FILE is required.\n${usage}`);
    return 1;
  }
  let text: string;
  try {
    text = await fs.readFile(values.news, "utf8");
  } catch (error) {
    console.error(`Cannot read ${values.news}: ${(error as NodeJS.ErrnoException).code ?? error}`);
    return 1;
  }
  if (values.images) {
    const stat = await fs.stat(values.images).catch(() => undefined);
    if (!stat?.isDirectory()) {
      console.error(`The images directory ${values.images} does not exist.`);
      return 1;
    }
  }
  let documents;
  try {
    documents = readExport(text);
  } catch (error) {
    if (error instanceof ExportFormatError) {
      console.error(`${values.news}: ${error.message}`);
      return 1;
    }
    throw error;
  }
  await migrateAll();
  const report = await importOriginalNews(database.db, mediaStorage, documents, {
    imagesDir: values.images,
  });
  console.log(
    `Imported ${report.imported.length}, updated ${report.updated.length}, skipped ${report.skipped.length}, failed ${report.failed.length} — of ${documents.length} documents in ${values.news}, into ${database.engine} at ${database.location}.`,
  );
  for (const { id, reason } of report.skipped.filter((s) => !s.reason.startsWith("unchanged")))
    console.log(`skipped ${id}: ${reason}`);
  for (const { id, reason } of report.failed) console.log(`failed ${id}: ${reason}`);
  return report.failed.length > 0 ? 2 : 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(`Import failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await database.db.destroy();
}
