import { redirect } from "react-router";
import { recordAudit } from "~/.server/audit";
import { getAuth } from "~/.server/auth/auth";
import { adminSession } from "~/.server/auth/guard";
import { db } from "~/.server/db/client";
import { requestInfoContext } from "~/lib/request-context";
import type { Route } from "./+types/logout";

export function loader() {
  return redirect("/admin/dashboard");
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = await adminSession(request);
  const headers = new Headers();
  // Also ends a sign-in left at its second step.
  if (session.state === "active" || session.state === "second-factor") {
    const auth = await getAuth();
    const result = await auth.api.signOut({ headers: request.headers, returnHeaders: true });
    for (const cookie of result.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
    await recordAudit(db, {
      action: "sign-out",
      actor: session.admin.email,
      ip: context.get(requestInfoContext).ip,
    });
  }
  return redirect("/admin/login", { headers });
}
