/** Where the admin sends a staff member who asked for a page or change their role does not allow. */
import { Link, data } from "react-router";
import { adminMessages as m } from "~/i18n/admin-messages";

export function loader() {
  return data(null, { status: 403 });
}

export function meta() {
  return [{ title: `${m.forbidden.title} | ${m.brand}` }];
}

export default function Forbidden() {
  return (
    <section className="max-w-3xl py-14">
      <h1 className="font-serif text-3xl text-main">{m.forbidden.title}</h1>
      <p className="mt-4 text-lg text-muted">{m.forbidden.text}</p>
      <Link
        to="/admin/dashboard"
        className="mt-8 inline-flex h-11 items-center rounded-md bg-main px-5 font-semibold text-white hover:bg-main-700"
      >
        {m.backToDashboard}
      </Link>
    </section>
  );
}
