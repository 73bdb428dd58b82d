/** The page a paged list's loader serves: a page that cannot exist is a 404, never an empty list. */
import { parsePageParam } from "~/lib/pagination";
import { notFound } from "./http-errors";

/** `?page=N` of the request (1 when absent); anything but a positive integer is a 404. */
export function requestedPage(request: Request): number {
  const page = parsePageParam(new URL(request.url).searchParams.get("page"));
  if (page === null) notFound();
  return page ?? 1;
}

/** 404 for a page past the last one. */
export function requirePageInRange(page: number, pageCount: number): void {
  if (page > pageCount) notFound();
}
