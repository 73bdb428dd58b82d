import { data } from "react-router";
import { NotFound } from "~/components/site/not-found";
import { metaRootData } from "~/i18n/use-i18n";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/not-found";

export function loader() {
  return data(null, { status: 404 });
}

export function meta(args: Route.MetaArgs) {
  const { t } = metaRootData(args.matches);
  return [
    ...pageMeta(args, { title: t.notFound.title, description: t.notFound.text }),
    { name: "robots", content: "noindex" },
  ];
}

export default function NotFoundRoute() {
  return <NotFound />;
}
