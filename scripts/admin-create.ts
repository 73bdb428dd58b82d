/**
 * `npm run admin:create -- --email <email> [--password <password>] [--name <name>] [--role <role>]`:
 * creates a staff account (an administrator unless --role says editor or reviewer), or sets a new
 * password (and the role, when given) for an existing one. Without --password on a terminal, asks
 * for it twice without echo.
 */
import { parseArgs } from "node:util";
import { createAdministrator } from "~/.server/auth/administrators";
import { getAuth } from "~/.server/auth/auth";
import { database } from "~/.server/db/client";
import { ValidationError } from "~/.server/errors";
import { migrateAll } from "~/.server/startup";
import { isStaffRole, staffRoles } from "~/lib/staff-roles";

async function askHidden(prompt: string): Promise<string> {
  const { stdin, stdout } = process;
  stdout.write(prompt);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding("utf8");
  return new Promise((resolve, reject) => {
    let value = "";
    function onData(chunk: string) {
      for (const char of chunk) {
        if (char === "\r" || char === "\n") {
          stdin.off("data", onData);
          stdin.setRawMode(false);
          stdin.pause();
          stdout.write("\n");
          resolve(value);
          return;
        }
        if (char === "\u0003") {
          stdin.setRawMode(false);
          reject(new Error("Cancelled"));
          return;
        }
        if (char === "\u007f" || char === "\b") value = value.slice(0, -1);
        else value += char;
      }
    }
    stdin.on("data", onData);
  });
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      email: { type: "string" },
      password: { type: "string" },
      name: { type: "string" },
      role: { type: "string" },
    },
  });
  if (!values.email || (values.role !== undefined && !isStaffRole(values.role))) {
    console.error(
      `Usage: npm run admin:create -- --email <email> [--password <password>] [--name <name>] [--role ${staffRoles.join("|")}]`,
    );
    return 2;
  }
  let password = values.password;
  if (!password) {
    if (!process.stdin.isTTY) {
      console.error("Give --password, or run this on a terminal to be asked for it.");
      return 2;
    }
    password = await askHidden("Password (at least 12 characters): ");
    if ((await askHidden("Repeat the password: ")) !== password) {
      console.error("The passwords do not match.");
      return 1;
    }
  }
  await migrateAll();
  const result = await createAdministrator(await getAuth(), database.db, {
    email: values.email,
    password,
    ...(values.name ? { name: values.name } : {}),
    ...(isStaffRole(values.role) ? { role: values.role } : {}),
  });
  console.log(
    result.created
      ? `Staff account ${result.email} created. Sign in at /admin/login and set up two-factor sign-in.`
      : `Staff account ${result.email} already existed: password updated, every session it had is ended, and two-factor sign-in is set up again at the next sign-in.`,
  );
  return 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(error instanceof ValidationError || error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.db.destroy();
}
