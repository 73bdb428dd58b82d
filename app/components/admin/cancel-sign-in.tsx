import { Form } from "react-router";
import { adminMessages as m } from "~/i18n/admin-messages";

/** Leaves a sign-in half done: the session waiting for its code ends, back to the login page. */
export function CancelSignIn() {
  return (
    <Form method="post" action="/admin/logout" className="mt-6">
      <button type="submit" className="text-sm font-semibold text-main underline">
        {m.twoFactor.cancel}
      </button>
    </Form>
  );
}
